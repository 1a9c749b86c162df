/**
 * This browser's Web Push for release notices (issue 19, decision 0042), shared by the follow
 * flow (subscribe after a follow tap), the logout (end it) and the Settings switch (read, turn
 * on or off). The in-app notices do not depend on any of it.
 *
 * "On" means the browser has a subscription and the server keeps it for this account. There is
 * no endpoint to ask the server that; saving the browser's subscription again
 * (POST /push/subscribe, an upsert per endpoint) answers it and repairs a save that did not get
 * through. Nothing here throws: every failure is an outcome.
 */
import { apiRequest } from './api-client.ts';
import { useSession } from '#web/stores/session.ts';

export type PushOutcome = 'subscribed' | 'unsupported' | 'denied' | 'failed';

/** This browser's release pushes: on, off, or not possible (no support, permission refused). */
export type PushAlertState = 'on' | 'off' | 'unsupported' | 'denied';

/** How long to wait for the service worker (it may be off, e.g. in a private window). */
const READY_TIMEOUT_MS = 5000;
/** How long a logout or a switch waits for the unsubscribe call (it is best effort). */
const PUSH_UNSUBSCRIBE_TIMEOUT_MS = 3000;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Whether this browser can take pushes at all. */
export function pushSupported(): boolean {
  return (
    typeof Notification !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined'
  );
}

/** The browser's current subscription, without waiting for a service worker to start. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/** Saves a subscription on the server for the session's account; false when it was not. */
async function save(subscription: PushSubscription): Promise<boolean> {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return false;
  try {
    await apiRequest(
      'pushSubscribe',
      { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      { silent: true },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks for the notification permission when not yet answered (call it in a user's tap), then
 * subscribes this browser with the server's VAPID key (or keeps its subscription) and saves
 * it. No support, a refusal, or no push service (a headless browser) is the outcome, quietly.
 */
export async function subscribePush(): Promise<PushOutcome> {
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
    return (await save(subscription)) ? 'subscribed' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * Ends this browser's push subscription, best effort: never throws. The server is told first
 * (POST /push/unsubscribe, while the session's token is still valid), then the browser
 * unsubscribes, so no push service delivers to it even when the call did not get through (the
 * server drops an endpoint its push service answers 410 for). The next follow asks again.
 */
export async function endPushSubscription(): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    if (useSession.getState().token) {
      await apiRequest(
        'pushUnsubscribe',
        { endpoint: subscription.endpoint },
        { silent: true, timeoutMs: PUSH_UNSUBSCRIBE_TIMEOUT_MS },
      ).catch(() => undefined);
    }
    await subscription.unsubscribe();
  } catch {
    // No service worker or push support, or the browser refused: nothing more to do.
  }
}

/**
 * Where this browser stands, for the session's account: asks nothing of the user. A
 * subscription the browser has is saved again, so "on" is what the server keeps too (a
 * subscription left from another account of this browser moves to this one, as a follow would
 * move it). A refused permission wins over a subscription the browser kept.
 */
export async function pushAlertState(): Promise<PushAlertState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  try {
    const subscription = await currentSubscription();
    if (!subscription || Notification.permission !== 'granted') return 'off';
    return (await save(subscription)) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}
