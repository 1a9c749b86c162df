import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { installBrowserStubs, type BrowserStubs } from '#web/testing/browser-env.ts';
import { checkSetting, userInfo } from '#web/testing/fixtures.ts';
import { useSession } from './session.ts';

let stubs: BrowserStubs;

beforeEach(() => {
  stubs = installBrowserStubs();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('keeps the token in localStorage', () => {
    useSession.getState().applyLogin({ user_token: 'tok-1', nickname: 'Guest 5', email: '' });
    expect(useSession.getState().token).toBe('tok-1');
    expect(stubs.localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
  });

  it('maps user info: balances, VIP, hadLogin', () => {
    useSession.getState().applyUserInfo(
      userInfo({
        uid: 42,
        nickname: 'Mia',
        email: 'mia@example.com',
        avatar: '/a.png',
        is_svip: 1,
        svip_info: { desc: 'VIP until 2026-12-31', icon: '/crown.png', end_time: 1_798_675_200 },
      }),
    );
    expect(useSession.getState()).toMatchObject({
      userId: 42,
      nickName: 'Mia',
      email: 'mia@example.com',
      loginName: 'mia@example.com',
      avatar: '/a.png',
      hadLogin: true,
      isSVip: true,
      svipInfo: { desc: 'VIP until 2026-12-31', icon: '/crown.png', endTime: 1_798_675_200 },
      goldValue: 120,
      coinValue: 30,
    });
  });

  it('derives hadLogin from a bound social account too', () => {
    const info = userInfo();
    const bound = {
      ...info,
      data_list: [
        {
          title: 'Linked',
          list: [{ type: 'facebook' as const, title: 'Facebook', is_click: 0 as const, value: 'x' }],
        },
      ],
    };
    useSession.getState().applyUserInfo(info);
    expect(useSession.getState().hadLogin).toBe(false);
    useSession.getState().applyUserInfo(bound);
    expect(useSession.getState().hadLogin).toBe(true);
  });

  it('logout clears the account part of the session and the stored token, but keeps the settings', () => {
    useSession.getState().applySettings(checkSetting({ email: 'help@example.com' }));
    useSession.getState().applyLogin({ user_token: 'tok-2', nickname: 'Mia', email: 'mia@example.com' });
    useSession
      .getState()
      .applyUserInfo(
        userInfo({ email: 'mia@example.com', realName: 'Mia Chen', avatar: '/a.png', is_svip: 1 }),
      );

    useSession.getState().logout();

    expect(useSession.getState()).toMatchObject({
      token: '',
      hadLogin: false,
      loginName: '',
      nickName: '',
      realName: '',
      email: '',
      avatar: '',
      userId: null,
      isSVip: false,
      svipInfo: { endTime: 0, icon: '', desc: '' },
      goldValue: 0,
      coinValue: 0,
      serviceEmail: 'help@example.com',
    });
    expect(stubs.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(stubs.localStorage.getItem(STORAGE_KEYS.registered)).toBeNull();
  });

  it('remembers on the next visit that the token is a registered account, until the token changes', async () => {
    useSession.getState().applyLogin({ user_token: 'tok-3', nickname: 'Mia', email: 'mia@example.com' });
    useSession.getState().applyUserInfo(userInfo({ email: 'mia@example.com' }));
    expect(stubs.localStorage.getItem(STORAGE_KEYS.registered)).toBe('1');

    // A new visit: a fresh store, before any user info.
    vi.resetModules();
    const { useSession: nextVisit } = await import('./session.ts');
    expect(nextVisit.getState()).toMatchObject({ token: 'tok-3', hadLogin: true });

    nextVisit.getState().applyLogin({ user_token: 'tok-4', nickname: 'Guest 9', email: '' });
    expect(nextVisit.getState().hadLogin).toBe(false);
    expect(stubs.localStorage.getItem(STORAGE_KEYS.registered)).toBeNull();
  });

  it('a guest token is not taken for a registered one on the next visit', async () => {
    useSession.getState().applyLogin({ user_token: 'tok-5', nickname: 'Guest 5', email: '' });
    useSession.getState().applyUserInfo(userInfo({ email: '' }));
    vi.resetModules();
    const { useSession: nextVisit } = await import('./session.ts');
    expect(nextVisit.getState()).toMatchObject({ token: 'tok-5', hadLogin: false });
  });

  it('stores the system settings of check-setting', () => {
    useSession
      .getState()
      .applySettings(checkSetting({ use_language: 4, use_lanaguage_switch: 0, facebook_appid: 'fb1' }));
    expect(useSession.getState()).toMatchObject({
      serviceEmail: 'support@enjoydrama.example',
      appName: 'Enjoy Drama',
      systemInfo: { facebookAppid: 'fb1', facebookVersion: 'v21.0', tiktokClientkey: '' },
      systemLan: { siteLanguage: 4, switchEnabled: false },
      protocolList: { user: { url: '/article/user' } },
    });
  });
});
