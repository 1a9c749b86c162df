/**
 * Web Push for release notices (issue 19), offered after a follow tap and never on load: asks
 * for the notification permission and, once given, subscribes this browser with the server's
 * VAPID key and saves the subscription. Anything short of that (no support, the permission
 * refused, no push service as in a headless browser) leaves the in-app notices, quietly.
 */
import { apiRequest } from '#web/lib/api-client.ts';

export type PushOutcome = 'subscribed' | 'unsupported' | 'denied' | 'failed';

/** How long to wait for the service worker (it may be off, e.g. in a private window). */
const READY_TIMEOUT_MS = 5000;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

/** Whether this browser can take pushes at all. */
export function pushSupported(): boolean {
  return (
    typeof Notification !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined'
  );
}

export async function offerPush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  try {
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') return 'denied';
    const registration = await within(navigator.serviceWorker.ready, READY_TIMEOUT_MS);
    if (!registration) return 'failed';
    const { public_key: publicKey } = await apiRequest('pushKey', undefined, { silent: true });
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) return 'failed';
    await apiRequest(
      'pushSubscribe',
      { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      { silent: true },
    );
    return 'subscribed';
  } catch {
    return 'failed';
  }
}
