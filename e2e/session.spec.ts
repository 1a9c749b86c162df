/**
 * Code 301 as people meet it (SPEC 4, issue 4): a session the server no longer knows. A guest
 * never notices (one silent device login, then the page reloads); a registered user, even on a
 * later visit before anything else loaded, is told the login expired and offered to log in again,
 * and meanwhile goes on as the device's guest.
 */
import { backOverSheet } from './support/page.ts';
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../src/web/lib/storage-keys.ts';
import { logInWithCode, openLoginPopup } from './support/login.ts';

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
  await openLoginPopup(page);
  await logInWithCode(page, email);

  await page.goto('/pages/user/index');
  await expect(page.getByTestId('user-email')).toContainText(email);

  // The next visit: the stored token is no longer valid.
  await replaceToken(page);
  await page.goto('/');
  await expect(page.getByTestId('session-expired')).toBeVisible();
  // Logged out of the account; under the prompt the device's guest session of SPEC 4's start-up
  // (no token → device login), which the prompt's login binds to.
  await expect
    .poll(async () => {
      const token = await storedToken(page);
      return typeof token === 'string' && token !== UNKNOWN_TOKEN;
    })
    .toBe(true);

  await page.locator('.adm-modal-button-primary').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  // Logging in again works at once (another address: the first one's next code is 60 s away).
  const again = `again${Date.now()}@example.com`;
  await logInWithCode(page, again);
  await page.goto('/pages/user/index');
  await expect(page.getByTestId('user-email')).toContainText(again);
});

test('a registered user who dismisses the expired-login prompt goes on as a guest', async ({ page }) => {
  const email = `dismiss${Date.now()}@example.com`;
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await openLoginPopup(page);
  await logInWithCode(page, email);
  // Back in the centre, logged in (its user info marks the stored token as a registered one's).
  await expect(page.getByTestId('user-email')).toContainText(email);

  await replaceToken(page);
  await page.goto('/pages/video/viewHis');
  await expect(page.getByTestId('session-expired')).toBeVisible();
  await page.locator('.adm-modal-button-primary').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await backOverSheet(page);
  await expect(page.getByTestId('login-popup')).toBeHidden();
  // The list tab loads (as the guest), and the centre says so.
  await expect(page.getByTestId('page-list')).toBeVisible();
  await expect(page.getByTestId('page-list').locator('[role="status"]')).toBeVisible();
  await page.getByTestId('tab-mine').click();
  await expect(page.getByTestId('mine-login')).toBeVisible();
  await expect(page.getByTestId('session-expired')).toBeHidden();
});
