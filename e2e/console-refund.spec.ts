/**
 * Issue 18, orders and refunds as they meet in a browser: a viewer on a phone buys the 500-coin
 * pack on the sandbox gateway and unlocks an episode; a finance operator (made by the command
 * line) finds the order in /console/orders, reads its gateway timeline, sees what a refund takes
 * back and refunds it; the viewer's top-up records then say refunded, and why, in English.
 * No console page breaks its Content-Security-Policy.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminCommand, CONSOLE_DESKTOP, finishSetup, setupLinkIn } from './support/console.ts';
import { watchCsp } from './support/csp.ts';
import { newPhone } from './support/journey.ts';
import { expectPlaying } from './support/page.ts';

test.use(CONSOLE_DESKTOP);

/** The viewer buys the $4.99 pack from a locked episode's sheet and unlocks that episode. */
async function buyAndUnlock(viewer: Page): Promise<void> {
  await viewer.goto('/');
  await viewer.getByTestId('home-rail').first().getByTestId('drama-card').first().click();
  await expectPlaying(viewer);
  await viewer.getByTestId('episode-grid-open').click();
  await viewer.locator('[data-testid^="episode-cell-"][data-locked="true"]').first().click();
  const sheet = viewer.getByTestId('locked-sheet');
  await expect(sheet).toHaveAttribute('data-state', 'ready');
  await sheet.getByTestId('unlock-episode').click();
  await viewer.getByTestId('pay-popup').getByTestId('pay-goods-101').click();
  await viewer.waitForURL(/\/sandbox-pay\/checkout\//);
  await viewer.getByTestId('sandbox-pay').click();
  await viewer.waitForURL(/\/pages\/video\/play\?/);
  await expect(viewer.getByTestId('locked-gold')).toHaveText('500', { timeout: 15_000 });
  await viewer.getByTestId('unlock-episode').click();
  await expect(viewer.getByTestId('locked-sheet')).toBeHidden({ timeout: 15_000 });
}

test('finance finds a sandbox order, reads its timeline and refunds it; the viewer sees why', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const { context: phone, page: viewer } = await newPhone(browser);
  await buyAndUnlock(viewer);
  await viewer.goto('/pages/user/storeRecord');
  const row = viewer.locator('[data-testid="order-row"][data-status="paid"]');
  await expect(row).toHaveCount(1);
  const tradeNo = (await row.getAttribute('data-trade-no')) ?? '';
  expect(tradeNo).toMatch(/^T\d{14}/);

  const csp = await watchCsp(context);
  await context.addInitScript(() => localStorage.setItem('console.language', '3'));
  const created = await adminCommand('operator:create', '--email', 'fin@example.com', '--role', 'finance');
  await finishSetup(page, setupLinkIn(created), 'correct horse battery staple');

  csp.step = 'orders';
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/console\/orders$/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Paid').click();
  await expect(page).toHaveURL(/\/console\/orders\?status=paid$/);
  await page.getByRole('link', { name: tradeNo }).click();

  csp.step = 'order';
  await expect(page.getByRole('heading', { name: `Order ${tradeNo}` })).toBeVisible();
  await expect(page.getByTestId('order-event')).toHaveCount(3);
  await expect(page.getByTestId('order-event').last()).toHaveAttribute('data-kind', 'notify');
  await page.getByTestId('refund-button').click();
  const dialog = page.getByRole('dialog');
  // 500 coins + 50 vouchers bought; the unlock spent vouchers first: what is left goes back.
  const preview = dialog.getByTestId('refund-preview');
  await expect(preview).toHaveText(/^\d+ coins, \d+ vouchers, 0 VIP days$/);
  const [coins = 0, vouchers = 0] = ((await preview.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(coins).toBe(500);
  expect(vouchers).toBeLessThan(50);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByTestId('order-result')).toHaveText('Refunded');
  await expect(page.getByTestId('refund-button')).toHaveCount(0);
  await expect(page.locator('[data-testid="order-event"][data-kind="refunded"]')).toHaveCount(1);
  expect(csp.events, csp.events.join('\n')).toEqual([]);
  expect(csp.console, csp.console.join('\n')).toEqual([]);

  await viewer.goto('/pages/user/storeRecord');
  const refunded = viewer.locator(`[data-testid="order-row"][data-trade-no="${tradeNo}"]`);
  await expect(refunded).toHaveAttribute('data-status', 'refunded');
  await expect(refunded.getByTestId('order-status')).toHaveText('Refunded');
  await expect(refunded.getByTestId('order-refund-note')).toContainText('still unspent were taken back');
  await phone.close();
});
