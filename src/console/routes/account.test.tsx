// @vitest-environment jsdom
/**
 * My account (the roles audit): every role reaches it from the header; a new password (current
 * password and code, the new one twice), a new authenticator (current password and code, then
 * the new key with its QR code, confirmed by the new app's code), and signing out every other
 * session. Refusals show in the form they belong to.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

const card = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const button = (scope: HTMLElement, name: string) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;

describe('my account', SLOW, () => {
  it('opens from the header for an editor, and changes the password', async () => {
    let attempt = 0;
    api.answer({
      'GET /auth/session': () => ok(meOf('editor', 'Edda Editor')),
      'POST /auth/password': () => {
        attempt += 1;
        return attempt === 1
          ? refuse('operatorLoginFailed', 'This code has just been used. Wait for the next code')
          : ok(null);
      },
    });
    const { router } = renderConsole('/console/series');
    fireEvent.click(await screen.findByTestId('operator-name'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/account'));
    const form = await card('Password');
    expect(screen.getByText('Edda Editor', { selector: '.ant-descriptions-item-content' })).toBeTruthy();

    fill(form, 'Current password', 'correct horse battery staple');
    fill(form, 'Authenticator code', '123456');
    fill(form, 'New password', ' '.repeat(12));
    fill(form, 'Repeat the password', ' '.repeat(12));
    fireEvent.click(button(form, 'Change password'));
    await within(form).findByText(/Not only spaces or one character repeated/);
    expect(api.calls('POST /auth/password')).toHaveLength(0);

    fill(form, 'New password', 'a new and longer passphrase');
    fill(form, 'Repeat the password', 'a new and longer passphrase');
    fireEvent.click(button(form, 'Change password'));
    await within(form).findByText('This code has just been used. Wait for the next code');
    fill(form, 'Authenticator code', '654321');
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    fireEvent.click(button(form, 'Change password'));
    await screen.findByText(/Password changed/);
    expect(api.calls('POST /auth/password').map((call) => call.body)).toEqual([
      {
        current_password: 'correct horse battery staple',
        totp_code: '123456',
        new_password: 'a new and longer passphrase',
      },
      {
        current_password: 'correct horse battery staple',
        totp_code: '654321',
        new_password: 'a new and longer passphrase',
      },
    ]);
    expect(api.calls('POST /auth/password')[0]?.headers.get('x-csrf-token')).toBe('csrf-123');
  });

  it('replaces the authenticator: proof, the new key as setup shows it, then its code', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support')),
      'POST /auth/totp/start': () =>
        ok({ totp_secret: SECRET, otpauth_uri: `otpauth://totp/Enjoy:ann%40example.com?secret=${SECRET}` }),
      'POST /auth/totp/finish': () => ok(null),
    });
    renderConsole('/console/account');
    const box = await card('Authenticator app');
    fill(box, 'Current password', 'correct horse battery staple');
    fill(box, 'Code from your current app', '111111');
    fireEvent.click(button(box, 'Set up a new authenticator'));
    expect((await within(box).findByTestId('totp-secret')).textContent).toContain('JBSW Y3DP');
    await within(box).findByAltText('QR code to add this account to an authenticator app');
    fill(box, 'Code from the new app', '222222');
    fireEvent.click(button(box, 'Confirm the new authenticator'));
    await screen.findByText(/New authenticator confirmed/);
    expect(api.calls('POST /auth/totp/start')[0]?.body).toEqual({
      current_password: 'correct horse battery staple',
      totp_code: '111111',
    });
    expect(api.calls('POST /auth/totp/finish')[0]?.body).toEqual({ totp_code: '222222' });
  });

  it('signs out every other session after a confirmation', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance')),
      'POST /auth/sessions/end-others': () => ok({ sessions_ended: 2 }),
    });
    renderConsole('/console/account');
    const box = await card('Sessions');
    fireEvent.click(button(box, 'Sign out everywhere else'));
    const popup = await waitFor(() => {
      const found = document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)');
      if (!found) throw new Error('no confirmation open');
      return found as HTMLElement;
    });
    expect(popup.textContent).toContain('Sign out every other session?');
    fireEvent.click(button(popup, 'Sign out everywhere else'));
    await screen.findByText('Signed out 2 other sessions');
    expect(api.calls('POST /auth/sessions/end-others')).toHaveLength(1);
  });
});
