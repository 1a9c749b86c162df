/** The operator's API (/admin/api, bearer ADMIN_TOKEN): the feedback list and replies. */
import fc from 'fast-check';
import { mutatedValue, poolRef } from '../arbitraries.ts';
import { ADMIN_TOKEN } from '../http.ts';
import { bodyArbitrary, bodyText, rawQuery, toQuery } from './bodies.ts';
import { common, headerSafe, pathSafe, pickInstance } from './headers.ts';
import type { CaseFn, Target } from './target.ts';

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

export function adminListTarget(): Target {
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

export function adminReplyTarget(): Target {
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
