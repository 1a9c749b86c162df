// @vitest-environment jsdom
/**
 * The operators page after the roles audit: the table fits its card (fixed layout, long names
 * and emails cut with an ellipsis and a tooltip, the actions on one line), an expired setup link
 * says so, the invite dialog drops a stale refusal once the email changes and refuses a name
 * with invisible characters before sending it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorListItem } from '#shared/contract/console-auth.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
const LONG_NAME = 'A'.repeat(60);

const row = (id: number, name: string, extra: Partial<OperatorListItem> = {}): OperatorListItem => ({
  id,
  email: `${name.slice(0, 8).toLowerCase()}${id}@example.com`,
  name,
  role: 'editor',
  status: 'active',
  last_login_at: '2026-11-25T09:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
  ...extra,
});

describe('the operators table', SLOW, () => {
  it('keeps to its card: fixed layout, one-line cells with an ellipsis, and names an expired link', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () =>
        ok({
          items: [
            row(1, 'Ann Owner', { role: 'owner' }),
            row(2, LONG_NAME),
            row(3, 'Sam', { status: 'setup_expired' }),
          ],
        }),
    });
    renderConsole('/console/operators');
    const cell = (await screen.findByText(LONG_NAME)).closest('td') as HTMLElement;
    expect(cell.className).toContain('ant-table-cell-ellipsis');
    const table = cell.closest('table') as HTMLElement;
    expect(table.style.tableLayout).toBe('fixed');
    // Every column but the two flexible ones (name, email) has its width.
    expect(table.querySelectorAll('colgroup col[style*="width"]').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Setup link expired')).toBeTruthy();
  });
});

describe('the invite dialog', SLOW, () => {
  it('drops the "already exists" refusal once the email changes', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [row(1, 'Ann Owner', { role: 'owner' })] }),
      'POST /operators': () => refuse('operatorExists', 'An operator with this email already exists'),
    });
    renderConsole('/console/operators');
    fireEvent.click(await screen.findByRole('button', { name: /Invite an operator/ }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create setup link' }));
    await screen.findByText('An operator with this email already exists');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann2@example.com' } });
    await waitFor(() => expect(screen.queryByText('An operator with this email already exists')).toBeNull());
  });

  it('refuses a name with invisible characters before sending it', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => ok({ items: [row(1, 'Ann Owner', { role: 'owner' })] }),
      'POST /operators': () => ok({ id: 9, setup_url: 'http://x/console/setup#token=t' }),
    });
    renderConsole('/console/operators');
    fireEvent.click(await screen.findByRole('button', { name: /Invite an operator/ }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'eve@example.com' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Eve\u202Egnp.exe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create setup link' }));
    await screen.findByText(/may not contain invisible characters/);
    expect(api.calls('POST /operators')).toHaveLength(0);
  });
});
