/** Unknown routes, under /enjoy-api (the envelope's 404) and outside it (pages). */
import fc from 'fast-check';
import { API_PREFIX } from '#shared/constants.ts';
import { apiHeaders, common, pathSafe, pct, pickInstance } from './headers.ts';
import type { CaseFn, Target } from './target.ts';

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

export function unknownApiTarget(): Target {
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

export function unknownPageTarget(): Target {
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
