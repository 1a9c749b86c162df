/**
 * Request signature of DESIGN.md section 2, shared by the web client and the server:
 * sign = base64(HMAC-SHA256(key, METHOD \n PATH \n time \n payload)).
 * The HMAC itself is pluggable: the browser uses @noble/hashes (works without a secure
 * context, so a phone on plain http over the LAN still signs), the server node:crypto.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

export type HmacBase64 = (key: string, message: string) => string;

/** The GET payload: non-empty query pairs, sorted by key (stable), still percent-encoded. */
export function canonicalQuery(rawQuery: string): string {
  const query = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  if (query === '') return '';
  const pairs = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq === -1 ? { key: pair, value: '' } : { key: pair.slice(0, eq), value: pair.slice(eq + 1) };
    })
    .filter((p) => p.key !== '' && p.value !== '');
  // By key only; a key given twice keeps the order of the URL (Array.prototype.sort is stable).
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return pairs.map((p) => `${p.key}=${p.value}`).join('&');
}

export function canonicalString(
  method: string,
  path: string,
  time: number | string,
  payload: string,
): string {
  return `${method.toUpperCase()}\n${path}\n${String(time)}\n${payload}`;
}

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Pure-JS HMAC-SHA256 in base64, usable in any JS runtime. */
export const hmacBase64: HmacBase64 = (key, message) =>
  toBase64(hmac(sha256, encoder.encode(key), encoder.encode(message)));

export function signRequest(
  input: { key: string; method: string; path: string; time: number | string; payload: string },
  impl: HmacBase64 = hmacBase64,
): string {
  return impl(input.key, canonicalString(input.method, input.path, input.time, input.payload));
}

/** Constant-time comparison of two signatures (strings of base64). */
export function signaturesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
