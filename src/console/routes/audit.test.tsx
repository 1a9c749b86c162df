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
