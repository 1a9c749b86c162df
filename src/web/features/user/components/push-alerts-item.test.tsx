// @vitest-environment jsdom
/**
 * Settings' "New episode alerts" (audit N): the switch shows this browser's truth (on only when
 * the server keeps its subscription for the account), turns push off as a logout does and on as
 * a follow does, and is greyed out with what to do when the browser cannot or may not notify.
 * The browser's Notification and PushManager are stubbed; the server is MSW.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { PushAlertsItem } from './push-alerts-item.tsx';

const network = setupTestNetwork();
const ENDPOINT = 'https://push.example.com/send/abc';
const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

interface Browser {
  /** What Notification.permission says, and what asking answers. */
  permission: NotificationPermission;
  answer?: NotificationPermission;
  subscribed: boolean;
  /** Subscribing fails as in a browser without a push service. */
  noPushService?: boolean;
}

function fakeSubscription(state: { subscribed: boolean }) {
  return {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      state.subscribed = false;
      return true;
    }),
  };
}

/** A browser with push support in the given state (the permission changes when asked). */
function pushBrowser(options: Browser) {
  const state = { ...options };
  const subscription = fakeSubscription(state);
  const notification = {
    permission: state.permission,
    requestPermission: vi.fn(async () => {
      notification.permission = state.answer ?? state.permission;
      return notification.permission;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  const pushManager = {
    getSubscription: vi.fn(async () => (state.subscribed ? subscription : null)),
    subscribe: vi.fn(async () => {
      if (state.noPushService) throw new DOMException('push service not available', 'AbortError');
      state.subscribed = true;
      return subscription;
    }),
  };
  const registration = { pushManager };
  serviceWorker({ ready: Promise.resolve(registration), getRegistration: async () => registration });
  return { notification, pushManager, subscription };
}

function serviceWorker(value: unknown): void {
  Object.defineProperty(navigator, 'serviceWorker', { value, configurable: true });
}

function userAgent(value: string): void {
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
}

function show(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PushAlertsItem />
    </QueryClientProvider>,
  );
}

const row = () => screen.getByTestId('setting-push-alerts');
const toggle = () => screen.getByTestId('setting-push-alerts-switch');
const reason = () => screen.getByTestId('setting-push-alerts-reason').textContent;
const shown = (state: string) => waitFor(() => expect(row().dataset.state).toBe(state));
const called = () => network.requests.map((r) => r.url.replace('/enjoy-api', ''));

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  useSession.setState({ token: 'token-registered', hadLogin: true });
  useNotice.setState({ current: null });
  userAgent(ANDROID);
  network.serve((request) =>
    request.url.endsWith('/push/key')
      ? jsonResponse({ code: 200, msg: 'success', data: { public_key: VAPID } })
      : jsonResponse({ code: 200, msg: 'success', data: null }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
});

describe('new episode alerts in Settings', () => {
  it('shows on when the server keeps this browser’s subscription, and turns it off on both sides', async () => {
    const { subscription } = pushBrowser({ permission: 'granted', subscribed: true });
    show();
    await shown('on');
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(called()).toEqual(['/push/subscribe']);

    fireEvent.click(toggle());
    await shown('off');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(called()).toEqual(['/push/subscribe', '/push/unsubscribe']);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(useNotice.getState().current?.message).toBe('Alerts off. New episodes still appear in Notices.');
  });

  it('shows off when the server refuses the subscription the browser kept', async () => {
    pushBrowser({ permission: 'granted', subscribed: true });
    network.serve(() => jsonResponse({ code: 721, msg: 'refused', data: null }));
    show();
    await shown('off');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });

  it('asks for the permission in the tap and subscribes when turned on', async () => {
    const { notification, pushManager } = pushBrowser({
      permission: 'default',
      answer: 'granted',
      subscribed: false,
    });
    show();
    await shown('off');
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(network.requests).toEqual([]);

    fireEvent.click(toggle());
    // Asked at once, in the tap: the browser shows its prompt only for a user's gesture.
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    await shown('on');
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(called()).toEqual(['/push/key', '/push/subscribe']);
    expect(useNotice.getState().current?.message).toBe('New episode alerts on');
  });

  it('greys out, saying how to allow it, once the permission is refused in the prompt', async () => {
    pushBrowser({ permission: 'default', answer: 'denied', subscribed: false });
    show();
    await shown('off');
    fireEvent.click(toggle());
    await shown('denied');
    expect(toggle().getAttribute('aria-disabled')).toBe('true');
    expect(reason()).toBe("Notifications are blocked. Allow them for this site in your browser's settings.");
    expect(network.requests).toEqual([]);
  });

  it('says it could not when the browser has no push service, and stays off', async () => {
    pushBrowser({ permission: 'granted', subscribed: false, noPushService: true });
    show();
    await shown('off');
    fireEvent.click(toggle());
    await waitFor(() =>
      expect(useNotice.getState().current?.message).toBe(
        "Couldn't turn on alerts on this phone. Try again later.",
      ),
    );
    expect(row().dataset.state).toBe('off');
    expect(called()).toEqual(['/push/key']);
  });

  it('is greyed out when the permission was refused before, and a tap does nothing', async () => {
    const { notification } = pushBrowser({ permission: 'denied', subscribed: true });
    show();
    await shown('denied');
    fireEvent.click(toggle());
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(network.requests).toEqual([]);
  });

  it('is greyed out without push support; in iPhone Safari it says to add the app to the Home Screen', async () => {
    show();
    await shown('unsupported');
    expect(toggle().getAttribute('aria-disabled')).toBe('true');
    expect(reason()).toBe("This browser can't show notifications");
    cleanup();

    userAgent(IPHONE);
    show();
    await shown('unsupported');
    expect(reason()).toBe('Add the app to your Home Screen first, then turn this on there');
  });
});
