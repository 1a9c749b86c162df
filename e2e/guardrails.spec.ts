import { expect, test } from '@playwright/test';
import { watchErrors } from './support/page.ts';

/**
 * Spending guardrails and plain prices (issue 19) as a guest lives them at 390x844: cards and
 * the drama's detail say the price before the first tap; the wallet sets a monthly top-up limit;
 * a top-up over it is refused in the pay popup before any gateway (the page stays, the message
 * shows, no order appears in the records); raising the limit shows it pending with the time it
 * applies. That a raise applies only after 24 hours is the API test's (injected clock):
 * src/server/modules/pay/topup-limit.api.test.ts.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
});

test('cards and the detail say the price; the limit refuses a top-up before the gateway', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);

  // Home: every card of the first rail has its one-line price.
  await page.goto('/');
  const rail = page.getByTestId('home-rail').first();
  const card = rail.getByTestId('drama-card').first();
  await expect(card).toBeVisible();
  const prices = rail.getByTestId('price-line');
  await expect(prices.first()).toBeVisible();
  expect(await prices.count()).toBe(await rail.getByTestId('drama-card').count());
  // Shown short ("5 free ●25/ep"), read out in words ("5 free · 25 coins/ep").
  for (const text of await prices.allTextContents())
    expect(text).toMatch(/^(\d+ free)?[\d,]+\/ep(\d+ free · )?[\d,]+ coins\/ep$|^Free$/);

  // The detail (the episode list): the whole breakdown, and nothing spent yet.
  await card.click();
  await expect(page).toHaveURL(/\/pages\/video\/play\?drama_id=\d+/);
  await page.getByTestId('episode-grid-open').click();
  const block = page.getByTestId('price-block');
  await expect(block).toBeVisible();
  await expect(block).toContainText(/Whole series: [\d,]+ coins ≈ \$\d+\.\d\d at the best coin pack rate/);
  await expect(block).toContainText(/coins per locked episode/);
  await expect(page.getByTestId('price-spent')).toHaveText('You have spent nothing on this series yet');

  // The wallet: no limit yet; set $5.00, at once.
  await page.goto('/pages/user/storeRecord');
  const limit = page.getByTestId('topup-limit');
  await expect(limit.getByTestId('topup-limit-used')).toHaveText('No limit · topped up this month: $0.00');
  await limit.getByTestId('topup-limit-edit').click();
  await limit.getByTestId('topup-limit-input').fill('5');
  await limit.getByTestId('topup-limit-save').click();
  await expect(limit.getByTestId('topup-limit-used')).toHaveText('Used this month: $0.00 / $5.00');
  await expect(limit.getByTestId('topup-limit-pending')).toHaveCount(0);

  // A $9.99 pack is over it: refused in the popup, no navigation, no order.
  await page.getByTestId('records-top-up').click();
  const popup = page.getByTestId('pay-popup');
  await popup.getByTestId('pay-goods-102').click();
  const refusal = popup.getByTestId('pay-limit-refused');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Over your monthly top-up limit');
  await expect(refusal).toContainText('monthly top-up limit of $5.00');
  await expect(refusal).toContainText('You can still top up $5.00 this month');
  expect(new URL(page.url()).pathname).toBe('/pages/user/storeRecord');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByText('No top-up records')).toBeVisible();

  // Raising to $50.00 waits 24 hours: the limit in force stays, the raise shows with its time.
  await limit.getByTestId('topup-limit-edit').click();
  await limit.getByTestId('topup-limit-input').fill('50');
  await limit.getByTestId('topup-limit-save').click();
  const pending = limit.getByTestId('topup-limit-pending');
  await expect(pending).toContainText(/^Rises to \$50\.00 on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  await expect(limit.getByTestId('topup-limit-used')).toHaveText('Used this month: $0.00 / $5.00');
  await page.reload();
  await expect(limit.getByTestId('topup-limit-pending')).toContainText('Rises to $50.00');

  // The wallet rules, from the wallet.
  await limit.getByTestId('wallet-rules-link').click();
  await expect(page).toHaveURL(/\/pages\/user\/walletRules$/);
  const rules = page.getByTestId('wallet-rules');
  await expect(rules.getByRole('heading', { name: 'Purchased coins never expire' })).toBeVisible();
  await expect(rules).toContainText('Monthly top-up limit');

  expect(errors).toEqual([]);
});
