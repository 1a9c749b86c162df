import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SIGN_KEY, type TestApp } from '../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../modules/catalogue/catalogue-seed.repository.ts';

let t: TestApp;
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-'));

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ webRoot });
  await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot));
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function readWindowValue(html: string, name: string): unknown {
  const match = new RegExp(`window\\.${name}=(.*?);</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
}

describe('the served page', () => {
  it('serves the app at / and at client routes with the runtime config and the boot data', async () => {
    for (const url of ['/', '/pages/user/index', '/pages/video/play?drama_id=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      const config = readWindowValue(res.body, '__APP_CONFIG__') as { apiSignKey: string; apiBase: string };
      expect(config).toMatchObject({ apiSignKey: TEST_SIGN_KEY, apiBase: '/enjoy-api' });
      const boot = readWindowValue(res.body, '__BOOT__') as {
        language: number;
        settings: { system_setting: { tiktok_sercet: string } };
        home: { banners: { image: string }[]; rails: unknown[] };
      };
      expect(boot.language).toBe(2);
      expect(boot.settings.system_setting.tiktok_sercet).toBe('');
      expect(boot.home.rails.length).toBeGreaterThan(0);
      const preload = `<link rel="preload" as="image" href="${boot.home.banners[0]?.image}"`;
      // The first banner is preloaded on home only, where it shows.
      if (url === '/') expect(res.body).toContain(preload);
      else expect(res.body).not.toContain(preload);
      expect(res.body).not.toContain(t.config.mediaSecret);
    }
  });

  it('names the stand-ins that run, for the sandbox ribbon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    // The default install: the sandbox gateway and the Facebook and TikTok stand-ins.
    expect(readWindowValue(res.body, '__APP_CONFIG__')).toMatchObject({
      sandbox: 1,
      sandboxPay: 1,
      sandboxLogins: 1,
    });
    expect(res.body).toContain('<html data-sandbox');
    const stripe = await buildTestApp({
      webRoot,
      env: { STRIPE_SECRET_KEY: 'sk_test_ribbon', STRIPE_WEBHOOK_SECRET: 'whsec_ribbon' },
    });
    try {
      const keyed = await stripe.app.inject({ method: 'GET', url: '/' });
      // Stripe takes the payments: only the logins are stand-ins.
      expect(readWindowValue(keyed.body, '__APP_CONFIG__')).toMatchObject({
        sandbox: 1,
        sandboxPay: 0,
        sandboxLogins: 1,
      });
    } finally {
      await stripe.close();
    }
  });

  it('serves the new page after a rebuild under the running server', async () => {
    const indexFile = path.join(webRoot, 'index.html');
    const original = readFileSync(indexFile, 'utf8');
    try {
      writeFileSync(
        indexFile,
        original.replace('<div id="root">', '<script src="/assets/app-new456.js"></script><div id="root">'),
      );
      utimesSync(indexFile, new Date(), new Date(Date.now() + 5000));
      const res = await t.app.inject({ method: 'GET', url: '/pages/user/index' });
      expect(res.body).toContain('/assets/app-new456.js');
      expect(readWindowValue(res.body, '__APP_CONFIG__')).toMatchObject({ apiSignKey: TEST_SIGN_KEY });
    } finally {
      writeFileSync(indexFile, original);
      utimesSync(indexFile, new Date(), new Date(Date.now() + 10_000));
    }
    const back = await t.app.inject({ method: 'GET', url: '/' });
    expect(back.body).not.toContain('/assets/app-new456.js');
  });

  it('serves hashed assets immutable and unknown files as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/index.html' })).statusCode).not.toBe(200);
  });

  it('leaves an API path no route matched to the envelope, never to a file lookup', async () => {
    // Far over the router's parameter length, find-my-way tried the files' wildcard route,
    // whose lookup refused the name as 403.
    for (const length of [501, 5000]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/enjoy-api/comm/dictType/${'a'.repeat(length)}`,
      });
      expect(res.statusCode, String(length)).toBe(414);
      expect(JSON.parse(res.body)).toMatchObject({ code: 414, data: null });
    }
    const unknown = await t.app.inject({ method: 'GET', url: `/enjoy-api/none/${'a'.repeat(5000)}` });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 404, data: null });
  });
});
