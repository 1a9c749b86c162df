// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type * as TiktokLogin from '#web/features/login/api/tiktok-login.ts';
import { loginWithTiktok } from '#web/features/login/api/tiktok-login.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { useNotice } from '#web/stores/notice.ts';
import { Component as Callback } from './callback.tsx';

const reLaunch = vi.fn(() => Promise.resolve(true));
vi.mock('#web/hooks/use-app-navigation.ts', () => ({ useAppNavigation: () => ({ reLaunch }) }));
vi.mock('#web/features/login/api/tiktok-login.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof TiktokLogin>()),
  loginWithTiktok: vi.fn(),
}));

async function arrive(search: string, storedState: string | null): Promise<void> {
  if (storedState !== null) localStorage.setItem(STORAGE_KEYS.oauthState, storedState);
  window.history.replaceState(null, '', `/pages/login/callback${search}`);
  await act(async () => {
    render(<Callback />);
    await Promise.resolve();
  });
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  localStorage.clear();
  reLaunch.mockClear();
  vi.mocked(loginWithTiktok).mockReset();
  useNotice.setState({ current: null });
});
afterEach(() => cleanup());

describe('/pages/login/callback', () => {
  it('binds the code when the state matches, then goes home with "Login successful"', async () => {
    vi.mocked(loginWithTiktok).mockResolvedValue({ user_token: 't', nickname: 'n', email: '' });
    await arrive('?code=code-1&scopes=user.info.basic&state=s1', 's1');
    expect(loginWithTiktok).toHaveBeenCalledWith('code-1', { silent: true });
    expect(useNotice.getState().current?.message).toBe('Login successful');
    expect(reLaunch).toHaveBeenCalledWith('/');
    expect(localStorage.getItem(STORAGE_KEYS.oauthState)).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('refuses a state that is not the stored one: nothing bound, stored state removed, a way back', async () => {
    await arrive('?code=code-2&state=forged', 's1');
    expect(loginWithTiktok).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.oauthState)).toBeNull();
    expect(screen.getByTestId('login-callback-failed').textContent).toContain(
      'This login did not start on this device',
    );
    expect(screen.getByRole('button', { name: 'Log in again' })).toBeTruthy();
  });

  it('refuses a callback when no state was stored', async () => {
    await arrive('?code=code-3&state=s1', null);
    expect(loginWithTiktok).not.toHaveBeenCalled();
    expect(screen.getByTestId('login-callback-failed')).toBeTruthy();
  });

  it('shows the provider error', async () => {
    await arrive('?error=access_denied&error_description=User%20cancelled&state=s1', 's1');
    expect(loginWithTiktok).not.toHaveBeenCalled();
    expect(screen.getByTestId('login-callback-failed').textContent).toContain('TikTok login was cancelled');
  });

  it('shows the server message when the bind is refused', async () => {
    vi.mocked(loginWithTiktok).mockRejectedValue(
      new ApiRequestError({
        code: 621,
        msg: 'TikTok login failed, please try again',
        kind: 'business',
        status: 200,
      }),
    );
    await arrive('?code=bad&state=s1', 's1');
    expect(screen.getByTestId('login-callback-failed').textContent).toContain(
      'TikTok login failed, please try again',
    );
    expect(reLaunch).not.toHaveBeenCalled();
  });

  it('a refused link says the link failed and goes back to the settings, not to a login', async () => {
    localStorage.setItem(STORAGE_KEYS.oauthReturn, '/pages/user/setting?linked=tiktok');
    vi.mocked(loginWithTiktok).mockRejectedValue(
      new ApiRequestError({
        code: 601,
        msg: 'This TikTok account is already linked to another account',
        kind: 'business',
        status: 200,
      }),
    );
    await arrive('?code=taken&state=link.s1', 'link.s1');
    const failed = screen.getByTestId('login-callback-failed');
    expect(failed.textContent).toContain('Link failed');
    expect(failed.textContent).toContain('This TikTok account is already linked to another account');
    expect(screen.queryByRole('button', { name: 'Log in again' })).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Back to Settings' }).click());
    expect(reLaunch).toHaveBeenCalledWith('/pages/user/setting');
  });

  it('a link that went through says nothing here: the settings say it is linked', async () => {
    localStorage.setItem(STORAGE_KEYS.oauthReturn, '/pages/user/setting?linked=tiktok');
    vi.mocked(loginWithTiktok).mockResolvedValue({ user_token: 't', nickname: 'n', email: 'a@b.c' });
    await arrive('?code=ok&state=link.s1', 'link.s1');
    expect(useNotice.getState().current).toBeNull();
    expect(reLaunch).toHaveBeenCalledWith('/pages/user/setting?linked=tiktok');
  });
});
