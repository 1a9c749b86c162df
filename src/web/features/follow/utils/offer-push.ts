/**
 * Web Push for release notices (issue 19), offered after a follow tap and never on load: asks
 * for the notification permission and, once given, subscribes this browser with the server's
 * VAPID key and saves the subscription (lib/web-push.ts, which the Settings switch uses too).
 * Anything short of that (no support, the permission refused, no push service as in a headless
 * browser) leaves the in-app notices, quietly.
 */
import { subscribePush, type PushOutcome } from '#web/lib/web-push.ts';

export type { PushOutcome };

export function offerPush(): Promise<PushOutcome> {
  return subscribePush();
}
