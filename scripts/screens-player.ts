/**
 * Screenshots of a new viewer's first minutes (issue 15) in the five languages, into
 * docs/screens/<screen>-<lang>.png (390x844, device scale 1):
 *
 *   home-continue     home with the Continue watching rail (after watching two dramas a while)
 *   for-you           the For You feed: Continue watching, the fade, the episode, the swipe hint
 *   player-offline    the player playing on, offline, under its banner
 *   player-episodes   the player with the episode grid open
 *
 * Against a running server with the sample catalogue (the media folder of the e2e runs):
 *
 *   PORT=8292 HOST=127.0.0.1 DATA_DIR=.data-e2e node scripts/start.mjs
 *   SCREENS_URL=http://127.0.0.1:8292 node --import tsx scripts/screens-player.ts [lang ...]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';

const BASE_URL = process.env.SCREENS_URL ?? 'http://127.0.0.1:8292';
const OUT_DIR = path.resolve(import.meta.dirname, '..', 'docs', 'screens');

/** SPEC 9's language ids, by the file-name tag of each screenshot. */
const LANGUAGES = { 'zh-Hant': 2, 'zh-Hans': 1, en: 3, th: 4, id: 5 } as const;
type Lang = keyof typeof LANGUAGES;

const WAIT_MS = 20_000;

async function newContext(browser: Browser, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  await context.addInitScript(
    (id: number) => localStorage.setItem('enjoy.language', String(id)),
    LANGUAGES[lang],
  );
  return context;
}

function videoTime(page: Page): Promise<number> {
  return page.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.currentTime);
}

async function waitForTime(page: Page, seconds: number): Promise<void> {
  const until = Date.now() + WAIT_MS;
  while ((await videoTime(page)) < seconds) {
    if (Date.now() > until) throw new Error(`the video did not reach ${seconds} s`);
    await page.waitForTimeout(100);
  }
}

/** Plays a drama's episode for a while, then stops there (the position is saved on pause). */
async function watchAWhile(page: Page, dramaId: string, episode: number, seconds: number): Promise<void> {
  await page.goto(`/pages/video/play?drama_id=${dramaId}&ep=${episode}`);
  await page.getByTestId('player-video').waitFor();
  await waitForTime(page, seconds);
  const saved = page.waitForResponse((r) => r.url().includes('/enjoy-api/video/progress'));
  await page.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.pause());
  await saved;
}

/** Home's first rail: the drama ids it shows. */
async function railDramas(page: Page): Promise<string[]> {
  await page.goto('/');
  const cards = page.getByTestId('home-rail').first().getByTestId('drama-card');
  await cards.first().waitFor();
  const ids = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('data-drama-id') ?? ''));
  return ids.filter((id) => id !== '');
}

/**
 * Lets the images on screen decode and animations settle before a shot (lazily loaded images
 * off screen never load, so they are not waited for). The floating menu starts open and
 * closes after a second (SPEC 2): the shots are of the pages, not of it.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter(
          (img) => img.getBoundingClientRect().top < innerHeight && img.getBoundingClientRect().bottom > 0,
        )
        .map((img) =>
          Promise.race([img.decode().catch(() => undefined), new Promise((r) => setTimeout(r, 3000))]),
        ),
    ),
  );
  await page.waitForTimeout(1200);
}

async function shoot(page: Page, screen: string, lang: Lang): Promise<void> {
  await settle(page);
  const file = path.join(OUT_DIR, `${screen}-${lang}.png`);
  await page.screenshot({ path: file });
  process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
}

async function screensOf(browser: Browser, lang: Lang): Promise<void> {
  const context = await newContext(browser, lang);
  const page = await context.newPage();
  try {
    const [first, second] = await railDramas(page);
    if (!first || !second) throw new Error('the sample catalogue has fewer than two dramas');
    // History: the second drama a little into episode 2, then the first into episode 3 (last watched first).
    await watchAWhile(page, second, 2, 1.5);
    await watchAWhile(page, first, 3, 2.5);

    await page.goto('/');
    await page.getByTestId('continue-watching').waitFor();
    await page.getByTestId('home-rail').first().getByTestId('drama-card').first().waitFor();
    await shoot(page, 'home-continue', lang);

    await page.getByTestId('tab-recommend').click();
    await page.getByTestId('recommend-item').first().waitFor();
    await page.getByTestId('continue-watching').waitFor();
    await page
      .locator('[data-testid="recommend-item"][data-active="true"] video')
      .evaluate(
        (v: HTMLVideoElement) =>
          new Promise<void>((resolve) =>
            v.currentTime > 1
              ? resolve()
              : v.addEventListener('timeupdate', () => v.currentTime > 1 && resolve()),
          ),
      );
    await shoot(page, 'for-you', lang);

    await page.goto(`/pages/video/play?drama_id=${first}&ep=1`);
    await waitForTime(page, 1);
    await page.getByTestId('episode-grid-open').click();
    await page.getByTestId('episode-grid').waitFor();
    await page.waitForTimeout(500); // the sheet's slide-in
    await shoot(page, 'player-episodes', lang);

    await page.goto(`/pages/video/play?drama_id=${second}&ep=1`);
    await waitForTime(page, 0.5);
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await waitForTime(page, 1.5);
    await shoot(page, 'player-offline', lang);
    await context.setOffline(false);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const langs = (Object.keys(LANGUAGES) as Lang[]).filter((l) => wanted.length === 0 || wanted.includes(l));
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const lang of langs) await screensOf(browser, lang);
  } finally {
    await browser.close();
  }
}

await main();
