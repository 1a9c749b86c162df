// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveTo } from '#console/lib/leave.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

vi.mock('#console/lib/leave.ts', () => ({ leaveTo: vi.fn() }));

const api = setupPageTests();
const SLOW = { timeout: 20_000 };

function menuLabels(): string[] {
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('the shell', SLOW, () => {
  it("shows an owner every entry, the operator's name and role", async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /series': () => ok({ items: [], total: 0 }),
    });
    const { router } = renderConsole('/console/');
    await screen.findByRole('menu');
    expect(menuLabels()).toEqual([
      'Series',
      'Uploads & jobs',
      'Home curation',
      'Feedback inbox',
      'Dashboard',
      'People',
      'Orders',
      'Articles',
      'Packages',
      'Payment channels',
      'Settings',
      'Audit log',
      'Operators',
    ]);
    expect(screen.getByTestId('operator-name').textContent).toBe('Ann Owner');
    expect(screen.getByText('Owner')).toBeTruthy();
    // The first entry opens: the series list.
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/series'));
    await screen.findByText('No series yet');
  });

  it('shows an editor only its entries and refuses an owner page', async () => {
    api.answer({ 'GET /auth/session': () => ok(meOf('editor', 'Eddie')) });
    renderConsole('/console/operators');
    await screen.findByRole('menu');
    expect(menuLabels()).toEqual(['Series', 'Uploads & jobs', 'Home curation', 'Dashboard', 'Articles']);
    await screen.findByText('Not for your role');
    expect(api.calls('GET /operators')).toHaveLength(0);
  });

  it('signs out: the session ends on the server and the login page loads afresh', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'POST /auth/logout': () => ok(null),
      'GET /series': () => ok({ items: [], total: 0 }),
    });
    renderConsole('/console/series');
    fireEvent.click(await screen.findByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/login'));
    expect(api.calls('POST /auth/logout')[0]?.headers.get('x-csrf-token')).toBe('csrf-123');
  });

  it('goes to the login page when the session ends under a screen (901), coming back after', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () => refuse('operatorUnauthorized', 'Your session has ended'),
    });
    const { router } = renderConsole('/console/operators');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/console/login');
    expect(router.state.location.search).toBe('?next=%2Foperators');
  });

  it('follows the interface language when it changes (what the header picker does)', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /series': () => ok({ items: [], total: 0 }),
    });
    renderConsole('/console/series');
    await screen.findByRole('menu');
    await applyLanguage(1);
    await screen.findByText('审计日志');
    expect(document.documentElement.lang).toBe('zh-Hans');
    await applyLanguage(3);
  });
});
