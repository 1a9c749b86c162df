/**
 * The headers of a fuzzed request: language, device headers, time and signature (right,
 * missing, skewed, tampered), the session token (pooled, dead, garbage), the client address;
 * and the encodings that keep a generated value sendable by Node (header, path, percent).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { Auth } from '#shared/contract/endpoints.ts';
import { SIGN_KEY, nowS, signUrl } from '../http.ts';
import type { FuzzContext } from './target.ts';

type SignMode = 'ok' | 'none' | 'noTime' | 'wrongKey' | 'tampered' | 'skew' | 'edgeSkew' | 'badTime';
type TokenMode = 'valid' | 'none' | 'garbage' | 'long' | 'bearer' | 'dead';

export interface Common {
  language: string | undefined;
  sign: SignMode;
  skew: number;
  badTime: string;
  token: TokenMode;
  tokenPick: number;
  xff: string | undefined;
  instancePick: number;
  device: Record<string, string>;
}

const LANGUAGES = ['1', '2', '3', '4', '5', '0', '99', '', '-1', '3.0', ' 3', 'en', '1,2', '\u00e9'];

const signMode: fc.Arbitrary<SignMode> = fc.oneof(
  { arbitrary: fc.constant<SignMode>('ok'), weight: 82 },
  {
    arbitrary: fc.constantFrom<SignMode>(
      'none',
      'noTime',
      'wrongKey',
      'tampered',
      'skew',
      'edgeSkew',
      'badTime',
    ),
    weight: 18,
  },
);

function tokenMode(auth: Auth): fc.Arbitrary<TokenMode> {
  if (auth === 'none') {
    return fc.oneof(
      { arbitrary: fc.constant<TokenMode>('none'), weight: 6 },
      { arbitrary: fc.constant<TokenMode>('valid'), weight: 3 },
      { arbitrary: fc.constantFrom<TokenMode>('garbage', 'dead'), weight: 1 },
    );
  }
  return fc.oneof(
    { arbitrary: fc.constant<TokenMode>('valid'), weight: 76 },
    { arbitrary: fc.constant<TokenMode>('bearer'), weight: 4 },
    { arbitrary: fc.constant<TokenMode>('none'), weight: 8 },
    { arbitrary: fc.constantFrom<TokenMode>('garbage', 'long', 'dead'), weight: 12 },
  );
}

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

const deviceHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({ ver: '1.0.0', debug: '0', osType: '0', appId: '1', product: '1' }), weight: 4 },
  {
    arbitrary: fc.record({
      ver: printable,
      debug: printable,
      osType: printable,
      appId: printable,
      product: printable,
      marketChannel: printable,
      packageName: printable,
      udid: printable,
      sysVer: printable,
      phoneModel: printable,
      idfa: printable,
    }),
    weight: 1,
  },
);

export function common(auth: Auth): fc.Arbitrary<Common> {
  return fc.record({
    language: fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined, freq: 12 }),
    sign: signMode,
    skew: fc.integer({ min: 301, max: 100_000 }).chain((s) => fc.constantFrom(s, -s)),
    badTime: fc.constantFrom('abc', '1.5', '1e9', '-1', '0x10', '9'.repeat(40), ' ', 'NaN'),
    token: tokenMode(auth),
    tokenPick: fc.nat(),
    // Many client addresses (the spawned servers trust X-Forwarded-For), a few hot ones.
    xff: fc.oneof(
      {
        arbitrary: fc.nat({ max: 0xffffff }).map((n) => `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`),
        weight: 18,
      },
      { arbitrary: fc.constantFrom('10.0.0.1', '10.0.0.2'), weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    ),
    instancePick: fc.nat(),
    device: deviceHeaders,
  });
}

/** Header values Node can send (latin1 without control characters). */
export function headerSafe(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    out += c === 9 || (c >= 0x20 && c <= 0x7e) || (c >= 0x80 && c <= 0xff) ? ch : '?';
  }
  return out;
}

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates included), unreserved kept. */
export function pct(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A path Node accepts as is: characters outside 0x21..0xff are percent-encoded. */
export function pathSafe(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    out += c >= 0x21 && c <= 0xff ? ch : pct(ch);
  }
  return out;
}

export function garbageToken(n: number): string {
  return createHash('sha256').update(String(n)).digest('base64url');
}

export function pickInstance(ctx: FuzzContext, c: Common, bound?: number): number {
  return bound ?? c.instancePick % ctx.instances;
}

/** Headers of an API call: language, device headers, time and signature, token, client address. */
export function apiHeaders(
  ctx: FuzzContext,
  c: Common,
  method: string,
  url: string,
  body: string,
): { headers: Record<string, string | string[]>; token: string | undefined } {
  const headers: Record<string, string | string[]> = { ...c.device };
  if (c.language !== undefined) headers.language = headerSafe(c.language);
  if (c.xff) headers['x-forwarded-for'] = c.xff;
  const now = nowS();
  let time: string | undefined = String(now);
  let key = SIGN_KEY;
  let signedUrl = url;
  let signedBody = body;
  switch (c.sign) {
    case 'skew':
      time = String(now + c.skew);
      break;
    case 'edgeSkew':
      time = String(now + (c.skew > 0 ? 295 : -295));
      break;
    case 'badTime':
      time = c.badTime;
      break;
    case 'wrongKey':
      key = 'not-the-key';
      break;
    case 'tampered':
      if (c.tokenPick % 2 === 0) signedBody = `${body} `;
      else signedUrl = `${url}x`;
      break;
    default:
      break;
  }
  if (c.sign === 'noTime') time = undefined;
  if (time !== undefined) headers.time = headerSafe(time);
  if (c.sign !== 'none') headers.sign = signUrl(method, signedUrl, time ?? String(now), signedBody, key);
  let token: string | undefined;
  const pooled = ctx.pools.pick('token', c.tokenPick);
  switch (c.token) {
    case 'valid':
      token = typeof pooled?.value === 'string' ? pooled.value : undefined;
      if (token) headers.token = token;
      break;
    case 'bearer':
      token = typeof pooled?.value === 'string' ? pooled.value : undefined;
      if (token) headers.authorization = `Bearer ${token}`;
      break;
    case 'garbage':
      headers.token = garbageToken(c.tokenPick);
      break;
    case 'long':
      headers.token = 'x'.repeat(6000);
      break;
    case 'dead': {
      const dead = ctx.pools.pick('deadToken', c.tokenPick);
      headers.token = typeof dead?.value === 'string' ? dead.value : garbageToken(c.tokenPick);
      break;
    }
    default:
      break;
  }
  return { headers, token };
}
