/**
 * Signed, expiring media URLs (DESIGN.md section 3):
 *   /media/<exp>.<sig>/e/<media_key>/<file>
 * The token sits in the path so the playlists' relative URIs inherit it; the signature covers
 * the expiry and the episode's prefix, so a token for one episode opens no other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to watch, pause and come back; short enough that a shared URL dies. */
export const MEDIA_URL_TTL_S = 4 * 60 * 60;

const KEY_RE = /^[A-Za-z0-9_-]{1,64}$/;
const SEGMENT_RE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

function signature(secret: string, exp: number, mediaKey: string): string {
  return createHmac('sha256', secret).update(`${exp}\n/e/${mediaKey}/`).digest('base64url');
}

export function mediaToken(secret: string, mediaKey: string, exp: number): string {
  return `${exp}.${signature(secret, exp, mediaKey)}`;
}

export function signedMediaPath(secret: string, mediaKey: string, file: string, exp: number): string {
  return `/media/${mediaToken(secret, mediaKey, exp)}/e/${mediaKey}/${file}`;
}

export type MediaCheck =
  | { ok: true; mediaKey: string; file: string; exp: number }
  | { ok: false; reason: 'malformed' | 'expired' | 'bad-signature' };

/** Checks a request path (with or without a query); `file` is safe to join to the episode folder. */
export function verifyMediaPath(secret: string, url: string, nowS: number): MediaCheck {
  const pathOnly = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOnly);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return { ok: false, reason: 'malformed' };
  const parts = decoded.split('/');
  // ['', 'media', token, 'e', key, ...file]
  if (parts.length < 6 || parts[0] !== '' || parts[1] !== 'media' || parts[3] !== 'e') {
    return { ok: false, reason: 'malformed' };
  }
  const token = parts[2] ?? '';
  const mediaKey = parts[4] ?? '';
  const fileParts = parts.slice(5);
  if (!KEY_RE.test(mediaKey) || fileParts.some((p) => !SEGMENT_RE.test(p) || p.includes('..'))) {
    return { ok: false, reason: 'malformed' };
  }
  const dot = token.indexOf('.');
  const exp = Number(token.slice(0, dot));
  const sig = token.slice(dot + 1);
  if (dot <= 0 || !Number.isSafeInteger(exp) || sig === '') return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signature(secret, exp, mediaKey));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (exp < nowS) return { ok: false, reason: 'expired' };
  return { ok: true, mediaKey, file: fileParts.join('/'), exp };
}
