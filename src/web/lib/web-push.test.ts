/**
 * This browser's Web Push (lib/web-push.ts) with the browser's Notification and PushManager
 * stubbed and the server answered by MSW: what the Settings switch shows, turning it off as a
 * logout does, and never a throw.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { installBrowserStubs, TEST_USER_AGENT } from '#web/testing/browser-env.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { endPushSubscription, pushAlertState, subscribePush } from './web-push.ts';

const network = setupTestNetwork();
const TOKEN = 'T'.repeat(43);
const ENDPOINT = 'https://push.example.com/send/abc';
const KEYS = { p256dh: 'p', auth: 'a' };
const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

interface FakeSubscription {
  endpoint: string;
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: () => Promise<boolean>;
}

function fakeSubscription(unsubscribe = vi.fn(() => Promise.resolve(true))): FakeSubscription {
  return { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }), unsubscribe };
}

/** A browser with push support, this permission, and this subscription (null: none). */
function browser(permission: NotificationPermission, subscription: FakeSubscription | null) {
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => fakeSubscription()),
  };
  const registration = { pushManager };
  vi.stubGlobal('navigator', {
    userAgent: TEST_USER_AGENT,
    platform: 'iPhone',
    onLine: true,
    serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { requestPermission, pushManager };
}

/** The server: every call succeeds, /push/subscribe answers `subscribeCode`. */
function answer(subscribeCode = 200): void {
  network.serve((request) => {
    if (request.url.endsWith('/push/key'))
      return jsonResponse({ code: 200, msg: 'success', data: { public_key: VAPID } });
    if (request.url.endsWith('/push/subscribe') && subscribeCode !== 200)
      return jsonResponse({ code: subscribeCode, msg: 'refused', data: null });
    return jsonResponse({ code: 200, msg: 'success', data: null });
  });
}

const called = (): string[] => network.requests.map((r) => r.url.replace('/enjoy-api', ''));

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  installBrowserStubs();
  useSession.getState().setToken(TOKEN);
  answer();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what the switch shows', () => {
  it('is on when the browser has a subscription the server saves for this account', async () => {
    browser('granted', fakeSubscription());
    expect(await pushAlertState()).toBe('on');
    expect(called()).toEqual(['/push/subscribe']);
    expect(JSON.parse(network.requests[0]?.body ?? '{}')).toEqual({ endpoint: ENDPOINT, keys: KEYS });
    expect(network.requests[0]?.headers.token).toBe(TOKEN);
  });

  it('is off when the server does not keep it', async () => {
    browser('granted', fakeSubscription());
    answer(721);
    expect(await pushAlertState()).toBe('off');
  });

  it('is off, asking nothing, without a subscription or before the permission was asked', async () => {
    const { requestPermission } = browser('granted', null);
    expect(await pushAlertState()).toBe('off');
    browser('default', null);
    expect(await pushAlertState()).toBe('off');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(network.requests).toEqual([]);
  });

  it('is denied when the permission was refused, even with a subscription left', async () => {
    browser('denied', fakeSubscription());
    expect(await pushAlertState()).toBe('denied');
    expect(network.requests).toEqual([]);
  });

  it('is unsupported without Notification or PushManager', async () => {
    browser('granted', fakeSubscription());
    vi.stubGlobal('PushManager', undefined);
    expect(await pushAlertState()).toBe('unsupported');
    vi.stubGlobal('Notification', undefined);
    expect(await pushAlertState()).toBe('unsupported');
  });
});

describe('turning it on', () => {
  it('keeps the subscription the browser has and saves it again', async () => {
    const { pushManager, requestPermission } = browser('granted', fakeSubscription());
    expect(await subscribePush()).toBe('subscribed');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(called()).toEqual(['/push/key', '/push/subscribe']);
  });

  it('fails when the server refuses the subscription', async () => {
    browser('granted', null);
    answer(721);
    expect(await subscribePush()).toBe('failed');
  });
});

describe('turning it off (and logging out)', () => {
  it('tells the server, then unsubscribes the browser', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    browser('granted', fakeSubscription(unsubscribe));
    await endPushSubscription();
    expect(called()).toEqual(['/push/unsubscribe']);
    expect(JSON.parse(network.requests[0]?.body ?? '{}')).toEqual({ endpoint: ENDPOINT });
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('asks nothing of the server without a subscription or without push support', async () => {
    browser('granted', null);
    await endPushSubscription();
    vi.stubGlobal('navigator', { userAgent: TEST_USER_AGENT, platform: 'iPhone', onLine: true });
    await endPushSubscription();
    expect(network.requests).toEqual([]);
  });

  it('never throws, even when the browser refuses', async () => {
    browser('granted', {
      ...fakeSubscription(),
      unsubscribe: () => Promise.reject(new Error('InvalidStateError')),
    });
    await expect(endPushSubscription()).resolves.toBeUndefined();
  });
});
