/**
 * Screenshots of the rewards screens in the five languages, for docs/screens/ (issue 15):
 * the rewards page as a guest and as a member before and after checking in, the card on home,
 * Mine's entry and the wallet detail with the expiry line.
 *
 *   PORT=8294 HOST=127.0.0.1 DATA_DIR=.data-e2e node scripts/start.mjs &
 *   BASE=http://127.0.0.1:8294 DATA_DIR=.data-e2e node --import tsx scripts/screens-rewards.ts
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { lastMailedCode } from '../src/server/testing/outbox.ts';

const BASE = process.env.BASE ?? 'http://127.0.0.1:8294';
const DATA_DIR = path.resolve(process.env.DATA_DIR ?? '.data-e2e');
const OUT = path.resolve('docs/screens');
const LANGS = [
  { id: 2, name: 'zh-Hant' },
  { id: 1, name: 'zh-Hans' },
  { id: 3, name: 'en' },
  { id: 4, name: 'th' },
  { id: 5, name: 'id' },
] as const;

async function shot(page: Page, name: string, lang: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
}

async function emailLogin(page: Page, email: string): Promise<void> {
  await page.getByTestId('rewards-login').click();
  await page.getByTestId('login-channel-email').click();
  await page.getByTestId('login-email-input').fill(email);
  await page.getByTestId('login-get-code').click();
  let code = '';
  for (let i = 0; i < 50 && !code; i++) {
    try {
      code = lastMailedCode(DATA_DIR, email).code;
    } catch {
      await page.waitForTimeout(200);
    }
  }
  await page.getByTestId('login-code-input').fill(code);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
}

const browser = await launchChromium();
const only = process.env.LANGS?.split(',');
try {
  for (const lang of LANGS.filter((l) => !only || only.includes(l.name))) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((id) => {
      if (!sessionStorage.getItem('screens-language')) {
        sessionStorage.setItem('screens-language', '1');
        localStorage.setItem('enjoy.language', String(id));
      }
    }, lang.id);
    const page = await context.newPage();
    await page.goto(`${BASE}/`);
    const card = page.getByTestId('rewards-home-card');
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    await shot(page, 'rewards-home-card-guest', lang.name);
    await page.goto(`${BASE}/pages/user/rewards`);
    await page.getByTestId('rewards-panel').waitFor();
    await shot(page, 'rewards-guest', lang.name);
    // The code is read from the outbox: an English mail keeps it in plain text (a Thai one is
    // base64), so log in in English and come back in the language.
    await page.evaluate(() => localStorage.setItem('enjoy.language', '3'));
    await page.reload();
    await emailLogin(page, `screens-${lang.name.toLowerCase()}-${Date.now()}@example.com`);
    await page.evaluate((id) => localStorage.setItem('enjoy.language', String(id)), lang.id);
    await page.reload();
    await page.getByTestId('rewards-checkin-button').waitFor();
    await shot(page, 'rewards-member', lang.name);
    await page.getByTestId('rewards-checkin-button').click();
    await page.getByTestId('rewards-checked-in').waitFor();
    await shot(page, 'rewards-checked-in', lang.name);
    await page.goto(`${BASE}/pages/user/index`);
    await page.getByTestId('mine-entry-rewards').waitFor();
    await shot(page, 'rewards-mine-entry', lang.name);
    await page.goto(`${BASE}/pages/user/storeRecord?tab=detail`);
    await page.getByTestId('ledger-expires').first().waitFor();
    await shot(page, 'rewards-wallet-detail', lang.name);
    await context.close();
  }
} finally {
  await browser.close();
}
