/**
 * Screenshots of issue 15's pay and account screens in the five languages, into docs/screens
 * (390x844, device scale 1): the pay popup opened from a locked episode (coin packs first), the
 * top-up records with a cancelled order, the rank list, the avatar cropper and the
 * add-to-home-screen sheet. Each language is a fresh guest of a running server:
 *
 *   PORT=8293 HOST=127.0.0.1 DATA_DIR=.data-e2e node scripts/start.mjs
 *   node --import tsx scripts/screens-pay.ts            # BASE_URL=http://127.0.0.1:8293
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eachLanguage, phonePage, screenshot as shot } from './screens-phone.ts';
import type { LanguageId } from '#shared/languages.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8293';
const POSTERS = path.resolve(process.env.DATA_DIR ?? '.data-e2e', 'media/posters');

/** Home, the first drama, the first locked episode: its locked sheet. */
async function openLockedEpisode(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('home-rail').first().getByTestId('drama-card').first().click();
  await page.getByTestId('player').waitFor();
  await page.getByTestId('episode-grid-open').click();
  await page.locator('[data-testid^="episode-cell-"][data-locked="true"]').first().click();
  await page.locator('[data-testid="locked-sheet"][data-state="ready"]').waitFor();
}

async function payPopupFromLockedEpisode(page: Page): Promise<void> {
  await page.getByTestId('unlock-episode').click();
  await page.getByTestId('pay-coin-list').waitFor();
}

/** In the open pay popup: a package, then the sandbox gateway's button; back on the play page. */
async function sandbox(page: Page, goodsId: number, action: 'pay' | 'cancel' | 'fail'): Promise<void> {
  await page.getByTestId(`pay-goods-${goodsId}`).click();
  await page.waitForURL(/\/sandbox-pay\/checkout\//);
  await page.getByTestId(`sandbox-${action}`).click();
  await page.waitForURL(/\/pages\/video\/play\?/);
  // The pending-order polling settles it.
  await page.waitForFunction(() => localStorage.getItem('enjoy.pending-order') === null, undefined, {
    timeout: 20_000,
  });
}

async function screens(browser: Browser, language: LanguageId, locale: string, photo: Buffer): Promise<void> {
  const page = await phonePage(browser, BASE_URL, language);

  await openLockedEpisode(page);
  await payPopupFromLockedEpisode(page);
  await shot(page, 'pay-popup', locale);

  // Records: a cancelled top-up, a failed one and a paid one.
  await sandbox(page, 101, 'cancel');
  await page.locator('[data-testid="locked-sheet"][data-state="ready"]').waitFor();
  await payPopupFromLockedEpisode(page);
  await sandbox(page, 103, 'fail');
  await page.locator('[data-testid="locked-sheet"][data-state="ready"]').waitFor();
  await payPopupFromLockedEpisode(page);
  await sandbox(page, 102, 'pay');
  await page.goto('/pages/user/storeRecord');
  await page.locator('[data-testid="order-row"][data-status="cancelled"]').waitFor();
  await shot(page, 'records', locale);

  await page.goto('/pages/video/rankList');
  await page.getByTestId('rank-row').first().waitFor();
  await page.locator('img').first().waitFor();
  await shot(page, 'rank', locale);

  await page.goto('/pages/user/index');
  await page.getByTestId('mine-avatar').click();
  await page.getByTestId('face-upload-input').setInputFiles({
    name: 'poster.webp',
    mimeType: 'image/webp',
    buffer: photo,
  });
  await page.getByTestId('face-upload-cropper').waitFor();
  await shot(page, 'avatar-cropper', locale);

  await page.goto('/pages/user/index');
  await page.getByTestId('mine-entry-home-screen').click();
  await page.getByTestId('home-screen-sheet').waitFor();
  // Headless Chromium does not judge engagement: the browser's install offer, as it arrives.
  // (A string: tsx's helpers for named functions do not exist in the page.)
  await page.evaluate(`window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
  }))`);
  await page.getByTestId('home-screen-install').waitFor();
  await shot(page, 'home-screen', locale);

  await page.context().close();
}

const posters = (await readdir(POSTERS)).filter((name) => name.endsWith('.webp')).sort();
const photo = await readFile(path.join(POSTERS, posters[0] ?? ''));
await eachLanguage((browser, id, locale) => screens(browser, id, locale, photo));
