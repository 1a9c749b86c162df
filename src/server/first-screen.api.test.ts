import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.ts';
import { writeCatalogueFixture } from './testing/catalogue-fixture.ts';
import { seedCatalogue } from './modules/catalogue/catalogue-seed.repository.ts';
import { escapeHtml } from './lib/html.ts';
import { CONTINUE_ROOM_SCRIPT } from './first-screen.ts';
import { inlineScripts } from './plugins/spa.ts';
import { createSettingRepository } from './modules/setting/setting.repository.ts';
import th from '../web/locales/th.json' with { type: 'json' };
import zhHant from '../web/locales/zh-Hant.json' with { type: 'json' };

let t: TestApp;
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
const SPLASH = '<!--app-screen--><div class="boot-splash"></div><!--/app-screen-->';

beforeAll(async () => {
  writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><!--app-config--></head><body><div id="root">${SPLASH}</div></body></html>`,
  );
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  t = await buildTestApp({ webRoot });
  await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot));
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

interface Boot {
  language: number;
  home: {
    banners: { title: string; image: string }[];
    rails: { title: string; list: { title: string; poster: string }[] }[];
  };
}

function bootOf(html: string): Boot {
  const match = /window\.__BOOT__=(.*?);<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Boot;
}

describe('the static first screen of home', () => {
  it('is in #root at / and /pages/index/index, made from the boot data', async () => {
    for (const url of ['/', '/pages/index/index', '/?from=share']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const boot = bootOf(res.body);
      const banner = boot.home.banners[0];
      const drama = boot.home.rails.find((r) => r.list.length > 0)?.list[0];
      expect(banner && drama, 'fixture has a banner and a rail').toBeTruthy();
      if (!banner || !drama) return;
      const root = res.body.slice(res.body.indexOf('<div id="root">'));
      expect(root).not.toContain('boot-splash');
      expect(root).toContain('class="fs-shell"');
      expect(root).toContain(`<span class="fs-caption">${escapeHtml(banner.title)}</span>`);
      expect(root).toContain(
        `<img src="${escapeHtml(banner.image)}" alt="" width="750" height="422" fetchpriority="high">`,
      );
      expect(root).toContain(`<img src="${escapeHtml(drama.poster)}" alt="" width="300" height="400"`);
      expect(root).toContain(escapeHtml(drama.title));
      // Its style is in the page; the React home's test ids are not duplicated.
      expect(res.body).toMatch(/<style>[^<]*\.fs-shell\{/);
      expect(root).not.toContain('data-testid');
    }
  });

  it('lets its Continue watching script run: every inline script of the page is allowed by its hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).toContain(`<script>${CONTINUE_ROOM_SCRIPT}</script>`);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const scripts = inlineScripts(res.body);
    expect(scripts).toContain(CONTINUE_ROOM_SCRIPT);
    for (const script of scripts) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(scriptSrc, script.slice(0, 40)).toContain(hash);
    }
  });

  it('is not sent for other routes, which keep the splash', async () => {
    for (const url of ['/pages/video/rankList', '/pages/user/index']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(SPLASH);
      expect(res.body).not.toContain('fs-shell');
    }
  });

  it('gives the players a black splash, as they are (no pink title bar before the video)', async () => {
    for (const url of ['/pages/video/play?drama_id=1&ep=3', '/pages/user/downloads/play?episode=7']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const root = res.body.slice(res.body.indexOf('<div id="root">'));
      expect(root, url).toContain('<div class="boot-splash boot-dark" aria-busy="true">');
      expect(root, url).not.toContain(SPLASH);
      expect(root, url).not.toContain('fs-shell');
    }
  });
});

describe('the page in the language the visitor chose (decision 0021)', () => {
  const tabs = (html: string): string => /<nav class="fs-tabs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

  it('is built in the language of the cookie, first screen and boot data alike', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'a=1; enjoy_language=4' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(bootOf(res.body).language).toBe(4);
    expect(tabs(res.body)).toContain(escapeHtml(th['tabs.home']));
    // Other routes get the boot data in that language too (the settings need no request).
    const mine = await t.app.inject({
      method: 'GET',
      url: '/pages/user/index',
      headers: { cookie: 'enjoy_language=4' },
    });
    expect(bootOf(mine.body).language).toBe(4);
  });

  it('keeps the site language without the cookie, or with a value that names no language', async () => {
    for (const cookie of [undefined, 'enjoy_language=9', 'enjoy_language=']) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });
      expect(bootOf(res.body).language, String(cookie)).toBe(2);
      expect(tabs(res.body)).toContain(escapeHtml(zhHant['tabs.home']));
    }
  });

  it('ignores the cookie where the site does not let users choose', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    writeFileSync(
      path.join(root, 'index.html'),
      `<!doctype html><html><head><!--app-config--></head><body><div id="root">${SPLASH}</div></body></html>`,
    );
    const fixed = await buildTestApp({ webRoot: root });
    try {
      await createSettingRepository(fixed.database.db).set('use_lanaguage_switch', 0);
      await seedCatalogue(fixed.database.db, writeCatalogueFixture(fixed.config.mediaRoot));
      const res = await fixed.app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: 'enjoy_language=4' },
      });
      expect(bootOf(res.body).language).toBe(2);
    } finally {
      await fixed.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
