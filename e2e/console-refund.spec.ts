/**
 * Issue 18's "Done when", in Chromium: a viewer on a phone logs in by email, buys the 500-coin
 * pack on the sandbox gateway and unlocks two episodes; a support operator finds the viewer by
 * email, reaches the order and cannot refund it; a finance operator refunds it from the order
 * page (its gateway timeline read first); the viewer's balance loses exactly the coins still
 * unspent, the ledger and the top-up records say why, and the owner's audit log says who.
 * Operators are made by the command line, each in a browser context of its own (1440x900).
 */
import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_DESKTOP, newOperator, operatorIn } from './support/console.ts';
import { watchCsp } from './support/csp.ts';
import { newPhone } from './support/journey.ts';
import { logInWithCode, openLoginPopup } from './support/login.ts';
import { expectPlaying } from './support/page.ts';

test.use(CONSOLE_DESKTOP);

const VIEWER_EMAIL = `refund-viewer-${Date.now()}@example.com`;

async function logIn(viewer: Page): Promise<void> {
  await viewer.goto('/');
  await openLoginPopup(viewer);
  await logInWithCode(viewer, VIEWER_EMAIL);
}

async function unlockNextLocked(viewer: Page): Promise<void> {
  await viewer.getByTestId('episode-grid-open').click();
  await viewer.locator('[data-testid^="episode-cell-"][data-locked="true"]').first().click();
  const sheet = viewer.getByTestId('locked-sheet');
  await expect(sheet).toHaveAttribute('data-state', 'ready');
}

/** The viewer tops up the $4.99 pack (500 coins) from the records page, then unlocks two episodes. */
async function buyAndUnlockTwo(viewer: Page): Promise<void> {
  await viewer.goto('/pages/user/storeRecord');
  await viewer.getByTestId('records-top-up').click();
  await viewer.getByTestId('pay-popup').getByTestId('pay-goods-101').click();
  await viewer.waitForURL(/\/sandbox-pay\/checkout\//);
  await viewer.getByTestId('sandbox-pay').click();
  await viewer.waitForURL(/\/pages\/user\/storeRecord/);
  await expect(viewer.locator('[data-testid="order-row"][data-status="paid"]')).toHaveCount(1, {
    timeout: 15_000,
  });
  await viewer.goto('/');
  await viewer.getByTestId('home-rail').first().getByTestId('drama-card').first().click();
  await expectPlaying(viewer);
  for (let i = 0; i < 2; i += 1) {
    await unlockNextLocked(viewer);
    await viewer.getByTestId('locked-sheet').getByTestId('unlock-episode').click();
    await expect(viewer.getByTestId('locked-sheet')).toBeHidden({ timeout: 15_000 });
  }
}

/** The viewer's gold ledger rows, newest first: reason, delta and the balance after. */
async function goldRows(viewer: Page) {
  await viewer.goto('/pages/user/storeRecord');
  await viewer.getByTestId('records-tab-detail').click();
  const rows = viewer.locator('[data-testid="ledger-row"][data-asset="gold"]');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((els) =>
    els.map((el) => ({
      reason: el.getAttribute('data-reason'),
      delta: Number(el.getAttribute('data-delta')),
      after: Number(el.getAttribute('data-balance-after')),
    })),
  );
}

test('support finds the viewer and cannot refund; finance refunds exactly what is unspent', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const { context: phone, page: viewer } = await newPhone(browser);
  await logIn(viewer);
  await buyAndUnlockTwo(viewer);
  await viewer.goto('/pages/user/storeRecord');
  const row = viewer.locator('[data-testid="order-row"][data-status="paid"]');
  await expect(row).toHaveCount(1);
  const tradeNo = (await row.getAttribute('data-trade-no')) ?? '';
  expect(tradeNo).toMatch(/^T\d{14}/);
  const goldBefore = (await goldRows(viewer))[0]?.after ?? -1;
  // Vouchers are spent first (the welcome bonus and the pack's 50): the coins may all be unspent.
  expect(goldBefore).toBeGreaterThan(0);
  expect(goldBefore).toBeLessThanOrEqual(500);

  // Support: finds the viewer by email, sees the order, and has no way to refund it.
  const support = await operatorIn(browser, 'support', 'Sam Support');
  await support.getByRole('menuitem', { name: 'People' }).click();
  await support.getByLabel('Find a user').fill(VIEWER_EMAIL);
  await support.getByLabel('Find a user').press('Enter');
  await support.getByRole('row').filter({ hasText: VIEWER_EMAIL }).getByRole('link').first().click();
  await expect(support).toHaveURL(/\/console\/people\/\d+/);
  await support.getByRole('tab', { name: 'Orders' }).click();
  await support.getByRole('link', { name: tradeNo }).click();
  await expect(support.getByRole('heading', { name: `Order ${tradeNo}` })).toBeVisible();
  await expect(support.getByTestId('order-event').first()).toBeVisible();
  await expect(support.getByTestId('refund-button')).toHaveCount(0);
  await support.context().close();

  // Finance: the same order from the orders list, its timeline, the preview, the refund.
  const csp = await watchCsp(context);
  await newOperator(page, { email: `fin-${Date.now()}@example.com`, role: 'finance', name: 'Fiona Finance' });
  csp.step = 'orders';
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/console\/orders$/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Paid').click();
  await expect(page).toHaveURL(/\/console\/orders\?status=paid$/);
  await page.getByRole('link', { name: tradeNo }).click();
  csp.step = 'order';
  await expect(page.getByRole('heading', { name: `Order ${tradeNo}` })).toBeVisible();
  await expect(page.getByTestId('order-event').last()).toHaveAttribute('data-kind', 'notify');
  await page.getByTestId('refund-button').click();
  const dialog = page.getByRole('dialog');
  const preview = dialog.getByTestId('refund-preview');
  // Only what the coin pack credited: coins and vouchers, no "0 VIP days".
  await expect(preview).toHaveText(/^\d+ gold coins?(, \d+ vouchers?)?$/);
  const [coins = -1] = ((await preview.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  // What is unspent of the order's 500: every coin the viewer still holds.
  expect(coins).toBe(goldBefore);
  await dialog.getByLabel('Why (kept in the audit log)').fill('The viewer paid twice by mistake');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByTestId('order-result')).toHaveText('Refunded');
  await expect(page.getByTestId('refund-button')).toHaveCount(0);
  await expect(page.locator('[data-testid="order-event"][data-kind="refunded"]')).toHaveCount(1);
  expect(csp.events, csp.events.join('\n')).toEqual([]);
  expect(csp.console, csp.console.join('\n')).toEqual([]);

  // The viewer: exactly the unspent coins gone, the ledger and the records say why.
  const after = await goldRows(viewer);
  expect(after[0]).toEqual({ reason: 'refund', delta: -goldBefore, after: 0 });
  await viewer.getByTestId('records-tab-orders').click();
  const refunded = viewer.locator(`[data-testid="order-row"][data-trade-no="${tradeNo}"]`);
  await expect(refunded).toHaveAttribute('data-status', 'refunded');
  await expect(refunded.getByTestId('order-status')).toHaveText('Refunded');
  await expect(refunded.getByTestId('order-refund-note')).toContainText('still unspent were taken back');
  await phone.close();

  // The owner's audit log says who refunded it.
  const owner = await operatorIn(browser, 'owner', 'Olga Owner');
  await owner.goto('/console/audit');
  const audit = owner.getByRole('row').filter({ hasText: tradeNo });
  await expect(audit.first()).toContainText('Refund');
  await expect(audit.first()).toContainText('Fiona Finance');
  await owner.context().close();
});
