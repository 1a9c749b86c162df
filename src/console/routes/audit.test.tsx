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
});
