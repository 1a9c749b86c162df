/**
 * The security headers of the web app's responses (issue 14, docs/decisions/0017): the app shell
 * (its inline scripts allowed by hash, the pixel hosts only while the settings name a pixel,
 * Facebook's hosts only for a real Facebook app, the media origin of MEDIA_BASE_URL), API
 * answers, media and the service worker. Server-rendered pages: security-headers-pages.api.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { signedMediaPath } from '../modules/media/media-signing.ts';
import { inlineScripts } from './spa.ts';
import {
  APP_POLICY,
  CDN,
  cdn,
  COMMON_HEADERS,
  get,
  policyOf,
  PUBLIC_URL,
  sha256Source,
  t,
  useSecurityApps,
} from './security-headers.testing.ts';

useSecurityApps();

describe('the app shell', () => {
  it('allows scripts from this site and its own inline scripts by hash; never framed', async () => {
    for (const url of ['/', '/pages/index/index', '/pages/user/index', '/pages/video/play?drama_id=1&ep=1']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      const scripts = inlineScripts(res.body);
      // The runtime config, the boot data and the asset loader, each allowed by its hash (and on
      // home, the first screen's, for Continue watching's room).
      expect(scripts, url).toHaveLength(url.startsWith('/pages/index/index') || url === '/' ? 4 : 3);
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
