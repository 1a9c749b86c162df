// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import type { PersonPage } from '#shared/contract/console-people.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { ledgerEntryOf, personOf, PERSON_UID as UID } from '#console/testing/people-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
function answerPage(role: OperatorRole, current: () => PersonPage = () => personOf()) {
  const page = current();
  api.answer({
    'GET /auth/session': () => ok(meOf(role, 'Op')),
    [`GET /people/${UID}`]: () => ok(current()),
    [`GET /people/${UID}/ledger`]: () =>
      ok({
        items: [
          ledgerEntryOf(2, { reason: 'adjust', delta: -200, note: 'refund', operator_id: 3 }),
          ledgerEntryOf(1),
        ],
        total: 2,
        operators: [{ id: 3, name: 'Fin' }],
        people: [],
      }),
    [`GET /people/${UID}/unlocks`]: () =>
      ok({
        items: [{ drama_id: 1, drama_title: 'Love', episode_id: 9, number: 3, created_at: page.created_at }],
        total: 1,
      }),
  });
}

describe('people search', SLOW, () => {
  it('sends what was typed, keeps it in the address and links each user to their page', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /people': () =>
        ok({
          items: [
            {
              uid: UID,
              nickname: '',
              email: 'pat@example.com',
              created_at: '2026-11-20T10:00:00.000Z',
              blocked: true,
              matched_by: 'email',
            },
          ],
          total: 1,
        }),
    });
    const { router } = renderConsole('/console/people');
    const box = await screen.findByRole('searchbox', { name: 'Find a user' });
    fireEvent.change(box, { target: { value: ' pat@example.com ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?q=pat%40example.com'));
    await screen.findByText('1 person');
    // No name chosen: the one the viewer app shows (the email's part before the @), so marked.
    const name = screen.getByText('(not chosen)').closest('td');
    expect(name?.textContent).toBe('pat (not chosen)');
    expect(api.calls('GET /people')[0]?.query.get('q')).toBe('pat@example.com');
    expect(screen.getByText('Blocked', { selector: '.ant-tag' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: String(UID) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/console/people/${UID}`));
  });

  it('is in the menu for support, finance and owners, not editors', async () => {
    api.answer({ 'GET /auth/session': () => ok(meOf('finance', 'Fin')) });
    renderConsole('/console/');
    await screen.findByRole('menuitem', { name: /People/ });
    cleanup();
    api.answer({ 'GET /auth/session': () => ok(meOf('editor', 'Ed')) });
    renderConsole('/console/');
    await screen.findByRole('menuitem', { name: /Series/ });
    expect(screen.queryByRole('menuitem', { name: /People/ })).toBeNull();
  });
});

describe('the user page', SLOW, () => {
  it('shows the profile, balances and the ledger with the operator’s reason', async () => {
    answerPage('support');
    renderConsole(`/console/people/${UID}`);
    await screen.findByText('pat@example.com');
    expect(screen.getByText('ไทย')).toBeTruthy();
    expect(screen.getByText('Facebook')).toBeTruthy();
    // The operator who adjusted, by name.
    await screen.findByText('refund · by Fin');
    expect(screen.getByText('−200')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Unlocks' }));
    await screen.findByText('Love');
  });

  it('offers money actions to finance only and account actions to support only', async () => {
    answerPage('finance');
    renderConsole(`/console/people/${UID}`);
    await screen.findByRole('button', { name: 'Adjust balance' });
    expect(screen.getByRole('button', { name: 'Grant VIP' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  });

  it('adjusts a balance with a required reason and one idempotency key per dialog', async () => {
    answerPage('owner');
    api.answer({
      [`POST /people/${UID}/adjust`]: ({ body }) =>
        (body as { delta: number }).delta < -500
          ? refuse('adjustBelowZero', 'The balance cannot go below zero')
          : ok({ gold: 300, coin: 20, ledger_id: 3 }),
    });
    renderConsole(`/console/people/${UID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Amount' }), {
      target: { value: '-900' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('Write the reason');
    expect(api.calls(`POST /people/${UID}/adjust`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'refund' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('The balance cannot go below zero');
    // Said in the dialog only, not again as a message at the top.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('The balance cannot go below zero')).toHaveLength(1);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Amount' }), {
      target: { value: '-200' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls(`POST /people/${UID}/adjust`)).toHaveLength(2));
    const [first, second] = api
      .calls(`POST /people/${UID}/adjust`)
      .map((c) => c.body as Record<string, unknown>);
    expect(second).toMatchObject({ asset: 'gold', delta: -200, reason: 'refund' });
    expect(second?.key).toBe(first?.key);
    expect(String(second?.key).length).toBeGreaterThanOrEqual(8);
  });

  it('blocks with a reason, and shows a blocked user with unblock', async () => {
    let blocked = false;
    const blockedPage = personOf({
      blocked_at: '2026-11-26T09:00:00.000Z',
      blocked_reason: 'fraud',
      blocked_by: 3,
      operators: [{ id: 3, name: 'Sue' }],
    });
    answerPage('support', () => (blocked ? blockedPage : personOf()));
    api.answer({
      [`POST /people/${UID}/block`]: () => {
        blocked = true;
        return ok({ blocked: true, revoked: 2 });
      },
    });
    renderConsole(`/console/people/${UID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls(`POST /people/${UID}/block`)[0]?.body).toEqual({ reason: 'fraud' }));
    await screen.findByRole('button', { name: 'Unblock' });
    expect(screen.getByText('Reason: fraud (blocked by Sue)')).toBeTruthy();
  });
});
