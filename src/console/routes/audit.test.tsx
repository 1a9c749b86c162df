// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/contract/console-auth.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { filtersOf } from './audit.tsx';

const api = setupPageTests();
const SLOW = { timeout: 20_000 };

function entry(id: number, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-25T10:00:00.000Z',
    operator_id: 1,
    operator_name: 'Ann Owner',
    action: 'create',
    entity: 'operator',
    entity_id: String(id + 1),
    before: null,
    after: { email: 'bob@example.com', role: 'editor' },
    target: null,
    ...fields,
  };
}

describe('filtersOf', () => {
  it('reads the filters and paging from the address, leaving out what the contract refuses', () => {
    expect(filtersOf(new URLSearchParams('operator_id=3&entity=drama&page=2&size=50'))).toEqual({
      filters: { operator_id: 3, entity: 'drama' },
      page: 2,
      size: 50,
    });
    expect(filtersOf(new URLSearchParams('operator_id=abc&page=0'))).toEqual({
      filters: {},
      page: 1,
      size: 20,
    });
  });
});

describe('the audit log', SLOW, () => {
  it('lists the server page, pages through it and shows a row as a readable diff', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [] }),
      'GET /audit': ({ query }) =>
        ok({
          items:
            query.get('page') === '2'
              ? [
                  entry(21, {
                    action: 'update',
                    before: { role: 'editor', name: 'Bob' },
                    after: { role: 'owner', name: 'Bob' },
                  }),
                ]
              : [
                  entry(1),
                  entry(2, { action: 'login_failed', after: null }),
                  entry(3, {
                    operator_id: null,
                    operator_name: 'admin token',
                    action: 'reply',
                    entity: 'feedback',
                  }),
                ],
          total: 21,
        }),
    });
    const { router } = renderConsole('/console/audit');
    await screen.findByText('21 entries');
    expect(screen.getAllByText('Created')).toHaveLength(1);
    // Known actions, entities and writers without an operator in the interface language.
    expect(screen.getByText('Sign-in failed')).toBeTruthy();
    expect(screen.getByText('Admin API (token)')).toBeTruthy();
    expect(screen.getByText('Feedback')).toBeTruthy();
    expect(api.calls('GET /audit')[0]?.query.toString()).toBe('page=1&size=20');

    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Changed');
    expect(router.state.location.search).toBe('?page=2');
    expect(api.calls('GET /audit').at(-1)?.query.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    const table = (await screen.findByText('Field')).closest('table') as HTMLTableElement;
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldBeforeAfter', 'roleeditorowner']);
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('sends the filters to the server and keeps them in the address', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () =>
        ok({
          items: [
            {
              id: 1,
              email: 'ann@example.com',
              name: 'Ann Owner',
              role: 'owner',
              status: 'active',
              last_login_at: null,
              created_at: '2026-11-01T00:00:00Z',
            },
          ],
        }),
      'GET /audit': () => ok({ items: [entry(1)], total: 1 }),
    });
    const { router } = renderConsole('/console/audit?entity=operator&action=login');
    await screen.findByText('1 entry');
    const first = api.calls('GET /audit')[0]?.query;
    expect(first?.get('entity')).toBe('operator');
    expect(first?.get('action')).toBe('login');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.calls('GET /audit').at(-1)?.query.toString()).toBe('page=1&size=20'));
  });

  it('names an episode by its series and number, linked to its Episodes tab, the id kept beside', async () => {
    const love = { series_id: 5, series_title: 'Love in Bangkok' };
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [] }),
      'GET /audit': () =>
        ok({
          items: [
            entry(1, {
              action: 'subtitle_add',
              entity: 'episode',
              entity_id: '99',
              target: { ...love, episode_number: 3, deleted: false },
            }),
            entry(2, {
              action: 'delete',
              entity: 'episode',
              entity_id: '98',
              target: { ...love, episode_number: 2, deleted: true },
            }),
            entry(3, {
              action: 'subtitle_remove',
              entity: 'episode',
              entity_id: '98',
              target: { series_id: null, series_title: null, episode_number: null, deleted: true },
            }),
            entry(4, {
              action: 'publish',
              entity: 'series',
              entity_id: '5',
              target: { ...love, episode_number: null, deleted: false },
            }),
          ],
          total: 4,
        }),
    });
    renderConsole('/console/audit');
    await screen.findByText('4 entries');
    const targets = screen.getAllByTestId('audit-target');
    expect(targets.map((cell) => cell.textContent)).toEqual([
      'Love in Bangkok · EP 3',
      'Love in Bangkok · EP 2Deleted',
      'A deleted episode',
      'Love in Bangkok',
    ]);
    const link = within(targets[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/console/series/5?tab=episodes');
    expect(
      within(targets[3] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/console/series/5');
    // Nothing left to open for an episode nobody can say more about.
    expect(within(targets[2] as HTMLElement).queryByRole('link')).toBeNull();
    // The internal id stays for support: in the tooltip and beneath, never as the name.
    expect(targets[0]?.getAttribute('title')).toBe('ID 99');
    expect(screen.getAllByText('Episode · ID 99')).toHaveLength(1);
    expect(screen.queryByText(/Episode #99/)).toBeNull();
    expect(api.calls('GET /audit')[0]?.headers.get('language')).toBe('3');
  });
});

describe('the audit log names everything else in words', SLOW, () => {
  const unnamed = { series_id: null, series_title: null, episode_number: null, deleted: false };

  it('names operators, people, packages, banners, tags, feedback and saved replies, each linked', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [] }),
      'GET /audit': () =>
        ok({
          items: [
            entry(1, {
              action: 'role_change',
              entity_id: '4',
              target: { ...unnamed, name: 'Bob', role: 'editor' },
            }),
            entry(2, {
              action: 'block',
              entity: 'user',
              entity_id: '10000042',
              target: { ...unnamed, person: { uid: 10000042, nickname: '', email: 'pat@example.com' } },
            }),
            entry(3, {
              action: 'adjust',
              entity: 'user',
              entity_id: '10000043',
              target: { ...unnamed, person: { uid: 10000043, nickname: '', email: null } },
            }),
            entry(4, {
              action: 'update',
              entity: 'goods',
              entity_id: '101',
              target: { ...unnamed, name: '500 Coins' },
            }),
            entry(5, {
              action: 'create',
              entity: 'banner',
              entity_id: '7',
              target: { ...unnamed, series_id: 5, series_title: 'Love in Bangkok' },
            }),
            entry(6, {
              action: 'create',
              entity: 'tag',
              entity_id: '3',
              target: { ...unnamed, name: 'Romance' },
            }),
            entry(7, {
              action: 'reply',
              entity: 'feedback',
              entity_id: '12',
              target: {
                ...unnamed,
                name: 'The video stops after a few seconds on…',
                person: { uid: 10000043, nickname: 'Noi', email: null },
              },
            }),
            entry(8, {
              action: 'delete',
              entity: 'reply_template',
              entity_id: '2',
              target: { ...unnamed, name: 'Old promo', deleted: true },
            }),
          ],
          total: 8,
        }),
    });
    renderConsole('/console/audit');
    await screen.findByText('8 entries');
    const targets = screen.getAllByTestId('audit-target');
    expect(targets.map((cell) => cell.textContent)).toEqual([
      'Bob (Editor)',
      'pat',
      'Guest 10000043',
      '500 Coins',
      'Love in Bangkok',
      'Romance',
      '“The video stops after a few seconds on…” from Noi',
      'Old promoDeleted',
    ]);
    const href = (i: number) =>
      within(targets[i] as HTMLElement)
        .queryByRole('link')
        ?.getAttribute('href');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(href)).toEqual([
      '/console/operators',
      '/console/people/10000042',
      '/console/people/10000043',
      '/console/packages',
      '/console/curation',
      // Tags have no page of their own; a deleted saved reply has nothing to open.
      undefined,
      '/console/feedback',
      undefined,
    ]);
    // The internal id stays for support: in the tooltip and beneath, never as the name.
    expect(targets[0]?.getAttribute('title')).toBe('ID 4');
    expect(screen.getByText('Operator · ID 4')).toBeTruthy();
    expect(screen.getByText('User · ID 10000042')).toBeTruthy();
  });

  it('names orders and articles from their ids, and settings by their page', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [] }),
      'GET /audit': () =>
        ok({
          items: [
            entry(1, { action: 'refund', entity: 'order', entity_id: 'T20261126000001' }),
            entry(2, { action: 'update', entity: 'article', entity_id: 'user/th' }),
            entry(3, { action: 'update', entity: 'settings', entity_id: null }),
          ],
          total: 3,
        }),
    });
    renderConsole('/console/audit');
    await screen.findByText('3 entries');
    const targets = screen.getAllByTestId('audit-target');
    expect(targets.map((cell) => cell.textContent)).toEqual([
      'T20261126000001',
      'User agreement · ไทย',
      'Settings',
    ]);
    const links = targets.map((cell) => within(cell).getByRole('link').getAttribute('href'));
    expect(links).toEqual([
      '/console/orders/T20261126000001',
      '/console/articles?key=user&locale=th',
      '/console/settings',
    ]);
    expect(screen.getByText('Article · ID user/th')).toBeTruthy();
  });
});
