// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { groupSecret } from '#console/features/auth/components/totp-qr.tsx';
import { SETUP_TOKEN_KEY, tokenOfHash } from './setup.tsx';

const api = setupPageTests();
const SLOW = { timeout: 20_000 };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const ACCOUNT = {
  email: 'ann@example.com',
  name: 'Ann Owner',
  role: 'owner',
  totp_secret: SECRET,
  otpauth_uri: `otpauth://totp/Enjoy%20Drama:ann%40example.com?secret=${SECRET}&issuer=Enjoy%20Drama`,
} as const;

beforeEach(() => window.sessionStorage.clear());

function openLink(hash: string) {
  window.history.replaceState(null, '', `/console/setup${hash}`);
  return renderConsole('/console/setup');
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('tokenOfHash and groupSecret', () => {
  it('reads the token of the fragment and groups the secret by four', () => {
    expect(tokenOfHash('#token=abc%2B1')).toBe('abc+1');
    expect(tokenOfHash('')).toBe('');
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});

describe('the setup page', SLOW, () => {
  it('enrols the authenticator, sets the password and signs in', async () => {
    let done = false;
    api.answer({
      'GET /auth/session': () => (done ? ok(meOf('owner')) : ok(null)),
      'POST /auth/setup/start': () =>
        ok({
          email: 'ann@example.com',
          name: 'Ann Owner',
          role: 'owner',
          totp_secret: SECRET,
          otpauth_uri: `otpauth://totp/Enjoy%20Drama:ann%40example.com?secret=${SECRET}&issuer=Enjoy%20Drama`,
        }),
      'POST /auth/setup/finish': () => {
        done = true;
        return ok(meOf('owner'));
      },
    });
    const { router } = openLink('#token=tok-1');
    expect((await screen.findByTestId('totp-secret')).textContent).toContain('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await screen.findByAltText('QR code to add this account to an authenticator app');
    // The token leaves the address bar once read.
    expect(window.location.hash).toBe('');
    expect(api.calls('POST /auth/setup/start')[0]?.body).toEqual({ token: 'tok-1' });

    fill('New password', 'short');
    fill('Repeat the password', 'different');
    fill('Code from the app', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Finish and sign in' }));
    await screen.findByText('Use at least 12 characters.');
    await screen.findByText('The two passwords are not the same.');
    expect(api.calls('POST /auth/setup/finish')).toHaveLength(0);

    fill('New password', 'a long enough phrase');
    fill('Repeat the password', 'a long enough phrase');
    fireEvent.click(screen.getByRole('button', { name: 'Finish and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/series'));
    expect(api.calls('POST /auth/setup/finish')[0]?.body).toEqual({
      token: 'tok-1',
      password: 'a long enough phrase',
      totp_code: '123456',
    });
  });

  it('says when the link is used or expired, and when it has no token', async () => {
    api.answer({
      'POST /auth/setup/start': () => refuse('operatorSetupInvalid', 'This setup link is no longer valid.'),
    });
    openLink('#token=used');
    await screen.findByText('This setup link is no longer valid.');
    expect(screen.getByText('Ask an owner for a new setup link.')).toBeTruthy();
    cleanup();
    window.sessionStorage.clear();
    openLink('');
    await screen.findByText('This setup link is incomplete.');
  });

  it('keeps the token over a reload and asks the server again (which shows the same key)', async () => {
    api.answer({ 'POST /auth/setup/start': () => ok(ACCOUNT) });
    openLink('#token=tok-reload');
    await screen.findByTestId('totp-secret');
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.getItem(SETUP_TOKEN_KEY)).toBe('tok-reload');
    cleanup();
    // A reload: the address has no fragment any more.
    openLink('');
    await screen.findByTestId('totp-secret');
    expect(screen.queryByText('This setup link is incomplete.')).toBeNull();
    // (The test's query cache stands for the server here: a real reload asks it again.)
    expect(api.calls('POST /auth/setup/start').map((call) => call.body)).toContainEqual({
      token: 'tok-reload',
    });
    expect(screen.getByText(/This is the same key/)).toBeTruthy();
  });

  it('tells a used link (with the way to sign in) from an expired one and an unknown one, each said once', async () => {
    let reason = 'used';
    api.answer({
      'POST /auth/setup/start': () => refuse('operatorSetupInvalid', 'server words', { reason }),
    });
    openLink('#token=spent');
    await screen.findByText('This setup link has already been used');
    expect(screen.getByText(/The account is set up/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/console/login');
    cleanup();
    reason = 'expired';
    openLink('#token=late');
    await screen.findByText('This setup link has expired');
    expect(screen.getByText(/Setup links work for 24 hours/)).toBeTruthy();
    expect(screen.queryByText('Go to sign-in')).toBeNull();
    cleanup();
    reason = 'unknown';
    openLink('#token=nope');
    await screen.findByText('This setup link is not valid');
    expect(screen.getByText(/replaced by a newer link/)).toBeTruthy();
  });

  it('refuses a password of spaces or of one repeated character before sending it', async () => {
    api.answer({ 'POST /auth/setup/start': () => ok(ACCOUNT) });
    openLink('#token=tok-2');
    await screen.findByTestId('totp-secret');
    fill('New password', ' '.repeat(12));
    fill('Repeat the password', ' '.repeat(12));
    fill('Code from the app', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Finish and sign in' }));
    await screen.findByText(/Not only spaces or one character repeated/);
    fill('New password', 'x'.repeat(14));
    fireEvent.click(screen.getByRole('button', { name: 'Finish and sign in' }));
    await screen.findByText(/Not only spaces or one character repeated/);
    expect(api.calls('POST /auth/setup/finish')).toHaveLength(0);
  });
});
