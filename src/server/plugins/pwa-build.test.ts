/**
 * The real web build (vite.config.ts with vite-plugin-pwa) into a temporary folder, as the
 * server will serve it: the generated service worker precaches the app shell and nothing the
 * server renders or signs, and the page links the manifest and registers the worker.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-sw-build-'));
const read = (file: string): string => readFileSync(path.join(outDir, file), 'utf8');

beforeAll(async () => {
  const { build } = await import('vite');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
}, 180_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

function precachedUrls(sw: string): string[] {
  return [...sw.matchAll(/url:\s*"([^"]+)"|"url":\s*"([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
}

describe('the built service worker', () => {
  it('precaches the hashed JS and CSS, the icons, and no page, API call or media', () => {
    const urls = precachedUrls(read('sw.js'));
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.some((u) => /^assets\/index-[\w-]+\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => u.endsWith('.css'))).toBe(true);
    expect(urls).toContain('pwa/icon-512.png');
    for (const u of urls) {
      // sw.js as a file of its own, not a hashed name that ends so (assets/dZAhR9sw.js).
      expect(u).not.toMatch(/\.html$|enjoy-api|^\/?media\/|(^|\/)sw\.js$/);
    }
  });

  it('registers from the page, which links the manifest', () => {
    const html = read('index.html');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('/registerSW.js');
    expect(read('registerSW.js')).toContain("register('/sw.js', { scope: '/' })");
    const manifest = JSON.parse(read('manifest.webmanifest')) as { display: string; icons: unknown[] };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons).toHaveLength(4);
  });
});
