import { backOverSheet } from './support/page.ts';
import { expect, test } from '@playwright/test';
import { openLoginPopup, tapUserShortcut } from './support/login.ts';
import { codeFor } from './support/outbox.ts';

test('a guest logs in by email code read from the outbox', async ({ page }) => {
  // On a fresh clone this spec runs after the long invite spec; give its teardown room.
  test.setTimeout(120_000);
  const email = `viewer${Date.now()}@example.com`;
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await openLoginPopup(page);

  // The phone's Back closes the sheet and stays on the page.
  await backOverSheet(page);
  await expect(page.getByTestId('login-popup')).toBeHidden();
  await expect(page.getByTestId('page-mine')).toBeVisible();
  await page.getByTestId('mine-login').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();

  // Logging in means consenting: the privacy policy opens in a second popup, in the language.
  await page.getByTestId('login-protocol-privacy').click();
  const policy = page.frameLocator('[data-testid="protocol-frame"]');
  await expect(policy.locator('h1')).toHaveText('隱私政策');
  await page
    .getByTestId('protocol-sheet')
    .getByRole('button', { name: /關閉|Close/ })
    .click();
  await expect(page.getByTestId('protocol-sheet')).toBeHidden();

  await page.getByTestId('login-channel-email').click();
  await expect(page.getByTestId('login-email-form')).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeDisabled();

  // The get-code button needs a valid email.
  await page.getByTestId('login-email-input').fill('not-an-email');
  await page.getByTestId('login-get-code').click();
  await expect(page.locator('.adm-toast-main')).toBeVisible();
  await expect(page.getByTestId('login-get-code')).toBeEnabled();

  await page.getByTestId('login-email-input').fill(email);
  await page.getByTestId('login-get-code').click();
  await expect(page.getByTestId('login-get-code')).toBeDisabled();
  await expect(page.getByTestId('login-get-code')).toContainText(/\d+/);

  await expect.poll(() => codeFor(email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  const code = codeFor(email) ?? '';

  // The countdown survives closing and reopening the popup.
  await page.getByTestId('login-back').click();
  await page.getByTestId('login-channel-email').click();
  await expect(page.getByTestId('login-get-code')).toBeDisabled();

  await page.getByTestId('login-email-input').fill(email);
  await page.getByTestId('login-code-input').fill(code);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  // 'Login successful', then the page reloads (SPEC 4): wait for that reload, not the old page.
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);

  // Logged in: the centre shows the account and no login button.
  await expect(page.getByTestId('page-mine')).toBeVisible();
  await expect(page.getByTestId('user-email')).toContainText(email);
  await expect(page.getByTestId('mine-login')).toHaveCount(0);
  await page.goto('/');
  await tapUserShortcut(page);
  await expect(page).toHaveURL(/\/pages\/user\/index$/);
  await expect(page.getByTestId('login-popup')).toHaveCount(0);
});
