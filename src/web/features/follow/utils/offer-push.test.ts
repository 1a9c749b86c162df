import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const apiRequest = vi.fn();
vi.mock('#web/lib/api-client.ts', () => ({ apiRequest }));
const { offerPush } = await import('./offer-push.ts');

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

function browser(options: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
  subscribe?: () => Promise<unknown>;
}) {
  const requestPermission = vi.fn(async () => options.answer ?? options.permission);
  vi.stubGlobal('Notification', { permission: options.permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(options.subscribe ?? (async () => ({}))),
  };
  vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve({ pushManager }) } });
  return { requestPermission, pushManager };
}

beforeEach(() => {
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (name: string) => (name === 'pushKey' ? { public_key: KEY } : null));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('offerPush', () => {
  it('says nothing and saves nothing when the permission is refused', async () => {
    const { requestPermission, pushManager } = browser({ permission: 'default', answer: 'denied' });
    expect(await offerPush()).toBe('denied');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('does not ask again once refused for good', async () => {
    const { requestPermission } = browser({ permission: 'denied' });
    expect(await offerPush()).toBe('denied');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('gives up quietly when the browser has no push service (headless Chromium)', async () => {
    const { pushManager } = browser({
      permission: 'granted',
      subscribe: () =>
        Promise.reject(new DOMException('Registration failed - push service not available', 'AbortError')),
    });
    expect(await offerPush()).toBe('failed');
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    expect(apiRequest).not.toHaveBeenCalledWith('pushSubscribe', expect.anything(), expect.anything());
  });

  it('saves the subscription the browser made with the server key', async () => {
    const json = { endpoint: 'https://push.example.com/a', keys: { p256dh: 'p', auth: 'a' } };
    const { pushManager } = browser({
      permission: 'granted',
      subscribe: async () => ({ toJSON: () => json }),
    });
    expect(await offerPush()).toBe('subscribed');
    const key = (pushManager.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }])[0]
      .applicationServerKey;
    expect(key).toHaveLength(65);
    expect(apiRequest).toHaveBeenCalledWith('pushSubscribe', json, { silent: true });
  });

  it('is unsupported without Notification', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(await offerPush()).toBe('unsupported');
  });
});
