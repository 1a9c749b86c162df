/**
 * What the screenshot scripts share: a fresh guest's phone (390x844, device scale 1, Android
 * Chrome, no service worker) in one of the five languages, and a screenshot into docs/screens as
 * `<name>-<locale>.png` once toasts have gone and sheets finished opening.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { LanguageId } from '#shared/languages.ts';

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
