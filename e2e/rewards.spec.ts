/**
 * Rewards as a new viewer meets them (issue 15): a guest sees what logging in gives, logs in
 * by email from the rewards page, receives the welcome gift, checks in once (a second tap
 * collects nothing more), and finds both grants in the wallet with when they expire.
 */
import { expect, test } from '@playwright/test';
import { logInWithCode } from './support/login.ts';

test('a guest logs in from Rewards, gets the welcome gift and checks in once', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
  const email = `rewards${Date.now()}@example.com`;

  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('rewards-home-card')).toHaveText('Log in and get 100 free vouchers');
  await page.getByTestId('rewards-home-card').click();
  await expect(page).toHaveURL(/\/pages\/user\/rewards$/);
  await expect(page.getByTestId('rewards-welcome')).toContainText('get 100 vouchers, once');

  await page.getByTestId('rewards-login').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await logInWithCode(page, email);

  await expect(page.getByTestId('rewards-welcome')).toContainText('You received 100 vouchers');
  const button = page.getByTestId('rewards-checkin-button');
  await expect(button).toHaveText('Check in for +10 vouchers');
  await button.click();
  await expect(page.getByText('+10 vouchers added')).toBeVisible();
  await expect(page.getByTestId('rewards-checked-in')).toHaveText('Checked in. Tomorrow: +10');
  await expect(page.getByTestId('rewards-day-1')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('rewards-streak')).toHaveText('1 day in a row');
  // A reload asks the server again: still collected, nothing more to tap.
  await page.reload();
  await expect(page.getByTestId('rewards-checked-in')).toBeVisible();

  await page.goto('/pages/user/storeRecord?tab=detail');
  const rows = page.getByTestId('ledger-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-reason', 'checkin');
  await expect(rows.nth(0)).toContainText('Day 1 check-in: 10 vouchers');
  await expect(rows.nth(1)).toHaveAttribute('data-reason', 'welcome');
  await expect(rows.nth(1).getByTestId('ledger-expires')).toContainText('Expires');

  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('home-rail').first()).toBeVisible();
  await expect(page.getByTestId('rewards-home-card')).toHaveCount(0);
});
