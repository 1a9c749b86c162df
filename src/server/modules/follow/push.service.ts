/**
 * Web Push (issue 19, decision 0042): the VAPID public key for browsers, subscriptions saved
 * per endpoint (the endpoint checked: https on a public host, push-transport.ts), and the push
 * of one notice to every device of its follower: the message in the follower's language,
 * VAPID-signed and aes128gcm-encrypted by `web-push`, sent by push-transport.ts with a TTL. A
 * subscription the push service answers 404 or 410 for is gone and deleted.
 */
import { ECDH } from 'node:crypto';
import webpush from 'web-push';
import {
  episodePlayPath,
  type PushSubscribeRequest,
  type ReleasePushPayload,
} from '#shared/contract/follow.ts';
import { DEFAULT_LANGUAGE_ID, isLanguageId, localeOf, type LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { JobOutcome } from '../../jobs/queue.ts';
import type { PushConfig } from '../../push-env.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { checkPushEndpoint, postPush, type PushResponse } from './push-transport.ts';

/** How long a push service keeps a release push for an offline device (seconds). */
export const PUSH_TTL_S = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;
export const PUSH_ICON = '/pwa/icon-192.png';

/** A P-256 public key (65 bytes, uncompressed, on the curve) and a 16-byte auth secret. */
function validKeys(keys: PushSubscribeRequest['keys']): boolean {
  try {
    const point = Buffer.from(keys.p256dh, 'base64url');
    if (point.length !== 65 || point[0] !== 4) return false;
    ECDH.convertKey(point, 'prime256v1');
    return Buffer.from(keys.auth, 'base64url').length === 16;
  } catch {
    return false;
  }
}

function languageId(value: number): LanguageId {
  return isLanguageId(value) ? value : DEFAULT_LANGUAGE_ID;
}

export function createPushService(deps: {
  uow: UnitOfWork;
  config: PushConfig;
  log?: (fields: Record<string, unknown>, message: string) => void;
  /** The request to the push service (tests may watch it). */
  post?: typeof postPush;
}) {
  const { uow, config } = deps;
  const post = deps.post ?? postPush;
  const { notices, pushSubscriptions: subscriptions, catalogue } = uow.read;

  async function payloadOf(notice: { dramaId: number; episodeNumber: number; language: number }) {
    const language = languageId(notice.language);
    const rows = await catalogue.dramasByIds([notice.dramaId], localeOf(language));
    const title = rows.get(notice.dramaId)?.title;
    if (title === undefined) return undefined;
    const payload: ReleasePushPayload = {
      title: translate(language, 'follow.push_title', { title }),
      body: translate(language, 'follow.push_body', { number: notice.episodeNumber }),
      url: episodePlayPath(notice.dramaId, notice.episodeNumber),
      icon: PUSH_ICON,
      tag: `drama-${notice.dramaId}`,
    };
    return payload;
  }

  return {
    publicKey: () => ({ public_key: config.vapid.publicKey }),

    async subscribe(userId: number, udid: string, language: LanguageId, body: PushSubscribeRequest) {
      if (!checkPushEndpoint(body.endpoint, config.allowOrigin).ok) throw new ApiError('pushEndpointRefused');
      if (!validKeys(body.keys)) throw new ApiError('pushKeysInvalid');
      await uow.run(async (tx) => {
        await tx.pushSubscriptions.save({
          userId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          udid: udid.slice(0, 128),
        });
        await tx.follows.setLanguage(userId, language);
      });
      return null;
    },

    async unsubscribe(userId: number, endpoint: string) {
      await subscriptions.remove(userId, endpoint);
      return null;
    },

    /**
     * A logout on this device: the release pushes it gets were the account's, and end with its
     * session (the web app also unsubscribes the browser; this covers a client that could not).
     */
    async forgetDevice(userId: number, udid: string): Promise<void> {
      if (udid !== '') await subscriptions.removeDevice(userId, udid.slice(0, 128));
    },

    /** The push job: one notice to each of its follower's devices. */
    async deliver(noticeId: number): Promise<JobOutcome> {
      const notice = await notices.byId(noticeId);
      if (!notice) return { ok: true };
      const payload = await payloadOf(notice);
      if (!payload) return { ok: true };
      const failures: string[] = [];
      for (const sub of await subscriptions.ofUser(notice.userId)) {
        const verdict = checkPushEndpoint(sub.endpoint, config.allowOrigin);
        if (!verdict.ok) {
          await subscriptions.removeById(sub.id);
          continue;
        }
        const details = webpush.generateRequestDetails(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payload),
          { vapidDetails: config.vapid, TTL: PUSH_TTL_S, contentEncoding: 'aes128gcm', urgency: 'normal' },
        );
        let response: PushResponse;
        try {
          response = await post(verdict, details, PUSH_TIMEOUT_MS);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
          continue;
        }
        if (response.status === 404 || response.status === 410) await subscriptions.removeById(sub.id);
        else if (response.status < 200 || response.status > 299)
          failures.push(`push service ${response.status}`);
      }
      deps.log?.({ noticeId, failures: failures.length }, 'release push sent');
      // Retried while retries remain; a device that took it already shows it once (the tag).
      return failures.length === 0 ? { ok: true } : { ok: false, reason: failures.join('; ') };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
