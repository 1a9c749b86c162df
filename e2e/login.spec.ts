import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const OUTBOX = path.resolve('.data-e2e', 'outbox');

/** The newest code mailed to an address, read from the outbox as a person reads a mailbox. */
function codeFor(email: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((f) => f.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const file of files.sort().reverse()) {
    const raw = readFileSync(path.join(OUTBOX, file), 'utf8');
    if (!raw.includes(`To: ${email}`)) continue;
    return /\b(\d{6})\b/.exec(
      raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )?.[1];
  }
  return undefined;
}

test('a guest logs in by email code read from the outbox', async ({ page }) => {
  const email = `viewer${Date.now()}@example.com`;
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('floating-menu-user')).toBeHidden({ timeout: 5000 });
  await page.getByTestId('floating-menu-toggle').click();
  await page.getByTestId('floating-menu-user').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();

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
  await page.getByTestId('login-submit').click();
  await page.waitForLoadState('load');

  // Logged in: the user-centre shortcut now opens the centre instead of the login popup.
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('floating-menu-user')).toBeHidden({ timeout: 5000 });
  await page.getByTestId('floating-menu-toggle').click();
  await page.getByTestId('floating-menu-user').click();
  await expect(page).toHaveURL(/\/pages\/user\/index$/);
  await expect(page.getByTestId('login-popup')).toBeHidden();
});
