/**
 * The security headers of every kind of response (issue 14, docs/decisions/0017): the app shell
 * (its inline scripts allowed by hash, the pixel hosts only while the settings name a pixel,
 * Facebook's hosts only for a real Facebook app, the media origin of MEDIA_BASE_URL), the
 * article pages (framed by this site only), the sandbox gateway's and the OAuth stand-in's
 * pages (never framed, forms to this site), API answers, media and the service worker.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderData } from '#shared/contract/wallet.ts';
import { seedCatalogue } from '../modules/catalogue/catalogue-seed.repository.ts';
import { signedMediaPath } from '../modules/media/media-signing.ts';
import { buildTestApp, deviceToken, type TestApp } from '../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../testing/catalogue-fixture.ts';
import { inlineScripts } from './spa.ts';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-csp-'));
/** The shape of the built index.html: a config placeholder, the inline asset loader, sw registration. */
const INDEX_HTML = [
  '<!doctype html><html><head><!--app-config--><style>body{margin:0}</style></head><body>',
  '<div id="root"><!--app-screen--><div class="boot-splash"></div><!--/app-screen--></div>',
  '<template id="app-assets"><script type="module" crossorigin src="/assets/app-abc123.js"></script></template>',
  "<script>(function(){document.getElementById('app-assets')})()</script>",
  '<script id="vite-plugin-pwa:register-sw" src="/registerSW.js" defer></script>',
  '</body></html>',
].join('');

/** The default install: media here, no PUBLIC_URL, the stand-ins on. */
let t: TestApp;
/** Media from a CDN, a public https address, a real Facebook app, the stand-ins still on. */
let cdn: TestApp;

const CDN = 'https://cdn.example.com';
const PUBLIC_URL = 'https://drama.example.com';

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'sw.js'), "self.addEventListener('fetch', () => {})");
  [t, cdn] = await Promise.all([
    buildTestApp({ webRoot, env: { SANDBOX: '1' } }),
    buildTestApp({
      webRoot,
      env: {
        SANDBOX: '1',
        PUBLIC_URL,
        MEDIA_BASE_URL: `${CDN}/drama-media`,
        FACEBOOK_APP_ID: '424242',
        FACEBOOK_APP_SECRET: 'a-real-looking-secret',
      },
    }),
  ]);
  await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot));
  await seedCatalogue(cdn.database.db, writeCatalogueFixture(cdn.config.mediaRoot));
});
afterAll(async () => {
  await Promise.all([t.close(), cdn.close()]);
  rmSync(webRoot, { recursive: true, force: true });
});

/** The Content-Security-Policy as directive → sources. */
function policyOf(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** What Chromium computes for an inline script, independently of the code under test. */
function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The web app's policy (shell, API answers, assets, media, sw.js) without script hashes. */
const APP_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'frame-src': ["'self'"],
  'worker-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const STAND_IN_POLICY = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The headers helmet sets on every response of the default install. */
const COMMON_HEADERS = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'origin-agent-cluster': '?1',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('the app shell', () => {
  it('allows scripts from this site and its own inline scripts by hash; never framed', async () => {
    for (const url of ['/', '/pages/index/index', '/pages/user/index', '/pages/video/play?drama_id=1&ep=1']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      const scripts = inlineScripts(res.body);
      // The runtime config, the boot data and the asset loader, each allowed by its hash.
      expect(scripts, url).toHaveLength(3);
      expect(scripts.some((s) => s.startsWith('window.__APP_CONFIG__='))).toBe(true);
      expect(scripts.some((s) => s.startsWith('window.__BOOT__='))).toBe(true);
      const policy = policyOf(res);
      expect(policy, url).toEqual({ ...APP_POLICY, 'script-src': expect.any(Array) });
      expect(policy['script-src']?.sort(), url).toEqual(["'self'", ...scripts.map(sha256Source)].sort());
      expect(res.headers, url).toMatchObject({
        ...COMMON_HEADERS,
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cache-control': 'no-cache',
      });
      // Plain http without PUBLIC_URL: no HSTS (browsers ignore it over http anyway).
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).not.toMatch(/nonce|unsafe-eval|facebook|tiktok/);
    }
  });

  it('names the pixel hosts only while the settings name a pixel, from the next page on', async () => {
    const shell = async () => policyOf(await get(t, '/'));
    const settings = t.app.services.settings;
    try {
      await settings.update('pixel_facebook', 'px-1234567890');
      let policy = await shell();
      expect(policy['script-src']).toContain('https://connect.facebook.net');
      expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'https://www.facebook.com']);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://www.facebook.com']);
      expect(JSON.stringify(policy)).not.toContain('tiktok');

      await settings.update('pixel_tiktok', 'CTIKTOKPIXEL01');
      policy = await shell();
      expect(policy['script-src']).toEqual(
        expect.arrayContaining(['https://connect.facebook.net', 'https://analytics.tiktok.com']),
      );
      expect(policy['connect-src']).toEqual([
        "'self'",
        'blob:',
        'https://www.facebook.com',
        'https://analytics.tiktok.com',
      ]);

      await settings.update('pixel_facebook', '');
      policy = await shell();
      expect(JSON.stringify(policy)).not.toContain('facebook');
      expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'https://analytics.tiktok.com']);

      // Only the shell loads pixels: API answers keep the plain policy.
      const api = await t.api.post('/service/check-setting');
      expect(String(api.raw.headers['content-security-policy'])).not.toContain('tiktok');
    } finally {
      await settings.update('pixel_facebook', '');
      await settings.update('pixel_tiktok', '');
    }
    expect(JSON.stringify(await shell())).not.toMatch(/facebook|tiktok/);
  });

  it("adds MEDIA_BASE_URL's origin, a real Facebook app's hosts, and HSTS on an https address", async () => {
    const res = await get(cdn, '/');
    const policy = policyOf(res);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', CDN]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', CDN, 'https://www.facebook.com']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'blob:',
      CDN,
      'https://graph.facebook.com',
      'https://www.facebook.com',
      'https://web.facebook.com',
    ]);
    expect(policy['script-src']).toContain('https://connect.facebook.net');
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.facebook.com', 'https://web.facebook.com']);
    expect(policy['form-action']).toEqual(["'self'", PUBLIC_URL]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    // The posters of the boot data and the first screen come from the CDN, which img-src allows.
    expect(res.body).toContain(`<link rel="preload" as="image" href="${CDN}/drama-media/`);
  });
});

describe('server-rendered pages', () => {
  it('articles: no script, nothing loaded, framed by this site only (the agreement popup)', async () => {
    for (const key of ['user', 'privacy', 'help']) {
      const res = await get(t, `/article/${key}?language=3`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script');
      expect(policyOf(res)).toEqual({
        'default-src': ["'none'"],
        'style-src': ["'unsafe-inline'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'self'"],
      });
      expect(res.headers).toMatchObject({ ...COMMON_HEADERS, 'x-frame-options': 'SAMEORIGIN' });
    }
  });

  it('the sandbox gateway: a form to this site, which then sends the buyer back to this site', async () => {
    const token = await deviceToken(t.api, 'csp-device-0000001');
    const order = await t.api.post('/pay/create-order', { goods_id: 101, pay_channel_id: 1 }, { token });
    const created = createOrderData.parse(order.body.data);
    // The browser's visits, all on one origin (http://csp.test).
    const host = { host: 'csp.test' };
    const gateway = await get(
      t,
      `${created.gateway}?${new URLSearchParams({ order_id: created.orderId, order_name: created.orderName, return_url: '/pages/user/index' })}`,
      host,
    );
    expect(gateway.statusCode).toBe(303);
    const checkout = String(gateway.headers.location);
    expect(checkout).toMatch(/^\/sandbox-pay\/checkout\/sp_[0-9a-f]{24}$/);

    const page = await get(t, checkout, host);
    expect(page.statusCode).toBe(200);
    expect(policyOf(page)).toEqual(STAND_IN_POLICY);
    expect(page.headers).toMatchObject({
      ...COMMON_HEADERS,
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    expect(page.body).not.toContain('<script');
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(action.startsWith(`${checkout}?`)).toBe(true);

    // Chromium applies form-action to the redirect after the POST too: it stays on this site.
    const paid = await t.app.inject({
      method: 'POST',
      url: action.replace(/&amp;/g, '&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...host },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(String(paid.headers.location)).toBe('http://csp.test/pages/user/index');

    const missing = await get(t, '/sandbox-pay/checkout/sp_000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(policyOf(missing)).toEqual(STAND_IN_POLICY);
  });

  it('the OAuth stand-in: consent forms to this site; the popup runs only its own script', async () => {
    const authorize = `/sandbox-oauth/tiktok/authorize?${new URLSearchParams({
      client_key: 'sandbox-tiktok-client',
      response_type: 'code',
      redirect_uri: 'http://csp.test/pages/login/callback',
      state: 's',
    }).toString()}`;
    const consent = await get(t, authorize, { host: 'csp.test' });
    expect(consent.statusCode).toBe(200);
    expect(policyOf(consent)).toEqual(STAND_IN_POLICY);
    expect(consent.headers).toMatchObject({ 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' });

    const bad = await get(t, '/sandbox-oauth/tiktok/authorize');
    expect(bad.statusCode).toBe(400);
    expect(policyOf(bad)).toEqual(STAND_IN_POLICY);

    const dialog = '/sandbox-oauth/facebook/sdk/dialog/oauth?client_id=sandbox-facebook-app&display=popup';
    expect(policyOf(await get(t, dialog))).toEqual(STAND_IN_POLICY);
    const popup = await t.app.inject({
      method: 'POST',
      url: dialog,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=allow&name=CSP+Fan',
    });
    expect(popup.statusCode).toBe(200);
    const scripts = inlineScripts(popup.body);
    expect(scripts).toHaveLength(1);
    expect(policyOf(popup)).toEqual({ ...STAND_IN_POLICY, 'script-src': scripts.map(sha256Source) });

    // With PUBLIC_URL the stand-ins redirect there: form-action names its origin too.
    const staged = await get(
      cdn,
      `/sandbox-oauth/tiktok/authorize?${new URLSearchParams({
        client_key: 'sandbox-tiktok-client',
        response_type: 'code',
        redirect_uri: `${PUBLIC_URL}/pages/login/callback`,
      }).toString()}`,
    );
    expect(staged.statusCode).toBe(200);
    expect(policyOf(staged)['form-action']).toEqual(["'self'", PUBLIC_URL]);
  });
});

describe('API answers, media and the service worker', () => {
  it('an API answer has helmet headers and the plain app policy', async () => {
    const res = await t.api.post('/service/check-setting');
    expect(res.body.code).toBe(200);
    expect(policyOf(res.raw)).toEqual(APP_POLICY);
    expect(res.raw.headers).toMatchObject({
      ...COMMON_HEADERS,
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    const missing = await t.api.post('/no/such/route');
    expect(missing.status).toBe(404);
    expect(policyOf(missing.raw)).toEqual(APP_POLICY);
    expect(missing.raw.headers).toMatchObject(COMMON_HEADERS);
    // Refused before the handler (a bad signature): the headers are there all the same.
    const unsigned = await t.api.post('/service/check-setting', {}, { unsigned: true });
    expect(unsigned.status).toBe(401);
    expect(unsigned.raw.headers).toMatchObject({ ...COMMON_HEADERS, 'x-frame-options': 'DENY' });
  });

  it('media stay readable from another origin (a CDN in front) and keep working', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const key = 'secret01k';
    const playlist = await get(t, signedMediaPath(t.config.mediaSecret, key, 'index.m3u8', exp));
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segment = await get(t, signedMediaPath(t.config.mediaSecret, key, '360p/seg_000.m4s', exp), {
      range: 'bytes=0-99',
    });
    expect(segment.statusCode).toBe(206);
    const poster = await get(t, '/media/posters/secret-bride.webp');
    expect(poster.statusCode).toBe(200);
    for (const res of [playlist, segment, poster]) {
      expect(res.headers).toMatchObject({
        'cross-origin-resource-policy': 'cross-origin',
        'x-content-type-options': 'nosniff',
      });
    }
    const refused = await get(t, `/media/${exp}.bad/e/${key}/index.m3u8`);
    expect(refused.statusCode).toBe(403);

    // nginx's auth_request answer is unchanged.
    const uri = signedMediaPath(t.config.mediaSecret, key, 'index.m3u8', exp);
    expect((await get(t, '/media-auth', { 'x-original-uri': uri })).statusCode).toBe(204);
    expect((await get(t, '/media-auth')).statusCode).toBe(403);
  });

  it("sw.js carries the worker's own policy: the media origin for the posters it caches", async () => {
    const sw = await get(cdn, '/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const policy = policyOf(sw);
    expect(policy['connect-src']).toEqual(["'self'", 'blob:', CDN]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', CDN]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(sw.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
