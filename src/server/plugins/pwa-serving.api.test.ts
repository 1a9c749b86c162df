/** The installable app's files as the server sends them (decision 0009). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

let t: TestApp;
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-pwa-'));

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'pwa'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"><!--app-config--></head><body></body></html>',
  );
  writeFileSync(path.join(webRoot, 'sw.js'), 'self.__WB_MANIFEST;');
  // As scripts/compress-assets.mjs leaves it: the server sends the variant the client accepts.
  writeFileSync(path.join(webRoot, 'sw.js.br'), brotliCompressSync('self.__WB_MANIFEST;'));
  writeFileSync(path.join(webRoot, 'registerSW.js'), "navigator.serviceWorker.register('/sw.js')");
  writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Enjoy Drama","display":"standalone"}');
  writeFileSync(path.join(webRoot, 'pwa', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await buildTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('serves the service worker as JavaScript, revalidated on every update check', async () => {
    for (const [file, encoding] of [
      ['/sw.js', 'identity'],
      ['/sw.js', 'br'],
      ['/registerSW.js', 'gzip, br'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: file, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], `${file} ${encoding}`).toBe('no-cache');
    }
  });

  it('serves the manifest with its media type, and the icons', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await t.app.inject({ method: 'GET', url: '/pwa/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('still answers client routes with the page and API calls with the envelope', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pages/user/feedback' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('manifest.webmanifest');
    const api = await t.api.get('/nope');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 404, data: null });
  });
});
