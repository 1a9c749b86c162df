/** Pages: articles, the OAuth stand-ins' dialogs (GET and POST), static files. */
import fc from 'fast-check';
import { rawQuery, toQuery } from './bodies.ts';
import { common, headerSafe, pathSafe, pickInstance } from './headers.ts';
import { email, hexId } from './hints.ts';
import type { CaseFn, Target } from './target.ts';

export function articleTarget(): Target {
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

export function oauthTarget(provider: 'facebook' | 'tiktok', method: 'GET' | 'POST'): Target {
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

export function staticTarget(
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
