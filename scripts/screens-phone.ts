/**
 * What the screenshot scripts share: a fresh guest's phone (390x844, device scale 1, Android
 * Chrome, no service worker) in one of the five languages, and a screenshot into docs/screens as
 * `<name>-<locale>.png` once toasts have gone and sheets finished opening.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, type LanguageId } from '#shared/languages.ts';
import { launchChromium } from './chromium.ts';

export const SCREENS_DIR = path.resolve('docs/screens');
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export async function phonePage(browser: Browser, baseURL: string, language: LanguageId): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: ANDROID_CHROME,
    serviceWorkers: 'block',
  });
  // The first visit's language question is answered: its sheet covers no screen.
  await context.addInitScript((id) => {
    localStorage.setItem('enjoy.language', String(id));
    localStorage.setItem('enjoy.language-asked', '1');
  }, language);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

export async function screenshot(page: Page, name: string, locale: string): Promise<void> {
  // Let sheets finish their opening animation, toasts go away and the floating menu (open for
  // its first second, SPEC 2) fold.
  await page
    .locator('.adm-toast-main')
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1_600);
  const file = path.join(SCREENS_DIR, `${name}-${locale}.png`);
  await page.screenshot({ path: file });
  process.stdout.write(`${file}\n`);
}

/**
 * Runs `screens` once per language in one Chromium, in the language picker's order; `LANGS`
 * (locales, comma-separated) picks some.
 */
export async function eachLanguage(
  screens: (browser: Browser, language: LanguageId, locale: string) => Promise<void>,
): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  const browser = await launchChromium();
  try {
    const only = process.env.LANGS?.split(',');
    for (const { id, locale } of LANGUAGES) {
      if (only && !only.includes(locale)) continue;
      await screens(browser, id, locale);
    }
  } finally {
    await browser.close();
  }
}

/**
 * From the play page: opens the first locked episode, buys the $4.99 pack on the sandbox and
 * comes back to its locked sheet, ready; that episode's number.
 */
export async function topUpAtFirstLocked(page: Page): Promise<number> {
  await page.getByTestId('episode-grid-open').click();
  const cell = page.locator('[data-testid^="episode-cell-"][data-locked="true"]').first();
  const number = Number((await cell.getAttribute('data-testid'))?.replace('episode-cell-', ''));
  await cell.click();
  const sheet = page.locator('[data-testid="locked-sheet"][data-state="ready"]');
  await sheet.waitFor();
  await page.getByTestId('unlock-episode').click();
  await page.getByTestId('pay-goods-101').click();
  await page.waitForURL(/\/sandbox-pay\/checkout\//);
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/pages\/video\/play\?/);
  await page.waitForFunction(() => localStorage.getItem('enjoy.pending-order') === null, undefined, {
    timeout: 20_000,
  });
  await sheet.waitFor();
  return number;
}
