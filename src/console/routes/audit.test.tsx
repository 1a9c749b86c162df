// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/contract/console-auth.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
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
    expect(rows).toEqual(['FieldBeforeAfter', 'RoleEditorOwner']);
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

const SAVED = '2026-11-26T09:00:00.000Z';
const NOW = '2026-11-28T11:08:57.425Z';

/** The rows the server wrote for the report's examples: rails, a saved reply, an operator, VIP. */
const EXAMPLES: AuditEntry[] = [
  entry(1, {
    action: 'update',
    entity: 'home_rails',
    entity_id: null,
    before: ['hot', 'new', 'completed', 'tags'].map((key) => ({ key, visible: true })),
    after: [
      { key: 'tags', visible: true },
      { key: 'hot', visible: true },
      { key: 'new', visible: false },
      { key: 'completed', visible: true },
    ],
  }),
  entry(2, {
    action: 'update',
    entity: 'reply_template',
    before: { id: 2, language: 3, title: 'Thanks', body: 'Fixed', updated_at: SAVED },
    after: { id: 2, language: 4, title: 'Thanks', body: 'Fixed now', updated_at: NOW },
  }),
  entry(3, {
    action: 'setup',
    before: { status: 'pending' },
    after: { status: 'active', ip: '10.0.0.1' },
  }),
  entry(4, {
    action: 'grant_vip',
    entity: 'user',
    before: { vip_until: null },
    after: { vip_until: NOW, days: 30, reason: 'Gift' },
  }),
];

/** Opens the row at `index`: its comparison, in the row beneath it. */
async function open(index: number): Promise<HTMLElement> {
  const buttons = document.querySelectorAll<HTMLButtonElement>('button.ant-table-row-expand-icon');
  const button = buttons[index];
  if (!button) throw new Error(`no row ${index}`);
  fireEvent.click(button);
  const row = button.closest('tr');
  await waitFor(() => expect(row?.nextElementSibling?.querySelector('table')).toBeTruthy());
  return row?.nextElementSibling as HTMLElement;
}

/** The comparison of the row at `index`, a line per field: name | before | after. */
async function comparison(index: number): Promise<string[]> {
  return within(await open(index))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent).join(' | '));
}

describe('the audit log’s comparison in words', SLOW, () => {
  const answer = () =>
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [] }),
      'GET /audit': () => ok({ items: EXAMPLES, total: EXAMPLES.length }),
    });

  it('names the fields and writes the values in English, bookkeeping last', async () => {
    answer();
    renderConsole('/console/audit');
    await screen.findByText('4 entries');
    expect(await comparison(0)).toEqual([
      'Rails in order | Hot this week, New releases, Completed series, Top tags (the two largest) | ' +
        'Top tags (the two largest), Hot this week, New releases (off), Completed series',
    ]);
    expect(await comparison(1)).toEqual([
      'Language | English | ไทย',
      'Text | Fixed | Fixed now',
      `Last saved | ${formatDateTime(SAVED, 3)} | ${formatDateTime(NOW, 3)}`,
    ]);
    expect(await comparison(2)).toEqual(['Status | Awaiting setup | Active', 'IP address | — | 10.0.0.1']);
    expect(await comparison(3)).toEqual([
      `VIP until | — | ${formatDateTime(NOW, 3)}`,
      'Days added | — | 30',
      'Reason | — | Gift',
    ]);
    // The field's internal name stays in the tooltip, for support.
    expect(screen.getByText('VIP until').getAttribute('title')).toBe('vip_until');
  });

  it('names the fields and writes the values in Thai', async () => {
    answer();
    await applyLanguage(4);
    try {
      renderConsole('/console/audit');
      await screen.findByText('4 รายการ');
      expect(await comparison(0)).toEqual([
        'ลำดับแถว | ยอดนิยมสัปดาห์นี้, มาใหม่, จบแล้ว, แท็กยอดนิยม (สองแท็กที่ใหญ่ที่สุด) | ' +
          'แท็กยอดนิยม (สองแท็กที่ใหญ่ที่สุด), ยอดนิยมสัปดาห์นี้, มาใหม่ (ปิด), จบแล้ว',
      ]);
      expect(await comparison(1)).toEqual([
        'ภาษา | English | ไทย',
        'ข้อความ | Fixed | Fixed now',
        `บันทึกล่าสุดเมื่อ | ${formatDateTime(SAVED, 4)} | ${formatDateTime(NOW, 4)}`,
      ]);
      expect(await comparison(2)).toEqual(['สถานะ | รอตั้งค่า | ใช้งานอยู่', 'ที่อยู่ IP | — | 10.0.0.1']);
      expect((await comparison(3))[0]).toBe(`VIP ถึง | — | ${formatDateTime(NOW, 4)}`);
      expect(formatDateTime(NOW, 4)).toContain('2026');
    } finally {
      await applyLanguage(3);
    }
  });
});
