/**
 * Code 301 as people meet it (SPEC 4, issue 4): a session the server no longer knows. A guest
 * never notices (one silent device login, then the page reloads); a registered user, even on a
 * later visit before anything else loaded, is told the login expired and offered to log in again.
 */
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../src/web/lib/storage-keys.ts';
import { tapUserShortcut } from './support/login.ts';
import { codeFor } from './support/outbox.ts';

/** What the server refuses with 301: a token it never issued (as an expired or revoked one). */
const UNKNOWN_TOKEN = 'expired-0000000000000000000000000000';

/** The stored token; undefined while the page is reloading (the recovery reloads it). */
async function storedToken(page: Page): Promise<string | null | undefined> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token).catch(() => undefined);
}

async function replaceToken(page: Page): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.token,
    value: UNKNOWN_TOKEN,
  });
}

test('a guest whose session expired gets a new one silently', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect.poll(() => storedToken(page)).toMatch(/.+/);

  await replaceToken(page);
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect
    .poll(
      async () => {
        const token = await storedToken(page);
        return token !== undefined && token !== null && token !== UNKNOWN_TOKEN;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('session-expired')).toHaveCount(0);

  // The new session works: the history tab loads without another recovery.
  await page.getByTestId('tab-list').click();
  await expect(page.getByTestId('page-list')).toBeVisible();
  await expect(page.getByTestId('session-expired')).toHaveCount(0);
});

test('a registered user whose session expired is asked to log in again, on the next visit too', async ({
  page,
}) => {
  const email = `expired${Date.now()}@example.com`;
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await tapUserShortcut(page);
  await page.getByTestId('login-channel-email').click();
  await page.getByTestId('login-email-input').fill(email);
  await page.getByTestId('login-get-code').click();
  await expect.poll(() => codeFor(email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  await page.getByTestId('login-code-input').fill(codeFor(email) ?? '');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);

  await page.goto('/pages/user/index');
  await expect(page.getByTestId('user-email')).toContainText(email);

  // The next visit: the stored token is no longer valid.
  await replaceToken(page);
  await page.goto('/');
  await expect(page.getByTestId('session-expired')).toBeVisible();
  // Logged out: no guest session was made up behind the user's back.
  expect(await storedToken(page)).toBeNull();

  await page.locator('.adm-modal-button-primary').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
});
