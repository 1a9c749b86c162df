// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATOR_PASSWORD_MAX } from '#shared/contract/console-auth.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { meOf, ok, refuse } from '#console/testing/network.ts';

const api = setupPageTests();

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the login page', { timeout: 20_000 }, () => {
  it('signs in with email, password and code, then opens the page that asked', async () => {
    let signedIn = false;
    api.answer({
      'GET /auth/session': () => (signedIn ? ok(meOf('owner')) : ok(null)),
      'POST /auth/login': () => {
        signedIn = true;
        return ok(meOf('owner'));
      },
      'GET /audit': () => ok({ items: [], total: 0 }),
      'GET /operators': () => ok({ items: [] }),
    });
    const { router } = renderConsole('/console/audit');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/console/login');
    expect(router.state.location.search).toBe('?next=%2Faudit');

    fill('Email', ' Ann@Example.com ');
    fill('Password', 'correct horse battery');
    fill('Authenticator code', '12a3456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/console/audit'));
    expect(api.calls('POST /auth/login')[0]?.body).toEqual({
      email: 'Ann@Example.com',
      password: 'correct horse battery',
      totp_code: '123456',
    });
    await screen.findByRole('heading', { name: 'Audit log' });
  });

  it("shows the server's refusal in the form and clears the code", async () => {
    api.answer({
      'GET /auth/session': () => ok(null),
      'POST /auth/login': () => refuse('operatorLoginFailed', 'Email, password or code is wrong.'),
    });
    renderConsole('/console/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    fill('Email', 'ann@example.com');
    fill('Password', 'wrong password!');
    fill('Authenticator code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Email, password or code is wrong.');
    expect(screen.getByLabelText<HTMLInputElement>('Authenticator code').value).toBe('');
  });

  it('checks the fields before calling the server', async () => {
    api.answer({ 'GET /auth/session': () => ok(null) });
    renderConsole('/console/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    fill('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter a valid email address.');
    await screen.findByText('Enter your password.');
    await screen.findByText('Enter the 6-digit code.');
    fill('Authenticator code', '12');
    await screen.findByText('The code is 6 digits.');
    expect(api.calls('POST /auth/login')).toHaveLength(0);
  });

  it('refuses a password longer than the server takes, in words', async () => {
    api.answer({ 'GET /auth/session': () => ok(null) });
    renderConsole('/console/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    fill('Email', 'ann@example.com');
    fill('Password', 'x'.repeat(OPERATOR_PASSWORD_MAX + 1));
    fill('Authenticator code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(`The password is at most ${OPERATOR_PASSWORD_MAX} characters.`);
    expect(api.calls('POST /auth/login')).toHaveLength(0);
  });
});
