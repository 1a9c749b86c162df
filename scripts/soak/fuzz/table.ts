/**
 * The endpoints of the shared table (src/shared/contract/endpoints.ts): bodies generated from
 * each endpoint's zod schema, sometimes under another method; and what their answers teach.
 */
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { API_PREFIX } from '#shared/constants.ts';
import { endpoints, type EndpointName } from '#shared/contract/endpoints.ts';
import { endpointSchemas } from '#shared/contract/schemas.ts';
import { jsonSchemaOf, mutatedValue, poolRef, validValue } from '../arbitraries.ts';
import type { Envelope } from '../http.ts';
import { bodyArbitrary, bodyText, rawQuery, toQuery } from './bodies.ts';
import { apiHeaders, common, pathSafe, pct, pickInstance } from './headers.ts';
import { hintsFor } from './hints.ts';
import type { CaseFn, Target } from './target.ts';

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

export function tableTarget(name: EndpointName): Target {
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
export function harvestTable(name: EndpointName): NonNullable<Target['after']> {
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
