/**
 * The security-headers tests' two installs over a built-like web root (the default one, and one
 * with media on a CDN, a public https address and a real Facebook app), the catalogue seeded in
 * both; and what the tests compare: the policy read off a response, the hash Chromium computes,
 * the expected policies and headers. A test file calls useSecurityApps() once at its top: `t`
 * and `cdn` are set before its tests run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { seedCatalogue } from '../modules/catalogue/catalogue-seed.repository.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../testing/catalogue-fixture.ts';

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
export let t: TestApp;
/** Media from a CDN, a public https address, a real Facebook app, the stand-ins still on. */
export let cdn: TestApp;

export const CDN = 'https://cdn.example.com';
export const PUBLIC_URL = 'https://drama.example.com';

export function useSecurityApps(): void {
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
}

/** The Content-Security-Policy as directive → sources. */
export function policyOf(res: LightMyRequestResponse): Record<string, string[]> {
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
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The web app's policy (shell, API answers, assets, media, sw.js) without script hashes. */
export const APP_POLICY = {
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

export const STAND_IN_POLICY = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The headers helmet sets on every response of the default install. */
export const COMMON_HEADERS = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'origin-agent-cluster': '?1',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });
