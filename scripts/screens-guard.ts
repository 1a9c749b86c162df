/**
 * Screenshots of issue 19's plain prices and spending guardrails in the five languages, into
 * docs/screens (390x844, device scale 1): home's cards with their price line, the drama's price
 * block in the episode list (after a top-up and an unlock, so it says what was spent), the
 * wallet's monthly limit with a raise pending, and the wallet rules. Each language is a fresh
 * guest of a running server:
 *
 *   PORT=8611 HOST=127.0.0.1 DATA_DIR=.data-e2e node scripts/start.mjs
 *   BASE_URL=http://127.0.0.1:8611 node --import tsx scripts/screens-guard.ts
 */
import type { Browser, Page } from 'playwright-core';
import { eachLanguage, phonePage, screenshot as shot, topUpAtFirstLocked } from './screens-phone.ts';
import type { LanguageId } from '#shared/languages.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8611';

/** From the play page: the first locked episode, a $4.99 top-up on the sandbox, the unlock. */
async function topUpAndUnlock(page: Page): Promise<void> {
  await topUpAtFirstLocked(page);
  await page.getByTestId('unlock-episode').click();
  await page.getByTestId('locked-sheet').waitFor({ state: 'hidden' });
}

async function screens(browser: Browser, language: LanguageId, locale: string): Promise<void> {
  const page = await phonePage(browser, BASE_URL, language);

  await page.goto('/');
  const rail = page.getByTestId('home-rail').first();
  await rail.getByTestId('price-line').first().waitFor();
  await rail.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.locator('img').first().waitFor();
  await shot(page, 'prices-cards', locale);

  await rail.getByTestId('drama-card').first().click();
  await page.getByTestId('player').waitFor();
  await topUpAndUnlock(page);
  await page.getByTestId('episode-grid-open').click();
  await page.getByTestId('price-block').waitFor();
  await page.locator('[data-testid="price-spent"]').waitFor();
  await shot(page, 'prices-detail', locale);

  await page.goto('/pages/user/storeRecord');
  const limit = page.getByTestId('topup-limit');
  await limit.getByTestId('topup-limit-used').waitFor();
  for (const amount of ['20', '50']) {
    await limit.getByTestId('topup-limit-edit').click();
    await limit.getByTestId('topup-limit-input').fill(amount);
    await limit.getByTestId('topup-limit-save').click();
    await limit.getByTestId('topup-limit-edit').waitFor();
  }
  await limit.getByTestId('topup-limit-pending').waitFor();
  await shot(page, 'wallet-limit', locale);

  await limit.getByTestId('wallet-rules-link').click();
  await page.getByTestId('wallet-rules').waitFor();
  await shot(page, 'wallet-rules', locale);

  await page.context().close();
}

await eachLanguage(screens);
