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

  it('keeps the screen when its session ends (901) and signs in again over it', async () => {
    let live = true;
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': () =>
        live ? ok({ items: [] }) : refuse('operatorUnauthorized', 'Your session has ended'),
      'POST /auth/login': () => {
        live = true;
        return ok({ ...meOf('owner'), csrf_token: 'csrf-456' });
      },
    });
    const { router, queryClient } = renderConsole('/console/operators');
    await screen.findByRole('heading', { name: 'Operators' });
    live = false;
    void queryClient.invalidateQueries({ queryKey: ['operators'] });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your session ended. Sign in again.')).toBeTruthy();
    // The screen stays where it was, under the dialog; no message on top.
    expect(router.state.location.pathname).toBe('/console/operators');
    expect(screen.getByRole('heading', { name: 'Operators' })).toBeTruthy();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    // The operator's email is filled in.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Email').value).toBe('ann@example.com');
    fireEvent.change(within(dialog).getByLabelText('Password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.change(within(dialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /auth/login')[0]?.body).toEqual({
      email: 'ann@example.com',
      password: 'correct horse battery',
      totp_code: '123456',
    });
    // What failed meanwhile is asked again, with the new session.
    await waitFor(() => expect(api.calls('GET /operators')).toHaveLength(3));
    expect(router.state.location.pathname).toBe('/console/operators');
  });

  it('goes to the login page when the session is gone on the first look, coming back after', async () => {
    api.answer({ 'GET /auth/session': () => ok(null) });
    const { router } = renderConsole('/console/operators');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/console/login');
    expect(router.state.location.search).toBe('?next=%2Foperators');
  });

  it('follows a role an owner changed: a 903 asks for the session again, said once', async () => {
    // Eddie opens Uploads & jobs as an editor; an owner has just made him support.
    let looks = 0;
    api.answer({
      'GET /auth/session': () => ok(meOf((looks += 1) === 1 ? 'editor' : 'support', 'Eddie')),
      'GET /jobs': () => refuse('operatorForbidden', 'Your role may not do this'),
      'GET /jobs/uploads': () => refuse('operatorForbidden', 'Your role may not do this'),
    });
    renderConsole('/console/jobs');
    await screen.findByText('Not for your role');
    expect(menuLabels()).toEqual(['Feedback inbox', 'People', 'Orders', 'Articles']);
    expect(screen.getByText('Support')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1));
    // Both calls were refused; the message says it once.
    expect(api.calls('GET /jobs').length + api.calls('GET /jobs/uploads').length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('Your role may not do this')).toHaveLength(1);
  });

  it('asks for the session again when the window regains focus: a promotion shows', async () => {
    let role: 'support' | 'owner' = 'support';
    api.answer({
      'GET /auth/session': () => ok(meOf(role, 'Sue')),
      'GET /operators': () => ok({ items: [] }),
    });
    renderConsole('/console/operators');
    await screen.findByText('Not for your role');
    role = 'owner';
    fireEvent(window, new Event('visibilitychange'));
    await screen.findByRole('heading', { name: 'Operators' });
    expect(menuLabels()).toContain('Operators');
    expect(screen.getByText('Owner')).toBeTruthy();
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
