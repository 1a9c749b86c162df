/**
 * Logging out ends this browser's web push for the account (audit L item 4): the server is
 * told with the old token before the token is revoked, the browser unsubscribes, and neither
 * can make the logout fail (the helper itself: lib/web-push.test.ts).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { installBrowserStubs, TEST_USER_AGENT } from '#web/testing/browser-env.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { switchAccount } from './logout.ts';

const network = setupTestNetwork();
const OLD = 'O'.repeat(43);
const GUEST = 'G'.repeat(43);
const ENDPOINT = 'https://push.example.com/send/abc';

function answer(pushFails = false): void {
  network.serve((request) => {
    if (request.url.endsWith('/push/unsubscribe') && pushFails)
      return jsonResponse({ code: 500, msg: 'down', data: null }, 500);
    if (request.url.endsWith('/user/device-login'))
      return jsonResponse({
        code: 200,
        msg: 'success',
        data: { user_token: GUEST, nickname: '', email: '' },
      });
    return jsonResponse({ code: 200, msg: 'success', data: null });
  });
}

/** A browser with a service worker whose push subscription is `subscription` (null: none). */
function stubPush(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null): void {
  vi.stubGlobal('navigator', {
    userAgent: TEST_USER_AGENT,
    platform: 'iPhone',
    onLine: true,
    serviceWorker: {
      getRegistration: () =>
        Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(subscription) } }),
    },
  });
}

beforeAll(async () => {
  await applyLanguage(3);
});
let now = Date.parse('2030-01-01T00:00:00Z');
beforeEach(() => {
  // Each test's logout is another submit: past the client's 1000 ms duplicate guard.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((now += 10_000));
  installBrowserStubs();
  useSession.getState().setToken(OLD);
  useSession.setState({ hadLogin: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('logging out and web push', () => {
  it('unsubscribes this browser with the old token before the token is revoked', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    stubPush({ endpoint: ENDPOINT, unsubscribe });
    answer();
    await switchAccount();

    const paths = network.requests.map((r) => r.url.replace('/enjoy-api', ''));
    expect(paths.slice(0, 2)).toEqual(['/push/unsubscribe', '/auth/user/logout']);
    const [push] = network.requests;
    expect(push?.headers.token).toBe(OLD);
    expect(JSON.parse(push?.body ?? '{}')).toEqual({ endpoint: ENDPOINT });
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('still logs out, and still unsubscribes the browser, when the server call fails', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    stubPush({ endpoint: ENDPOINT, unsubscribe });
    answer(true);
    await switchAccount();

    expect(network.requests.map((r) => r.url)).toContain('/enjoy-api/auth/user/logout');
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(useSession.getState().token).toBe(GUEST);
  });
});
