/**
 * The routes the soak fuzzes, one target each: every endpoint of the shared table
 * (src/shared/contract/endpoints.ts), with bodies generated from its zod schema, and the
 * routes outside it (gateway notifications, the operator's API, the gateway and OAuth
 * stand-in pages, articles, media, avatars, unknown routes). A target's arbitrary yields a
 * function that builds the request when it is sent (time, signature, a token that is still
 * alive); `after` learns from the answer (tokens, orders, ids) for the requests to come.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import Stripe from 'stripe';
import { API_PREFIX } from '#shared/constants.ts';
import { endpoints, type Auth, type EndpointName } from '#shared/contract/endpoints.ts';
import { FEEDBACK_TYPES } from '#shared/contract/feedback.ts';
import { endpointSchemas } from '#shared/contract/schemas.ts';
import { DEFAULT_GOODS } from '../../src/server/modules/pay/goods.seed.ts';
import { signedMediaPath } from '../../src/server/modules/media/media-signing.ts';
import { signSandboxPayload } from '../../src/server/modules/sandbox-gateway/sandbox-signing.ts';
import {
  jsonSchemaOf,
  mutatedValue,
  nastyValue,
  poolRef,
  rawText,
  validValue,
  wrongBody,
  type Hints,
} from './arbitraries.ts';
import {
  ADMIN_TOKEN,
  MEDIA_SECRET,
  SANDBOX_SECRET,
  SIGN_KEY,
  nowS,
  signUrl,
  type Envelope,
  type RawRequest,
  type RawResponse,
} from './http.ts';
import type { Pools } from './pools.ts';

export const STRIPE_WEBHOOK_SECRET = 'whsec_soak_webhook_secret';

export interface FuzzContext {
  pools: Pools;
  /** Number of server instances; requests are spread over them. */
  instances: number;
  /** The instance configured with Stripe (against a fake Stripe API). */
  stripeInstance: number;
  ports(): number[];
  /** Media keys and files of the catalogue fixture (real files on disk). */
  mediaKeys: string[];
  posters: string[];
  /** Images to upload (a valid avatar and near misses). */
  images: Buffer[];
}

export interface RequestSpec extends RawRequest {
  instance: number;
  /** Whether the route promises the envelope for this request. */
  envelope: boolean;
  /** The pooled session token sent, if any (dropped from the pool when it answers 301). */
  token?: string | undefined;
}

export type CaseFn = (ctx: FuzzContext) => RequestSpec;

export interface Target {
  name: string;
  arbitrary: fc.Arbitrary<CaseFn>;
  after?: (
    ctx: FuzzContext,
    spec: RequestSpec,
    response: RawResponse,
    envelope: Envelope | undefined,
  ) => void;
}

// ---------------------------------------------------------------------------------------------
// Headers: language, signature, token, client address

type SignMode = 'ok' | 'none' | 'noTime' | 'wrongKey' | 'tampered' | 'skew' | 'edgeSkew' | 'badTime';
type TokenMode = 'valid' | 'none' | 'garbage' | 'long' | 'bearer' | 'dead';

interface Common {
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

function common(auth: Auth): fc.Arbitrary<Common> {
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
function headerSafe(value: string): string {
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
function pathSafe(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    out += c >= 0x21 && c <= 0xff ? ch : pct(ch);
  }
  return out;
}

function garbageToken(n: number): string {
  return createHash('sha256').update(String(n)).digest('base64url');
}

function pickInstance(ctx: FuzzContext, c: Common, bound?: number): number {
  return bound ?? c.instancePick % ctx.instances;
}

/** Headers of an API call: language, device headers, time and signature, token, client address. */
function apiHeaders(
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

// ---------------------------------------------------------------------------------------------
// Bodies

type Body =
  | { kind: 'json'; value: unknown; contentType: string | undefined }
  | { kind: 'raw'; text: string; contentType: string | undefined; gzip: boolean };

const JSON_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----soak',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/vnd.api+json',
  'application/xml',
  'text/json',
  '*/*',
];

function bodyArbitrary(valid: fc.Arbitrary<unknown>, mutated: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const jsonType = fc.option(fc.constantFrom(...JSON_TYPES), { nil: undefined, freq: 30 });
  return fc.oneof(
    {
      arbitrary: fc.record({ kind: fc.constant('json' as const), value: valid, contentType: jsonType }),
      weight: 46,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('json' as const), value: mutated, contentType: jsonType }),
      weight: 22,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('json' as const), value: wrongBody, contentType: jsonType }),
      weight: 8,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: rawText(valid),
        contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
        gzip: fc.constant(false),
      }),
      weight: 14,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: valid.map((v) => JSON.stringify(v) ?? ''),
        contentType: fc.option(fc.constantFrom(...OTHER_TYPES), { nil: undefined, freq: 8 }),
        gzip: fc.boolean(),
      }),
      weight: 10,
    },
  );
}

function bodyText(ctx: FuzzContext, body: Body): { text: string; instance: number | undefined } {
  if (body.kind === 'raw') return { text: body.text, instance: undefined };
  const resolved = ctx.pools.resolve(body.value);
  return { text: JSON.stringify(resolved.value) ?? '', instance: resolved.instance };
}

/** A query string from a generated object (repeated keys for arrays, JSON for objects). */
function toQuery(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return `v=${pct(String(value))}`;
  const pairs: string[] = [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [k, v] of entries) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) pairs.push(`${pct(k)}=${pct(String(item))}`);
    else if (typeof v === 'object' && v !== null) pairs.push(`${pct(k)}=${pct(JSON.stringify(v))}`);
    else pairs.push(`${pct(k)}=${pct(String(v))}`);
  }
  return pairs.join('&');
}

const rawQuery = fc.string({
  unit: fc.constantFrom(
    'a',
    'b',
    'k',
    '=',
    '&',
    '%',
    '%2',
    '%zz',
    '%00',
    '+',
    '1',
    '.',
    '[',
    ']',
    '\u00e9',
    '繁',
    '😀',
    ';',
    '?',
    '/',
  ),
  maxLength: 40,
});

// ---------------------------------------------------------------------------------------------
// Hints: valid values for fields by name, per endpoint

const hexId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 16, maxLength: 40 });
const email = fc
  .emailAddress()
  .map((e) => e.toLowerCase())
  .filter((e) => e.length <= 64);
const goodsIds = DEFAULT_GOODS.map((g) => g.id);

function hintsFor(name: EndpointName): Hints {
  return (key) => {
    switch (key) {
      case 'drama_id':
        return poolRef('dramaId');
      case 'episode_id':
        return fc.oneof(poolRef('episodeId'), poolRef('lockedEpisodeId'), poolRef('lockedEpisodeId'));
      case 'number':
        return fc.integer({ min: 1, max: 13 });
      case 'feedback_id':
        return poolRef('feedbackId');
      case 'goods_id':
        return fc.constantFrom(...goodsIds);
      case 'pay_channel_id':
        return fc.constantFrom(1, 1, 2);
      case 'trade_no':
        return poolRef('tradeNo');
      case 'email':
        return fc.oneof(email, poolRef('email'));
      case 'udid':
        return hexId;
      case 'invite_code':
        return poolRef('inviteCode');
      case 'view_id':
        return fc.uuid();
      case 'avatar':
        return poolRef('avatarUrl');
      case 'nickname':
        return fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
      case 'type':
        if (name === 'feedbackSubmit') return fc.constantFrom(...FEEDBACK_TYPES);
        return undefined;
      case 'content':
        return fc.string({ unit: 'grapheme', minLength: 1, maxLength: 140 });
      case 'contact':
        return fc.oneof(email, fc.string({ minLength: 1, maxLength: 100 }));
      case 'keyword':
        return fc.constantFrom('Money', 'money drama 1', 'Secret', '秘密', 'Queen', 'ละคร', 'Uang', '%', '_');
      case 'tag':
        return fc.constantFrom('romance', 'revenge', 'money', 'nope');
      case 'access_token':
        return poolRef('fbToken');
      case 'code':
        return name === 'tiktokBind' || name === 'authCallbackLogin' ? poolRef('ttCode') : undefined;
      default:
        return undefined;
    }
  };
}

// ---------------------------------------------------------------------------------------------
// The endpoints of the shared table

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

const dictTypes = fc.oneof(
  {
    arbitrary: fc
      .subarray(['feedback_type', 'drama_genre', 'unknown_type', 'feedback_type'], { minLength: 1 })
      .map((t) => pct(t.join(','))),
    weight: 6,
  },
  { arbitrary: fc.string({ maxLength: 60 }).map(pct), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      'a%2Cb',
      ',,,',
      'x'.repeat(600),
      Array(30).fill('t').join(','),
      '..',
      '%2e%2e%2f',
    ),
    weight: 1,
  },
);

function tableTarget(name: EndpointName): Target {
  const meta = endpoints[name];
  const schema = jsonSchemaOf(endpointSchemas[name].body);
  const hints = hintsFor(name);
  let valid = validValue(schema, hints);
  if (name === 'emailBind' || name === 'checkSmsCode') {
    // A code that was really mailed (read from the outbox): the login itself.
    valid = fc.oneof({ arbitrary: poolRef('emailCode'), weight: 2 }, { arbitrary: valid, weight: 3 });
  }
  const mutated = mutatedValue(schema, hints);
  const isGet = meta.method === 'GET';
  const method = fc.oneof(
    { arbitrary: fc.constant(meta.method as string), weight: 24 },
    { arbitrary: fc.constantFrom(...OTHER_METHODS.filter((m) => m !== meta.method)), weight: 1 },
  );
  const query = fc.oneof(
    { arbitrary: fc.oneof(valid, valid, mutated).map((v) => ({ raw: false as const, value: v })), weight: 9 },
    { arbitrary: rawQuery.map((q) => ({ raw: true as const, value: q })), weight: 1 },
  );
  const arbitrary = fc
    .record({
      c: common(meta.auth),
      method,
      body: bodyArbitrary(valid, mutated),
      query,
      types: dictTypes,
    })
    .map(({ c, method: m, body, query: q, types }): CaseFn => (ctx) => {
      const basePath = `${API_PREFIX}${meta.path.replace(':types', types)}`;
      if (isGet || m === 'GET' || m === 'HEAD') {
        let search: string;
        let bound: number | undefined;
        if (q.raw) search = pathSafe(String(q.value));
        else {
          const resolved = ctx.pools.resolve(q.value);
          search = toQuery(resolved.value);
          bound = resolved.instance;
        }
        const url = search ? `${basePath}?${search}` : basePath;
        const { headers, token } = apiHeaders(ctx, c, m, url, '');
        return {
          method: m,
          path: url,
          headers,
          instance: pickInstance(ctx, c, bound),
          envelope: m !== 'HEAD',
          token,
        };
      }
      const { text, instance } = bodyText(ctx, body);
      const { headers, token } = apiHeaders(ctx, c, m, basePath, text);
      const contentType = body.contentType;
      if (contentType !== undefined) headers['content-type'] = contentType;
      else if (text !== '' && c.tokenPick % 3 !== 0) headers['content-type'] = 'application/json';
      let payload: string | Buffer = text;
      if (body.kind === 'raw' && body.gzip) {
        payload = gzipSync(text);
        headers['content-encoding'] = 'gzip';
      }
      return {
        method: m,
        path: basePath,
        headers,
        body: payload,
        instance: pickInstance(ctx, c, instance),
        envelope: true,
        token,
      };
    });
  return { name: `${meta.method} ${meta.path}`, arbitrary, after: harvestTable(name) };
}

function dataOf(envelope: Envelope | undefined): Record<string, unknown> | undefined {
  if (!envelope || envelope.code !== 200) return undefined;
  const data = envelope.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

function centsOf(price: unknown): number {
  return typeof price === 'string' ? Math.round(Number(price) * 100) : 0;
}

/** Learning from a table endpoint's answer. */
function harvestTable(name: EndpointName): NonNullable<Target['after']> {
  return (ctx, spec, _response, envelope) => {
    const data = dataOf(envelope);
    if (envelope?.code === 301 && spec.token) {
      ctx.pools.remove('token', spec.token);
      ctx.pools.add('deadToken', spec.token);
    }
    if (!data) return;
    switch (name) {
      case 'deviceLogin':
      case 'emailBind':
      case 'facebookBind':
      case 'tiktokBind':
      case 'authCallbackLogin':
        if (typeof data.user_token === 'string') ctx.pools.add('token', data.user_token);
        break;
      case 'logout':
        if (spec.token) {
          ctx.pools.remove('token', spec.token);
          ctx.pools.add('deadToken', spec.token);
        }
        break;
      case 'createOrder':
        if (typeof data.orderId === 'string') {
          const order = { tradeNo: data.orderId, amountCents: centsOf(data.price) };
          ctx.pools.add('tradeNo', data.orderId);
          const stripe = typeof data.gateway === 'string' && data.gateway.endsWith('/stripe');
          ctx.pools.add(
            stripe ? 'stripeOrder' : 'sandboxOrder',
            order,
            stripe ? ctx.stripeInstance : undefined,
          );
        }
        break;
      case 'feedbackSubmit':
        if (typeof data.id === 'number') ctx.pools.add('feedbackId', data.id);
        break;
      case 'inviteInfo':
        if (typeof data.invite_code === 'string') ctx.pools.add('inviteCode', data.invite_code);
        break;
      case 'upload':
        if (typeof data.fileUrl === 'string') ctx.pools.add('avatarUrl', data.fileUrl);
        break;
      default:
        break;
    }
  };
}

// ---------------------------------------------------------------------------------------------
// The upload (multipart, signed over an empty payload)

function multipart(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: Buffer }[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'latin1'), part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function uploadTarget(): Target {
  const meta = endpoints.upload;
  const shape = fc.record({
    c: common(meta.auth),
    kind: fc.constantFrom(
      'image',
      'image',
      'image',
      'bytes',
      'field',
      'twoFiles',
      'truncated',
      'noBoundary',
      'json',
      'empty',
    ),
    image: fc.nat(),
    field: fc.constantFrom('file', 'file', 'file', 'avatar', '', 'file[]'),
    filename: fc.constantFrom(
      'a.png',
      'a.jpg',
      'a.webp',
      'a.gif',
      '../../etc/passwd',
      'é.png',
      '',
      'a'.repeat(300),
    ),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/webp',
      'text/plain',
      'application/octet-stream',
      '',
    ),
    bytes: fc.uint8Array({ maxLength: 3000 }),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  const arbitrary = shape.map((s): CaseFn => (ctx) => {
    const boundary = '----soakBoundary7MA4YWxk';
    const image = ctx.images[s.image % ctx.images.length] ?? Buffer.alloc(0);
    const data = s.kind === 'bytes' ? Buffer.from(s.bytes) : image;
    let body: Buffer;
    let contentType = `multipart/form-data; boundary=${boundary}`;
    const filePart = { name: s.field, filename: s.filename, type: s.type, data };
    switch (s.kind) {
      case 'twoFiles':
        body = multipart(boundary, [filePart, { ...filePart, name: 'file' }]);
        break;
      case 'field':
        body = multipart(boundary, [{ name: 'note', data: Buffer.from('hello') }, filePart]);
        break;
      case 'truncated':
        body = multipart(boundary, [filePart]);
        body = body.subarray(0, Math.floor(body.length * s.cut));
        break;
      case 'noBoundary':
        body = multipart(boundary, [filePart]);
        contentType = 'multipart/form-data';
        break;
      case 'json':
        body = Buffer.from('{"file":"x"}');
        contentType = 'application/json';
        break;
      case 'empty':
        body = Buffer.alloc(0);
        break;
      default:
        body = multipart(boundary, [{ ...filePart, name: 'file' }]);
    }
    const url = `${API_PREFIX}${meta.path}`;
    // Multipart bodies are not signed (DESIGN 2): the payload is "".
    const signed = contentType.startsWith('multipart/') ? '' : body.toString('utf8');
    const { headers, token } = apiHeaders(ctx, s.c, 'POST', url, signed);
    headers['content-type'] = contentType;
    return {
      method: 'POST',
      path: url,
      headers,
      body,
      instance: pickInstance(ctx, s.c),
      envelope: true,
      token,
    };
  });
  return { name: `POST ${meta.path} (multipart)`, arbitrary, after: harvestTable('upload') };
}

// ---------------------------------------------------------------------------------------------
// Gateway notifications

interface PooledOrder {
  tradeNo: string;
  amountCents: number;
}

function isOrder(value: unknown): value is PooledOrder {
  return typeof value === 'object' && value !== null && 'tradeNo' in value && 'amountCents' in value;
}

const AMOUNTS = DEFAULT_GOODS.map((g) => g.priceCents);

function sandboxNotifyTarget(): Target {
  const shape = fc.record({
    c: common('none'),
    orderPick: fc.nat(),
    knownOrder: fc.boolean(),
    status: fc.constantFrom('paid', 'paid', 'failed', 'canceled', 'open'),
    rightAmount: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    amount: fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer()),
    currency: fc.constantFrom('USD', 'USD', 'usd', 'EUR', ''),
    id: fc.oneof(
      fc.constant(undefined),
      hexId.map((h) => `sp_${h}`),
    ),
    shape: fc.oneof(
      { arbitrary: fc.constant<'valid' | 'mutated' | 'wrong' | 'raw'>('valid'), weight: 7 },
      {
        arbitrary: fc.constantFrom<'valid' | 'mutated' | 'wrong' | 'raw'>('mutated', 'wrong', 'raw'),
        weight: 3,
      },
    ),
    mutationKey: fc.constantFrom(
      'type',
      'data',
      'id',
      'merchant_reference',
      'status',
      'amount_cents',
      'currency',
    ),
    mutationValue: nastyValue,
    raw: rawText(fc.constant({ type: 'payment.updated', data: {} })),
    wrong: wrongBody,
    signature: fc.oneof(
      { arbitrary: fc.constant('ok'), weight: 8 },
      { arbitrary: fc.constantFrom('none', 'wrongSecret', 'stale', 'future', 'garbage', 'noV1'), weight: 2 },
    ),
    contentType: fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 9 },
      { arbitrary: fc.constantFrom(...OTHER_TYPES), weight: 1 },
    ),
  });
  const arbitrary = shape.map((s): CaseFn => (ctx) => {
    const pooled = ctx.pools.pick('sandboxOrder', s.orderPick);
    const order = isOrder(pooled?.value) ? pooled.value : undefined;
    const tradeNo = s.knownOrder && order ? order.tradeNo : `T${garbageToken(s.orderPick).slice(0, 20)}`;
    const paymentId = ctx.pools.pick('sandboxPayment', s.orderPick);
    const id =
      s.id ??
      (typeof paymentId?.value === 'object' && paymentId.value !== null && 'id' in paymentId.value
        ? String(paymentId.value.id)
        : `sp_${tradeNo}`);
    const data: Record<string, unknown> = {
      id,
      merchant_reference: tradeNo,
      status: s.status,
      amount_cents: s.rightAmount && order ? order.amountCents : s.amount,
      currency: s.currency,
      created: nowS(),
    };
    let event: Record<string, unknown> = { type: 'payment.updated', data };
    if (s.shape === 'mutated') {
      if (['type', 'data'].includes(s.mutationKey)) event = { ...event, [s.mutationKey]: s.mutationValue };
      else event = { ...event, data: { ...data, [s.mutationKey]: s.mutationValue } };
    }
    const text =
      s.shape === 'raw'
        ? s.raw
        : s.shape === 'wrong'
          ? (JSON.stringify(s.wrong) ?? '')
          : JSON.stringify(event);
    const t = nowS();
    const headers: Record<string, string> = { 'content-type': s.contentType };
    if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
    if (s.c.language !== undefined) headers.language = headerSafe(s.c.language);
    switch (s.signature) {
      case 'ok':
        headers['sandbox-signature'] = signSandboxPayload(SANDBOX_SECRET, text, t);
        break;
      case 'wrongSecret':
        headers['sandbox-signature'] = signSandboxPayload('wrong', text, t);
        break;
      case 'stale':
        headers['sandbox-signature'] = signSandboxPayload(SANDBOX_SECRET, text, t - 400);
        break;
      case 'future':
        headers['sandbox-signature'] = signSandboxPayload(SANDBOX_SECRET, text, t + 400);
        break;
      case 'garbage':
        headers['sandbox-signature'] = 't=abc,v1=,x=,=';
        break;
      case 'noV1':
        headers['sandbox-signature'] = `t=${t}`;
        break;
      default:
        break;
    }
    return {
      method: 'POST',
      path: `${API_PREFIX}/pay/notify/sandbox`,
      headers,
      body: text,
      instance: pickInstance(ctx, s.c),
      envelope: true,
    };
  });
  return { name: 'POST /pay/notify/sandbox (gateway-signed)', arbitrary };
}

const STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'customer.created',
];

function stripeNotifyTarget(): Target {
  const shape = fc.record({
    c: common('none'),
    orderPick: fc.nat(),
    knownOrder: fc.boolean(),
    type: fc.constantFrom(...STRIPE_EVENTS),
    paymentStatus: fc.constantFrom('paid', 'paid', 'unpaid', 'no_payment_required', 'weird'),
    status: fc.constantFrom('complete', 'open', 'expired'),
    rightAmount: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    amount: fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer()),
    currency: fc.constantFrom('usd', 'usd', 'USD', 'eur'),
    shape: fc.oneof(
      { arbitrary: fc.constant<'valid' | 'mutated' | 'wrong' | 'raw'>('valid'), weight: 7 },
      {
        arbitrary: fc.constantFrom<'valid' | 'mutated' | 'wrong' | 'raw'>('mutated', 'wrong', 'raw'),
        weight: 3,
      },
    ),
    mutationKey: fc.constantFrom(
      'type',
      'data',
      'object',
      'client_reference_id',
      'metadata',
      'amount_total',
      'currency',
      'payment_status',
    ),
    mutationValue: nastyValue,
    raw: rawText(fc.constant({ type: 'checkout.session.completed', data: { object: {} } })),
    wrong: wrongBody,
    signature: fc.oneof(
      { arbitrary: fc.constant('ok'), weight: 8 },
      { arbitrary: fc.constantFrom('none', 'wrongSecret', 'stale', 'garbage'), weight: 2 },
    ),
    toStripe: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
  });
  const arbitrary = shape.map((s): CaseFn => (ctx) => {
    const pooled = ctx.pools.pick('stripeOrder', s.orderPick);
    const order = isOrder(pooled?.value) ? pooled.value : undefined;
    const tradeNo = s.knownOrder && order ? order.tradeNo : `T${garbageToken(s.orderPick).slice(0, 20)}`;
    const session: Record<string, unknown> = {
      id: `cs_test_${garbageToken(s.orderPick).slice(0, 24)}`,
      object: 'checkout.session',
      client_reference_id: tradeNo,
      metadata: { trade_no: tradeNo },
      amount_total: s.rightAmount && order ? order.amountCents : s.amount,
      currency: s.currency,
      payment_status: s.paymentStatus,
      status: s.status,
      mode: 'payment',
    };
    let event: Record<string, unknown> = {
      id: `evt_${garbageToken(s.orderPick + 1).slice(0, 24)}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: nowS(),
      type: s.type,
      data: { object: session },
    };
    const signature = s.signature;
    if (s.shape === 'mutated') {
      if (s.mutationKey === 'type' || s.mutationKey === 'data')
        event = { ...event, [s.mutationKey]: s.mutationValue };
      else if (s.mutationKey === 'object') event = { ...event, data: { object: s.mutationValue } };
      else event = { ...event, data: { object: { ...session, [s.mutationKey]: s.mutationValue } } };
    }
    const text =
      s.shape === 'raw'
        ? s.raw
        : s.shape === 'wrong'
          ? (JSON.stringify(s.wrong) ?? '')
          : JSON.stringify(event);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
    const t = nowS();
    switch (signature) {
      case 'ok':
        headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
          payload: text,
          secret: STRIPE_WEBHOOK_SECRET,
          timestamp: t,
        });
        break;
      case 'wrongSecret':
        headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
          payload: text,
          secret: 'whsec_other',
          timestamp: t,
        });
        break;
      case 'stale':
        headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
          payload: text,
          secret: STRIPE_WEBHOOK_SECRET,
          timestamp: t - 400,
        });
        break;
      case 'garbage':
        headers['stripe-signature'] = 't=1,v1=zz,v0=';
        break;
      default:
        break;
    }
    return {
      method: 'POST',
      path: `${API_PREFIX}/pay/notify/stripe`,
      headers,
      body: text,
      instance: s.toStripe ? ctx.stripeInstance : pickInstance(ctx, s.c),
      envelope: true,
    };
  });
  return { name: 'POST /pay/notify/stripe (Stripe-signed)', arbitrary };
}

// ---------------------------------------------------------------------------------------------
// The operator's API (/admin/api, bearer ADMIN_TOKEN)

const bearer = fc.oneof(
  { arbitrary: fc.constant(`Bearer ${ADMIN_TOKEN}`), weight: 6 },
  { arbitrary: fc.constant(undefined), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      'Bearer wrong-token-0123456789',
      `bearer   ${ADMIN_TOKEN}  `,
      `Basic ${ADMIN_TOKEN}`,
      'Bearer',
      'Bearer ',
      `Bearer ${ADMIN_TOKEN}x`,
      `Bearer ${ADMIN_TOKEN.slice(0, -1)}`,
      `Bearer ${'x'.repeat(5000)}`,
    ),
    weight: 2,
  },
);

function adminListTarget(): Target {
  const query = fc.oneof(
    {
      arbitrary: fc
        .record(
          {
            unanswered: fc.oneof(fc.constantFrom('0', '1', 'true', 'false'), fc.string({ maxLength: 5 })),
            limit: fc.oneof(
              fc.integer({ min: 1, max: 500 }).map(String),
              fc.constantFrom('0', '501', '-1', '1.5', 'x', ''),
            ),
            offset: fc.oneof(
              fc.integer({ min: 0, max: 1000 }).map(String),
              fc.constantFrom('-1', 'x', '1e3'),
            ),
          },
          { requiredKeys: [] },
        )
        .map(toQuery),
      weight: 8,
    },
    { arbitrary: rawQuery.map(pathSafe), weight: 2 },
  );
  const arbitrary = fc
    .record({
      c: common('none'),
      auth: bearer,
      query,
      method: fc.oneof(
        { arbitrary: fc.constant('GET'), weight: 19 },
        { arbitrary: fc.constantFrom('POST', 'DELETE', 'HEAD'), weight: 1 },
      ),
    })
    .map((s): CaseFn => (ctx) => {
      const headers: Record<string, string> = {};
      if (s.auth) headers.authorization = s.auth;
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      if (s.c.language !== undefined) headers.language = headerSafe(s.c.language);
      return {
        method: s.method,
        path: `/admin/api/feedback${s.query ? `?${s.query}` : ''}`,
        headers,
        instance: pickInstance(ctx, s.c),
        envelope: s.method !== 'HEAD',
      };
    });
  return { name: 'GET /admin/api/feedback (bearer)', arbitrary };
}

function adminReplyTarget(): Target {
  const valid = fc.record({ body: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }) });
  const schema = {
    type: 'object',
    properties: { body: { type: 'string', maxLength: 2000 } },
    required: ['body'],
  };
  const arbitrary = fc
    .record({
      c: common('none'),
      auth: bearer,
      id: fc.oneof(
        { arbitrary: poolRef('feedbackId'), weight: 6 },
        {
          arbitrary: fc.constantFrom<unknown>(
            '0',
            '-1',
            'abc',
            '1.5',
            '99999999999999999999',
            '%zz',
            'x'.repeat(600),
            '9007199254740993',
          ),
          weight: 2,
        },
      ),
      body: bodyArbitrary(
        valid,
        mutatedValue(schema, () => undefined),
      ),
    })
    .map((s): CaseFn => (ctx) => {
      const id = ctx.pools.resolve(s.id).value;
      const { text } = bodyText(ctx, s.body);
      const headers: Record<string, string> = { 'content-type': s.body.contentType ?? 'application/json' };
      if (s.auth) headers.authorization = s.auth;
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      if (s.c.language !== undefined) headers.language = headerSafe(s.c.language);
      return {
        method: 'POST',
        path: `/admin/api/feedback/${pathSafe(String(id))}/reply`,
        headers,
        body: text,
        instance: pickInstance(ctx, s.c),
        envelope: true,
      };
    });
  return { name: 'POST /admin/api/feedback/:id/reply (bearer)', arbitrary };
}

// ---------------------------------------------------------------------------------------------
// Pages: the gateway redirect, the sandbox gateway, the OAuth stand-ins, articles

const returnUrl = fc.constantFrom(
  '/pages/pay/result',
  '/',
  '//evil.example',
  'https://evil.example/',
  '/\\evil',
  'javascript:alert(1)',
  '',
  '/%zz',
  `/${'a'.repeat(2100)}`,
);

function gatewayTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      channel: fc.oneof(
        { arbitrary: fc.constantFrom('sandbox', 'sandbox', 'stripe'), weight: 9 },
        { arbitrary: fc.constantFrom('paypal', '', '%zz', 'SANDBOX', 'x'.repeat(600)), weight: 1 },
      ),
      orderPick: fc.nat(),
      knownOrder: fc.oneof(
        { arbitrary: fc.constant(true), weight: 4 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      orderName: fc.option(fc.string({ unit: 'grapheme', maxLength: 30 }), { nil: undefined }),
      returnUrl: fc.option(returnUrl, { nil: undefined }),
      language: fc.option(fc.constantFrom('1', '2', '3', '4', '5', '0', '99', 'xx'), { nil: undefined }),
      raw: fc.option(rawQuery, { nil: undefined, freq: 10 }),
    })
    .map((s): CaseFn => (ctx) => {
      const stripe = s.channel === 'stripe';
      const pooled = ctx.pools.pick(stripe ? 'stripeOrder' : 'sandboxOrder', s.orderPick);
      const order = isOrder(pooled?.value) ? pooled.value : undefined;
      const orderId = s.knownOrder && order ? order.tradeNo : garbageToken(s.orderPick).slice(0, 30);
      const query =
        s.raw !== undefined
          ? pathSafe(s.raw)
          : toQuery({
              order_id: orderId,
              order_name: s.orderName,
              return_url: s.returnUrl,
              language: s.language,
            });
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      return {
        method: 'GET',
        path: `/pay/gateway/${s.channel.startsWith('x') ? s.channel : pathSafe(s.channel)}?${query}`,
        headers,
        instance: stripe ? ctx.stripeInstance : pickInstance(ctx, s.c, pooled?.instance),
        envelope: false,
      };
    });
  return {
    name: 'GET /pay/gateway/:channel (page)',
    arbitrary,
    after: (ctx, spec, response) => {
      const location = String(response.headers.location ?? '');
      const match = /\/sandbox-pay\/checkout\/(sp_[0-9a-f]{24})/.exec(location);
      const orderId = /order_id=([^&]+)/.exec(spec.path)?.[1];
      if (match?.[1])
        ctx.pools.add('sandboxPayment', { id: match[1], tradeNo: orderId ?? '' }, spec.instance);
    },
  };
}

function sandboxPaymentId(
  ctx: FuzzContext,
  pick: number,
  known: boolean,
): { id: string; instance: number | undefined } {
  const pooled = ctx.pools.pick('sandboxPayment', pick);
  const value = pooled?.value;
  if (known && typeof value === 'object' && value !== null && 'id' in value) {
    return { id: String(value.id), instance: pooled?.instance };
  }
  return {
    id: `sp_${garbageToken(pick)
      .replace(/[^0-9a-f]/g, '0')
      .slice(0, 24)}`,
    instance: undefined,
  };
}

const odd = fc.constantFrom(
  'sp_',
  'sp_zz',
  '%zz',
  '..',
  'x'.repeat(600),
  'sp_000000000000000000000000/extra',
  '%00',
);

function sandboxPageTarget(method: 'GET' | 'POST'): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      pick: fc.nat(),
      known: fc.oneof(
        { arbitrary: fc.constant(true), weight: 4 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      odd: fc.option(odd, { nil: undefined, freq: 10 }),
      language: fc.option(fc.constantFrom('1', '2', '3', '4', '5', '0', '99', 'xx'), { nil: undefined }),
      action: fc.oneof(
        { arbitrary: fc.constantFrom('pay', 'fail', 'cancel'), weight: 8 },
        { arbitrary: fc.constantFrom('', 'PAY', 'refund', 'a'.repeat(5000)), weight: 2 },
      ),
      form: fc.oneof(
        { arbitrary: fc.constant<'form' | 'json' | 'raw' | 'none'>('form'), weight: 8 },
        { arbitrary: fc.constantFrom<'form' | 'json' | 'raw' | 'none'>('json', 'raw', 'none'), weight: 2 },
      ),
      raw: fc.string({ maxLength: 200 }),
      acceptLanguage: fc.option(fc.constantFrom('en-US,en;q=0.9', 'zh-TW', 'th', '*', 'x'.repeat(300)), {
        nil: undefined,
      }),
    })
    .map((s): CaseFn => (ctx) => {
      const { id, instance } = sandboxPaymentId(ctx, s.pick, s.known);
      const idPath = s.odd ?? id;
      const query = s.language !== undefined ? `?language=${pct(s.language)}` : '';
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      if (s.acceptLanguage) headers['accept-language'] = s.acceptLanguage;
      let body: string | undefined;
      if (method === 'POST') {
        if (s.form === 'form') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          body = `action=${pct(s.action)}`;
        } else if (s.form === 'json') {
          headers['content-type'] = 'application/json';
          body = JSON.stringify({ action: s.action });
        } else if (s.form === 'raw') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          body = s.raw;
        }
      }
      return {
        method,
        path: `/sandbox-pay/checkout/${pathSafe(idPath)}${query}`,
        headers,
        body,
        // The gateway notifies the instance that created the payment, on loopback.
        instance: pickInstance(ctx, s.c, instance),
        envelope: false,
      };
    });
  return { name: `${method} /sandbox-pay/checkout/:id (page)`, arbitrary };
}

function articleTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      key: fc.oneof(
        { arbitrary: fc.constantFrom('user', 'privacy', 'help'), weight: 8 },
        { arbitrary: fc.constantFrom('USER', 'nope', '%zz', '..%2f..', 'x'.repeat(600), ''), weight: 2 },
      ),
      query: fc.oneof(
        fc.constant(''),
        fc.constantFrom('1', '2', '3', '4', '5', '0', '99', '', 'en').map((l) => `?language=${l}`),
        fc.constantFrom('th', 'zh-Hans', 'id', 'x').map((l) => `?lang=${l}`),
        rawQuery.map((q) => `?${pathSafe(q)}`),
      ),
    })
    .map((s): CaseFn => (ctx) => {
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      if (s.c.language !== undefined) headers.language = headerSafe(s.c.language);
      return {
        method: 'GET',
        path: `/article/${pathSafe(s.key)}${s.query}`,
        headers,
        instance: pickInstance(ctx, s.c),
        envelope: false,
      };
    });
  return { name: 'GET /article/:key (page)', arbitrary };
}

const DIALOG_REDIRECT = (port: number) => `http://127.0.0.1:${port}/pages/login/callback`;

function oauthTarget(provider: 'facebook' | 'tiktok', method: 'GET' | 'POST'): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      rightClient: fc.oneof(
        { arbitrary: fc.constant(true), weight: 8 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      redirect: fc.constantFrom('own', 'own', 'own', 'none', 'evil', 'garbage'),
      state: fc.option(fc.oneof(hexId, fc.string({ maxLength: 600 })), { nil: undefined }),
      version: fc.constantFrom('v19.0', 'sdk', 'v1', '%zz'),
      decision: fc.oneof(
        { arbitrary: fc.constantFrom('allow', 'allow', 'cancel'), weight: 9 },
        { arbitrary: fc.constantFrom('', 'ALLOW', 'maybe'), weight: 1 },
      ),
      name: fc.oneof(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
        fc.constantFrom('', ' ', 'a'.repeat(41), 'Soak Tester'),
      ),
      email: fc.oneof(email, fc.constantFrom('', 'not-an-email', 'a@b')),
      form: fc.oneof(
        { arbitrary: fc.constant(true), weight: 9 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      raw: fc.string({ maxLength: 100 }),
      hl: fc.option(fc.constantFrom('en', 'th', 'zh-Hant', 'xx'), { nil: undefined }),
    })
    .map((s): CaseFn => (ctx) => {
      const instance = pickInstance(ctx, s.c);
      const port = ctx.ports()[instance] ?? 0;
      const redirect =
        s.redirect === 'own'
          ? DIALOG_REDIRECT(port)
          : s.redirect === 'evil'
            ? 'https://evil.example/pages/login/callback'
            : s.redirect === 'garbage'
              ? '::not a url::'
              : undefined;
      const params: Record<string, string | undefined> =
        provider === 'facebook'
          ? {
              client_id: s.rightClient ? 'sandbox-facebook-app' : 'other-app',
              redirect_uri: redirect,
              state: s.state,
              hl: s.hl,
            }
          : {
              client_key: s.rightClient ? 'sandbox-tiktok-client' : 'other-client',
              redirect_uri: redirect,
              state: s.state,
              response_type: s.rightClient ? 'code' : 'token',
            };
      const path =
        provider === 'facebook'
          ? `/sandbox-oauth/facebook/${s.version}/dialog/oauth?${toQuery(params)}`
          : `/sandbox-oauth/tiktok/authorize?${toQuery(params)}`;
      const headers: Record<string, string> = { host: `127.0.0.1:${port}` };
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      let body: string | undefined;
      if (method === 'POST') {
        headers['content-type'] = s.form ? 'application/x-www-form-urlencoded' : 'application/json';
        body = s.form
          ? toQuery({
              decision: s.decision,
              name: s.name,
              email: provider === 'facebook' ? s.email : undefined,
            })
          : s.raw;
      }
      return { method, path, headers, body, instance, envelope: false };
    });
  return {
    name: `${method} /sandbox-oauth/${provider === 'facebook' ? 'facebook/:version/dialog/oauth' : 'tiktok/authorize'} (page)`,
    arbitrary,
    after: (ctx, spec, response) => {
      const location = String(response.headers.location ?? '');
      const text = provider === 'facebook' && response.status === 200 ? response.body.toString('utf8') : '';
      const token =
        /access_token=(sbx\.[0-9a-f]+)/.exec(location)?.[1] ?? /(sbx\.[0-9a-f]{48})/.exec(text)?.[1];
      if (token) ctx.pools.add('fbToken', token, spec.instance);
      const code = /[?&]code=([0-9a-f]{48})/.exec(location)?.[1];
      if (code) ctx.pools.add('ttCode', code, spec.instance);
    },
  };
}

function staticTarget(
  name: string,
  paths: fc.Arbitrary<string>,
  headers: fc.Arbitrary<Record<string, string>> = fc.constant({}),
): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      path: paths,
      headers,
      head: fc.oneof(
        { arbitrary: fc.constant(false), weight: 19 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
    })
    .map((s): CaseFn => (ctx) => {
      const h: Record<string, string> = { ...s.headers };
      if (s.c.xff) h['x-forwarded-for'] = s.c.xff;
      return {
        method: s.head ? 'HEAD' : 'GET',
        path: s.path,
        headers: h,
        instance: pickInstance(ctx, s.c),
        envelope: false,
      };
    });
  return { name, arbitrary };
}

// ---------------------------------------------------------------------------------------------
// Media, avatars, the runtime config, unknown routes

const MEDIA_FILES = [
  'index.m3u8',
  '360p/index.m3u8',
  '360p/init.mp4',
  '360p/seg_000.m4s',
  'poster.webp',
  '360p/seg_999.m4s',
  '720p/index.m3u8',
];
const RANGES = [
  'bytes=0-99',
  'bytes=100-',
  'bytes=-500',
  'bytes=0-0,5-9',
  'bytes=999999-',
  'bytes=abc',
  'items=0-1',
  'bytes=5-1',
];

function mediaTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      key: fc.nat(),
      file: fc.constantFrom(...MEDIA_FILES),
      kind: fc.oneof(
        { arbitrary: fc.constant('valid'), weight: 6 },
        {
          arbitrary: fc.constantFrom(
            'expired',
            'tampered',
            'otherKey',
            'traversal',
            'encoded',
            'backslash',
            'nul',
            'garbage',
            'noToken',
            'farFuture',
          ),
          weight: 4,
        },
      ),
      range: fc.option(fc.constantFrom(...RANGES), { nil: undefined, freq: 3 }),
      junk: fc.string({ maxLength: 40 }),
    })
    .map((s): CaseFn => (ctx) => {
      const keys = ctx.mediaKeys;
      const key = keys[s.key % keys.length] ?? 'nokey';
      const other = keys[(s.key + 1) % keys.length] ?? 'nokey';
      const exp = nowS() + 3600;
      let path: string;
      switch (s.kind) {
        case 'expired':
          path = signedMediaPath(MEDIA_SECRET, key, s.file, nowS() - 10);
          break;
        case 'tampered':
          path = signedMediaPath(MEDIA_SECRET, key, s.file, exp).replace(/\.(.)/, '.A');
          break;
        case 'otherKey':
          path = signedMediaPath(MEDIA_SECRET, other, s.file, exp).replace(`/e/${other}/`, `/e/${key}/`);
          break;
        case 'traversal':
          path = signedMediaPath(MEDIA_SECRET, key, `../../${other}/${s.file}`, exp);
          break;
        case 'encoded':
          path = signedMediaPath(MEDIA_SECRET, key, `%2e%2e/%2e%2e/secrets.json`, exp);
          break;
        case 'backslash':
          path = signedMediaPath(MEDIA_SECRET, key, `..\\..\\${s.file}`, exp);
          break;
        case 'nul':
          path = signedMediaPath(MEDIA_SECRET, key, `${s.file}%00.m3u8`, exp);
          break;
        case 'garbage':
          path = `/media/${pathSafe(s.junk)}/e/${key}/${s.file}`;
          break;
        case 'noToken':
          path = `/media/e/${key}/${s.file}`;
          break;
        case 'farFuture':
          path = signedMediaPath(MEDIA_SECRET, key, s.file, 99_999_999_999_999);
          break;
        default:
          path = signedMediaPath(MEDIA_SECRET, key, s.file, exp);
      }
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      if (s.range) headers.range = s.range;
      return {
        method: 'GET',
        path: pathSafe(path),
        headers,
        instance: pickInstance(ctx, s.c),
        envelope: false,
      };
    });
  return { name: 'GET /media/<token>/e/<key>/<file> (signed media)', arbitrary };
}

function mediaAuthTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      key: fc.nat(),
      valid: fc.boolean(),
      junk: fc.string({ maxLength: 100 }),
      none: fc.boolean(),
    })
    .map((s): CaseFn => (ctx) => {
      const key = ctx.mediaKeys[s.key % ctx.mediaKeys.length] ?? 'k';
      const uri = s.valid
        ? signedMediaPath(MEDIA_SECRET, key, 'index.m3u8', nowS() + 60)
        : `/media/${s.junk}`;
      const headers: Record<string, string> = {};
      if (!s.none || s.valid) headers['x-original-uri'] = headerSafe(uri);
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      return {
        method: 'GET',
        path: '/media-auth',
        headers,
        instance: pickInstance(ctx, s.c),
        envelope: false,
      };
    });
  return { name: 'GET /media-auth (nginx auth_request)', arbitrary };
}

function posterTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      pick: fc.nat(),
      kind: fc.constantFrom('valid', 'valid', 'valid', 'missing', 'junk', 'traversal'),
      junk: fc.string({ maxLength: 60 }),
    })
    .map((s): CaseFn => (ctx) => {
      const poster = ctx.posters[s.pick % ctx.posters.length] ?? 'none.webp';
      const file =
        s.kind === 'valid'
          ? poster
          : s.kind === 'missing'
            ? `missing-${s.pick}.webp`
            : s.kind === 'traversal'
              ? '..%2f..%2fsecrets.json'
              : pathSafe(s.junk);
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      return {
        method: 'GET',
        path: `/media/posters/${file}`,
        headers,
        instance: pickInstance(ctx, s.c),
        envelope: false,
      };
    });
  return { name: 'GET /media/posters/:file', arbitrary };
}

function avatarTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      pick: fc.nat(),
      kind: fc.constantFrom('valid', 'valid', 'missing', 'junk'),
      junk: fc.string({ maxLength: 80 }),
    })
    .map((s): CaseFn => (ctx) => {
      const pooled = ctx.pools.pick('avatarUrl', s.pick);
      const valid =
        typeof pooled?.value === 'string' ? pooled.value : `/uploads/avatars/${'0'.repeat(64)}.webp`;
      const path =
        s.kind === 'valid'
          ? valid
          : s.kind === 'missing'
            ? `/uploads/avatars/${createHash('sha256').update(String(s.pick)).digest('hex')}.webp`
            : `/uploads/avatars/${pathSafe(s.junk)}`;
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      return { method: 'GET', path, headers, instance: pickInstance(ctx, s.c), envelope: false };
    });
  return { name: 'GET /uploads/avatars/:file', arbitrary };
}

const segment = fc.oneof(
  fc.constantFrom(
    'video',
    'pay',
    'user',
    'admin',
    'api',
    'v2',
    'index.php',
    '.env',
    '..',
    '.',
    '%2e%2e',
    '%zz',
    '%00',
    'wp-login.php',
    '~root',
    'x'.repeat(300),
  ),
  fc.string({ minLength: 1, maxLength: 12 }).map(pct),
);

function unknownApiTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('optional'),
      segments: fc.array(segment, { minLength: 1, maxLength: 4 }),
      method: fc.constantFrom('GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      body: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
    })
    .map((s): CaseFn => (ctx) => {
      const path = `${API_PREFIX}/${s.segments.join('/')}`;
      const body = s.method === 'GET' || s.body === undefined ? '' : (JSON.stringify(s.body) ?? '');
      const { headers, token } = apiHeaders(ctx, s.c, s.method, path, body);
      if (body !== '') headers['content-type'] = 'application/json';
      return {
        method: s.method,
        path: pathSafe(path),
        headers,
        body: body || undefined,
        instance: pickInstance(ctx, s.c),
        envelope: true,
        token,
      };
    });
  return { name: 'unknown route under /enjoy-api', arbitrary };
}

function unknownPageTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      segments: fc.array(segment, { minLength: 0, maxLength: 4 }),
      method: fc.constantFrom('GET', 'GET', 'POST', 'DELETE'),
      accept: fc.boolean(),
    })
    .map((s): CaseFn => (ctx) => {
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      if (s.accept) headers.accept = 'text/html';
      return {
        method: s.method,
        path: pathSafe(`/${s.segments.join('/')}`),
        headers,
        instance: pickInstance(ctx, s.c),
        envelope: false,
      };
    });
  return { name: 'unknown route outside the API (pages)', arbitrary };
}

/** Every target: the shared table, then the routes outside it. */
export function allTargets(): Target[] {
  const table = (Object.keys(endpoints) as EndpointName[])
    .filter((name) => name !== 'upload')
    .map((name) => tableTarget(name));
  return [
    ...table,
    uploadTarget(),
    sandboxNotifyTarget(),
    stripeNotifyTarget(),
    adminListTarget(),
    adminReplyTarget(),
    gatewayTarget(),
    sandboxPageTarget('GET'),
    sandboxPageTarget('POST'),
    oauthTarget('facebook', 'GET'),
    oauthTarget('facebook', 'POST'),
    oauthTarget('tiktok', 'GET'),
    oauthTarget('tiktok', 'POST'),
    articleTarget(),
    mediaTarget(),
    mediaAuthTarget(),
    posterTarget(),
    avatarTarget(),
    staticTarget(
      'GET /sandbox-oauth/facebook/sdk.js',
      fc.constantFrom(
        '/sandbox-oauth/facebook/sdk.js',
        '/sandbox-oauth/facebook/sdk.js?v=1',
        '/sandbox-oauth/facebook/sdk.jsx',
      ),
    ),
    staticTarget(
      'GET /runtime-config.js',
      fc.oneof(
        fc.constant('/runtime-config.js'),
        rawQuery.map((q) => `/runtime-config.js?${pathSafe(q)}`),
      ),
      fc.record({ 'if-none-match': fc.constantFrom('*', 'W/"x"', '') }, { requiredKeys: [] }),
    ),
    unknownApiTarget(),
    unknownPageTarget(),
  ];
}
