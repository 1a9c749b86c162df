// @vitest-environment jsdom
/**
 * A person's page speaks the console's language in every tab (the console audit at 1440x900):
 * packages as named now, channels and kinds in words, money and counts as the Orders page
 * writes them, and each ledger row says what it was about.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { ledgerEntryOf, personOf, PERSON_UID as UID } from '#console/testing/people-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const AT = '2026-11-24T10:00:00.000Z';

function answerPage() {
  api.answer({
    'GET /auth/session': () => ok(meOf('support', 'Sue')),
    [`GET /people/${UID}`]: () => ok(personOf({ gold: 1500, coin: 12_000 })),
    [`GET /people/${UID}/ledger`]: () =>
      ok({
        items: [
          ledgerEntryOf(5, {
            reason: 'unlock',
            delta: -10,
            balance_after: 1490,
            drama_id: 7,
            drama_title: 'The True Heiress Returns',
            episode_from: 6,
            episode_to: 6,
          }),
          ledgerEntryOf(4, {
            reason: 'unlock',
            delta: -90,
            balance_after: 1510,
            drama_id: 8,
            drama_title: '',
            episode_from: 6,
            episode_to: 15,
          }),
          ledgerEntryOf(3, { reason: 'invite', delta: 50, balance_after: 1600, invitee_id: 10000077 }),
          ledgerEntryOf(2, {
            delta: 1000,
            balance_after: 1550,
            trade_no: 'T20261124A',
            package_name: '500 Coins',
          }),
        ],
        total: 4,
        operators: [],
        people: [{ uid: 10000077, nickname: '', email: 'bao.viewer@example.com' }],
      }),
    [`GET /people/${UID}/orders`]: () =>
      ok({
        items: [
          {
            trade_no: 'T20261124A',
            title: 'VIP Mingguan',
            package_name: 'Weekly VIP',
            channel: 'sandbox',
            status: 2,
            amount_cents: 999,
            currency: 'USD',
            gold: 0,
            bonus: 0,
            vip_days: 7,
            created_at: AT,
            paid_at: AT,
          },
          {
            trade_no: 'T20261124B',
            title: '500 Coins',
            package_name: '500 Coins',
            channel: 'sandbox',
            status: 3,
            result: 'cancelled',
            amount_cents: 499,
            currency: 'USD',
            gold: 500,
            bonus: 50,
            vip_days: 0,
            created_at: AT,
            paid_at: null,
          },
        ],
        total: 2,
      }),
    [`GET /people/${UID}/sessions`]: () =>
      ok({
        items: [
          { kind: 'email', language: 3, created_at: AT, last_seen_at: AT, revoked_at: null },
          { kind: 'device', language: 5, created_at: AT, last_seen_at: AT, revoked_at: AT },
        ],
        total: 2,
      }),
    [`GET /people/${UID}/invites`]: () =>
      ok({
        items: [
          { uid: 10000077, nickname: '', email: 'bao.viewer@example.com', created_at: AT, rewarded_at: null },
        ],
        total: 1,
        invited_by: {
          uid: 10000001,
          nickname: '',
          email: 'lin@example.com',
          created_at: AT,
          rewarded_at: AT,
        },
      }),
    [`GET /people/${UID}/feedback`]: () =>
      ok({
        items: [
          {
            id: 1,
            type: 'suggestion',
            content: 'More dramas',
            created_at: AT,
            closed_at: null,
            replies: 0,
            images: 0,
          },
        ],
        total: 1,
      }),
  });
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('a person’s page in the console’s language', SLOW, () => {
  it('groups the balances and the ledger’s amounts, and says what each row was about', async () => {
    answerPage();
    renderConsole(`/console/people/${UID}`);
    await screen.findByText('12,000');
    expect(screen.getByText('1,500')).toBeTruthy();
    await screen.findByText('The True Heiress Returns · episode 6');
    // A series whose title is unknown (deleted since) by its id, a batch by its range.
    expect(screen.getByText('#8 · episodes 6–15')).toBeTruthy();
    // The friend an invite paid for, by the name the app shows them, opening their page.
    const friend = screen.getByRole('link', { name: 'bao.viewer (UID 10000077)' });
    expect(friend.getAttribute('href')).toBe('/console/people/10000077');
    // A top-up: the package, and its order.
    const topup = screen.getByRole('link', { name: 'T20261124A' }).closest('tr') as HTMLElement;
    expect(cellsOf(topup)).toEqual(expect.arrayContaining(['+1,000', '1,550', '500 Coins · T20261124A']));
    expect(screen.getByText('4 rows')).toBeTruthy();
  });

  it('names the order’s package now, its channel in words and its amount as the Orders page does', async () => {
    answerPage();
    renderConsole(`/console/people/${UID}`);
    await screen.findByRole('tab', { name: 'Orders' });
    tab('Orders');
    const row = (await screen.findByRole('link', { name: 'T20261124A' })).closest('tr') as HTMLElement;
    expect(cellsOf(row)).toEqual(expect.arrayContaining(['Weekly VIP', 'Sandbox (test payments)', '$9.99']));
    // The buyer's own snapshot on hover; no raw channel id or "9.99 USD".
    expect(within(row).getByText('Weekly VIP').getAttribute('title')).toBe('VIP Mingguan');
    expect(row.textContent).not.toMatch(/VIP Mingguan|\bsandbox\b|USD/);
    // A closed order says how it ended, as the Orders page does: cancelled, not "Failed".
    const closed = screen.getByRole('link', { name: 'T20261124B' }).closest('tr') as HTMLElement;
    expect(within(closed).getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('2 rows')).toBeTruthy();
  });

  it('says what kind each session and feedback is, in words', async () => {
    answerPage();
    renderConsole(`/console/people/${UID}`);
    await screen.findByRole('tab', { name: 'Sessions' });
    tab('Sessions');
    await screen.findByText('Device');
    expect(screen.getByText('Email', { selector: 'td' })).toBeTruthy();
    expect(screen.queryByText('device')).toBeNull();
    tab('Feedback');
    await screen.findByText('More dramas');
    expect(screen.getByText('Suggestion')).toBeTruthy();
    expect(screen.queryByText('suggestion')).toBeNull();
  });

  it('names invited friends and the inviter as the app does when they chose no nickname', async () => {
    answerPage();
    renderConsole(`/console/people/${UID}`);
    await screen.findByRole('tab', { name: 'Invites' });
    tab('Invites');
    await screen.findByText('Invited by lin (UID 10000001)');
    expect(screen.getByText('(not chosen)').closest('td')?.textContent).toBe('bao.viewer (not chosen)');
  });
});
