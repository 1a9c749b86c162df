/**
 * The operator console's page and assets (plugins/console-app.ts): index.html for /console and
 * its client routes with the console's own CSP and no-cache, hashed assets cached for a year, a
 * missing file a 404 (never the viewer app's shell), and the viewer app untouched.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

const consoleRoot = mkdtempSync(path.join(os.tmpdir(), 'console-root-'));
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-console-'));
const CONSOLE_HTML =
  '<!doctype html><html><head><script type="module" src="/console/assets/main-abc123.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(consoleRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(consoleRoot, 'index.html'), CONSOLE_HTML);
  writeFileSync(path.join(consoleRoot, 'assets', 'main-abc123.js'), 'console.log("console")');
  writeFileSync(path.join(consoleRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><!--app-config--></head><body>viewer</body></html>',
  );
  [t, unbuilt] = await Promise.all([buildTestApp({ webRoot, consoleRoot }), buildTestApp({ webRoot })]);
});
afterAll(async () => {
  await Promise.all([t.close(), unbuilt.close()]);
  rmSync(consoleRoot, { recursive: true, force: true });
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the console page', () => {
  it('serves index.html at /console and at every client route, revalidated, with its own CSP', async () => {
    for (const url of [
      '/console',
      '/console/',
      '/console/login',
      '/console/setup',
      '/console/audit?page=2',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(CONSOLE_HTML);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/console/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("console")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/console/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with a 404, never a page', async () => {
    for (const url of ['/console/assets/gone-123.js', '/console/index.html', '/console/x.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<html');
    }
  });

  it('leaves /console-api to the console API (a JSON envelope, never the page)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console-api/no-such-call' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).not.toContain('<html');
  });

  it('leaves the viewer app where it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/user/index' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('viewer');
    expect(String(res.headers['content-security-policy'])).not.toBe(
      String((await t.app.inject({ method: 'GET', url: '/console' })).headers['content-security-policy']),
    );
  });

  it('answers 404 without a build, not the viewer app', async () => {
    const res = await unbuilt.app.inject({ method: 'GET', url: '/console/login' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('viewer');
  });
});
