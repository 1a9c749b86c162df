// @vitest-environment jsdom
/**
 * A user's block in the audit log (the roles audit): who blocked by name, not a bare operator
 * id; the reason once, not as "Reason" and "Block reason" both (rows written before the server
 * recorded it once hold it twice); and in Traditional Chinese a word for blocking a viewer
 * (停權) apart from disabling an operator (停用). Also an operator's own account changes named.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/contract/console-auth.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
const AT = '2026-11-25T10:00:00.000Z';

const BLOCK: AuditEntry = {
  id: 1,
  at: AT,
  operator_id: 3,
  operator_name: 'Sue Support',
  action: 'block',
  entity: 'user',
  entity_id: '42',
  before: { blockedAt: null, blockedReason: null, blockedBy: null },
  after: {
    blockedAt: AT,
    blockedReason: 'chargeback fraud',
    blockedBy: 3,
    reason: 'chargeback fraud',
    revoked_sessions: 1,
  },
  target: null,
};
const PASSWORD: AuditEntry = {
  ...BLOCK,
  id: 2,
  action: 'password_change',
  entity: 'operator',
  entity_id: '3',
  before: null,
  after: { sessions_ended: 2, ip: '10.0.0.1' },
};

async function comparison(index: number): Promise<string[]> {
  const buttons = document.querySelectorAll<HTMLButtonElement>('button.ant-table-row-expand-icon');
  const button = buttons[index];
  if (!button) throw new Error(`no row ${index}`);
  fireEvent.click(button);
  const row = button.closest('tr');
  await waitFor(() => expect(row?.nextElementSibling?.querySelector('table')).toBeTruthy());
  return within(row?.nextElementSibling as HTMLElement)
    .getAllByRole('row')
    .slice(1)
    .map((line) => [...line.querySelectorAll('td')].map((cell) => cell.textContent).join(' | '));
}

const answer = () =>
  api.answer({
    'GET /auth/session': () => ok(meOf('owner')),
    'GET /operators': () => ok({ items: [] }),
    'GET /audit': () => ok({ items: [BLOCK, PASSWORD], total: 2 }),
  });

describe('a block in the audit log', SLOW, () => {
  it('names who blocked and gives the reason once', async () => {
    answer();
    renderConsole('/console/audit');
    await screen.findByText('2 entries');
    const lines = await comparison(0);
    expect(lines).toContain('Blocked by | — | Sue Support');
    expect(lines.filter((line) => line.includes('chargeback fraud'))).toEqual([
      'Block reason | — | chargeback fraud',
    ]);
    expect(lines.join('\n')).not.toContain('operator ID');
    expect(screen.getByText('Password changed')).toBeTruthy();
  });

  it('uses 停權 for a viewer’s block in Traditional Chinese, 停用 staying an operator’s', async () => {
    answer();
    await applyLanguage(2);
    try {
      renderConsole('/console/audit');
      expect((await screen.findAllByText('停權')).length).toBeGreaterThan(0);
      const lines = await comparison(0);
      expect(lines).toContain('停權者 | — | Sue Support');
      expect(lines.join('\n')).not.toContain('停用');
    } finally {
      await applyLanguage(3);
    }
  });
});
