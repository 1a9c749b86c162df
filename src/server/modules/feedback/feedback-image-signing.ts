/**
 * Signed, expiring addresses of feedback pictures (decision 0064):
 *   /uploads/feedback/<exp>.<sig>/<id>.webp
 * `sig` is the HMAC-SHA256 (base64url) of `${exp}\nfeedback/${id}` with the media secret, so a
 * token opens one picture until `exp` (Unix seconds) and no other. Pure: the caller gives the time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FEEDBACK_IMAGE_ID_RE, FEEDBACK_IMAGE_URL_TTL_S } from '#shared/contract/feedback.ts';

export const FEEDBACK_IMAGE_URL_PREFIX = '/uploads/feedback/';
/** Where the pictures live in the media store. */
export const FEEDBACK_IMAGE_KEY_PREFIX = 'feedback/';
/**
 * An address lasts at least FEEDBACK_IMAGE_URL_TTL_S; its expiry is rounded up to this step, so
 * answers within one step name the same address and the browser's cached copy serves them.
 */
const EXPIRY_STEP_S = 300;

export function feedbackImageKey(id: string): string {
  return `${FEEDBACK_IMAGE_KEY_PREFIX}${id}.webp`;
}

function signature(secret: string, exp: number, id: string): string {
  return createHmac('sha256', secret).update(`${exp}\nfeedback/${id}`).digest('base64url');
}

/** When an address signed at `nowS` expires. */
export function feedbackImageExpiry(nowS: number): number {
  return Math.ceil((nowS + FEEDBACK_IMAGE_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
}

export function signedFeedbackImagePath(secret: string, id: string, exp: number): string {
  return `${FEEDBACK_IMAGE_URL_PREFIX}${exp}.${signature(secret, exp, id)}/${id}.webp`;
}

export type FeedbackImageCheck =
  | { ok: true; id: string; exp: number }
  | { ok: false; reason: 'unknown' | 'malformed' | 'bad-signature' | 'expired' };

/**
 * The route's two path segments: `token` (`<exp>.<sig>`) and `file` (`<id>.webp`). `unknown`:
 * a file name no picture can have (404); the others are refused (403).
 */
export function verifyFeedbackImage(
  secret: string,
  token: string,
  file: string,
  nowS: number,
): FeedbackImageCheck {
  const id = file.endsWith('.webp') ? file.slice(0, -'.webp'.length) : '';
  if (!FEEDBACK_IMAGE_ID_RE.test(id)) return { ok: false, reason: 'unknown' };
  const dot = token.indexOf('.');
  const exp = Number(token.slice(0, dot));
  const sig = token.slice(dot + 1);
  if (dot <= 0 || !/^\d{1,12}$/.test(token.slice(0, dot)) || sig === '') {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(signature(secret, exp, id));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (exp < nowS) return { ok: false, reason: 'expired' };
  return { ok: true, id, exp };
}
