/**
 * Screenshots of downloads (issue 19) in the five languages, into docs/screens/ (390x844):
 *
 *   download-chooser   the player's Download sheet (how many episodes, from the one on screen)
 *   downloads          the Downloads page with two series saved (sizes, days left, space)
 *
 * Against a running server with the sample catalogue (the media folder of the e2e runs):
 *
 *   PORT=8642 HOST=127.0.0.1 DATA_DIR=.data-e2e node scripts/start.mjs &
 *   SCREENS_URL=http://127.0.0.1:8642 node --import tsx scripts/screens-downloads.ts [lang ...]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';

const BASE_URL = process.env.SCREENS_URL ?? 'http://127.0.0.1:8642';
const OUT_DIR = path.resolve(import.meta.dirname, '..', 'docs', 'screens');
const LANGUAGES = { 'zh-Hant': 2, 'zh-Hans': 1, en: 3, th: 4, id: 5 } as const;
type Lang = keyof typeof LANGUAGES;

async function capture(page: Page, screen: string, lang: Lang): Promise<void> {
  await page.waitForTimeout(800); // sheets slide in, toasts fade
  const file = path.join(OUT_DIR, `${screen}-${lang}.png`);
  await page.screenshot({ path: file });
  process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
}

/** Opens the player at episode `from` and downloads `count` episodes from there. */
async function download(page: Page, dramaId: string, from: number, count: number): Promise<void> {
  await page.goto(`/pages/video/play?drama_id=${dramaId}&ep=${from}`);
  await page.getByTestId('download-open').click();
  const sheet = page.getByTestId('download-sheet');
  for (let n = 3; n > count; n -= 1) await sheet.locator('.adm-stepper-minus').click();
  await sheet.getByTestId('download-start').click();
  await sheet.waitFor({ state: 'hidden' });
}

/**
 * Waits until `count` downloads are complete (the page must stay while they run). Polled from
 * here: waitForFunction takes an async check's promise as a truthy answer at once.
 */
async function downloadsDone(page: Page, count: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const done = await page.evaluate(async () => {
      const cache = await caches.open('enjoy-downloads-v1');
      const metas = (await cache.keys()).filter((r) =>
        new URL(r.url).pathname.startsWith('/downloads-meta/'),
      );
      const states = await Promise.all(
        metas.map(async (r) => ((await (await cache.match(r))?.json()) as { status: string }).status),
      );
      return states.filter((s) => s === 'done').length;
    });
    if (done >= count) return;
    if (Date.now() - started > 60_000)
      throw new Error(`only ${done} of ${count} downloads done after a minute`);
    await page.waitForTimeout(200);
  }
}

async function screensOf(browser: Browser, lang: Lang): Promise<void> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    // With the worker, the chooser says a download goes on in the background (decision 0050).
    serviceWorkers: 'allow',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  await context.addInitScript((id: number) => {
    localStorage.setItem('enjoy.language', String(id));
    localStorage.setItem('enjoy.language-asked', '1');
  }, LANGUAGES[lang]);
  const page = await context.newPage();
  try {
    await page.goto('/');
    const cards = page.getByTestId('home-rail').first().getByTestId('drama-card');
    await cards.first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const ids = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('data-drama-id') ?? ''));
    const [first, second] = ids.filter((id) => id !== '');
    if (!first || !second) throw new Error('the sample catalogue has fewer than two dramas');

    await page.goto(`/pages/video/play?drama_id=${first}&ep=1`);
    await page.getByTestId('download-open').click();
    await page.getByTestId('download-sheet').waitFor();
    await capture(page, 'download-chooser', lang);

    await download(page, first, 1, 3);
    await downloadsDone(page, 3);
    await download(page, second, 1, 2);
    await downloadsDone(page, 5);
    await page.goto('/pages/user/index');
    await page.getByTestId('mine-entry-downloads').click();
    await page.locator('[data-testid="download-episode"][data-state="done"]').nth(4).waitFor();
    await capture(page, 'downloads', lang);
  } finally {
    await context.close();
  }
}

const wanted = process.argv.slice(2);
mkdirSync(OUT_DIR, { recursive: true });
const browser = await launchChromium();
try {
  for (const lang of Object.keys(LANGUAGES) as Lang[]) {
    if (wanted.length === 0 || wanted.includes(lang)) await screensOf(browser, lang);
  }
} finally {
  await browser.close();
}
