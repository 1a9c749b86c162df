/**
 * Screenshots of issue 15's first-visit and account screens in the five languages, into
 * docs/screens (390x844, device scale 1): the first visit's language sheet (the browser's
 * language selected), Mine as a guest, Settings, the login form with an over-long email, and
 * the nickname editor at its 20-character limit. Each language is a fresh visitor:
 *
 *   PORT=8293 HOST=127.0.0.1 DATA_DIR=.data-e2e node scripts/start.mjs
 *   SCREENS_URL=http://127.0.0.1:8293 node --import tsx scripts/screens-account.ts [lang ...]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';

const BASE_URL = process.env.SCREENS_URL ?? 'http://127.0.0.1:8293';
const OUT = path.resolve('docs/screens');
const LANGUAGES = [
  { id: 2, name: 'zh-Hant', browser: 'zh-TW' },
  { id: 1, name: 'zh-Hans', browser: 'zh-CN' },
  { id: 3, name: 'en', browser: 'en-US' },
  { id: 4, name: 'th', browser: 'th-TH' },
  { id: 5, name: 'id', browser: 'id-ID' },
] as const;

async function shot(page: Page, name: string, lang: string): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
}

async function screensOf(browser: Browser, lang: (typeof LANGUAGES)[number]): Promise<void> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: lang.browser,
  });
  const page = await context.newPage();
  // A first visit: the sheet asks, with the browser's language selected.
  await page.goto('/');
  await page.getByTestId('language-sheet').waitFor();
  await shot(page, 'language-sheet', lang.name);
  await page.getByTestId('language-confirm').click();
  await page.getByTestId('language-sheet').waitFor({ state: 'hidden' });

  await page.goto('/pages/user/index');
  await page.getByTestId('mine-login').waitFor();
  await shot(page, 'mine-guest', lang.name);

  await page.goto('/pages/user/setting');
  await page.getByTestId('setting-nickname').waitFor();
  await shot(page, 'settings', lang.name);
  await page.getByTestId('setting-nickname').click();
  const input = page.getByTestId('nickname-input');
  await input.fill('');
  await input.pressSequentially('Drama Fan From Bangkok Thailand');
  await page.getByTestId('nickname-count').waitFor();
  await shot(page, 'nickname-limit', lang.name);

  await page.goto('/pages/user/index');
  await page.getByTestId('mine-login').click();
  await page.getByTestId('login-channel-email').click();
  await page
    .getByTestId('login-email-input')
    .fill('a.very.long.address.pasted.from.somewhere@subdomain.example-mail.com');
  await page.getByTestId('login-email-error').waitFor();
  await shot(page, 'login-email-too-long', lang.name);
  await context.close();
}

const wanted = process.argv.slice(2);
mkdirSync(OUT, { recursive: true });
const browser = await launchChromium();
try {
  for (const lang of LANGUAGES)
    if (wanted.length === 0 || wanted.includes(lang.name)) await screensOf(browser, lang);
} finally {
  await browser.close();
}
