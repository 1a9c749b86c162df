// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { facebookAccessToken, loadFacebookSdk, type FacebookSdk } from './facebook-login.ts';
import { loginWithTiktok, startTiktokLogin, takeReturnPath, takeStoredOAuthState } from './tiktok-login.ts';

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  delete window.FB;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('TikTok login start', () => {
  it('stores a fresh state and leaves for the authorize URL carrying it', () => {
    const go = vi.fn();
    startTiktokLogin('key-1', go);
    const stored = localStorage.getItem(STORAGE_KEYS.oauthState);
    expect(stored).toMatch(/^[0-9a-f]{32}$/);
    const url = new URL(go.mock.calls[0]?.[0] as string);
    expect(url.searchParams.get('state')).toBe(stored);
    expect(url.searchParams.get('client_key')).toBe('key-1');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/pages/login/callback`);
    expect(go.mock.calls[0]?.[0]).not.toContain('secret');
  });

  it('the stored state can be taken once', () => {
    startTiktokLogin('key-1', () => undefined);
    const state = takeStoredOAuthState();
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(takeStoredOAuthState()).toBeNull();
  });
});

describe('TikTok link (decision 0060)', () => {
  it('carries the intent in the state and back to the page, with the linked parameter', () => {
    window.history.replaceState(null, '', '/pages/user/setting');
    const go = vi.fn();
    startTiktokLogin('key-1', go, { link: true });
    const stored = localStorage.getItem(STORAGE_KEYS.oauthState);
    expect(stored).toMatch(/^link\.[0-9a-f]{32}$/);
    expect(new URL(go.mock.calls[0]?.[0] as string).searchParams.get('state')).toBe(stored);
    expect(takeReturnPath()).toBe('/pages/user/setting?linked=tiktok');
  });

  it('the callback’s bind sends link: 1 for a link’s state, and nothing more for a login’s', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', (_url: string, init: { body: string }) => {
      sent.push(JSON.parse(init.body));
      return Promise.resolve(
        new Response(
          JSON.stringify({ code: 200, msg: 'ok', data: { user_token: 't', nickname: '', email: '' } }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    });
    startTiktokLogin('key-1', () => undefined, { link: true });
    takeStoredOAuthState();
    await loginWithTiktok('code-1');
    startTiktokLogin('key-1', () => undefined);
    takeStoredOAuthState();
    vi.setSystemTime(Date.now() + 5000); // past the repeat guard
    await loginWithTiktok('code-2');
    expect(sent).toEqual([{ code: 'code-1', link: 1 }, { code: 'code-2' }]);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});

describe('TikTok login return', () => {
  it('comes back to the page it started from, once; never to another site or to the callback', () => {
    window.history.replaceState(null, '', '/pages/video/play?drama_id=3&ep=6');
    startTiktokLogin('key-1', () => undefined);
    expect(takeReturnPath()).toBe('/pages/video/play?drama_id=3&ep=6');
    expect(takeReturnPath()).toBe('/');
    for (const stored of ['//evil.example/x', 'https://evil.example/', '/pages/login/callback?code=1']) {
      localStorage.setItem(STORAGE_KEYS.oauthReturn, stored);
      expect(takeReturnPath(), stored).toBe('/');
    }
  });
});

describe('Facebook SDK', () => {
  function fakeSdk(accessToken: string | undefined) {
    return {
      init: vi.fn<FacebookSdk['init']>(),
      login: (callback: Parameters<FacebookSdk['login']>[0]) =>
        callback(accessToken ? { status: 'connected', authResponse: { accessToken } } : {}),
    };
  }

  it('is not loaded without an app id', async () => {
    await expect(loadFacebookSdk('', 'v21.0', 'en')).rejects.toThrow();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads the script of the interface language once and initialises it with the app id and version', async () => {
    const pending = loadFacebookSdk('app-1', 'v21.0', 'id');
    expect(loadFacebookSdk('app-1', 'v21.0', 'id')).toBe(pending);
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://connect.facebook.net/id_ID/sdk.js');
    const sdk = fakeSdk('token-1');
    window.FB = sdk;
    script?.dispatchEvent(new Event('load'));
    expect(await pending).toBe(sdk);
    expect(sdk.init).toHaveBeenCalledWith({ appId: 'app-1', version: 'v21.0', cookie: false, xfbml: false });
  });

  it('a failed load is retried by the next call', async () => {
    const first = loadFacebookSdk('app-2', 'v21.0', 'en');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow();
    expect(loadFacebookSdk('app-2', 'v21.0', 'en')).not.toBe(first);
  });

  it('gives the access token, or null when the user did not log in', async () => {
    expect(await facebookAccessToken(fakeSdk('token-2'))).toBe('token-2');
    expect(await facebookAccessToken(fakeSdk(undefined))).toBeNull();
  });
});
