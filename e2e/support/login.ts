/**
 * The floating menu's user-centre shortcut (SPEC 2): it opens the personal centre for every
 * session (a guest is logged in with its device account), where a guest finds the login button.
 */
import { expect, type Page } from '@playwright/test';
import { codeFor } from './outbox.ts';

/** Waits for the floating menu to fold (1 s after it shows), unfolds it and taps the user entry. */
export async function tapUserShortcut(page: Page): Promise<void> {
  await expect(page.getByTestId('floating-menu')).toHaveAttribute('data-open', 'false', { timeout: 5000 });
  await page.getByTestId('floating-menu-toggle').click();
  await page.getByTestId('floating-menu-user').click();
}

/** A guest's way to the login popup from a page with the floating menu: the centre's login button. */
export async function openLoginPopup(page: Page): Promise<void> {
  await tapUserShortcut(page);
  await expect(page.getByTestId('page-mine')).toBeVisible();
  await page.getByTestId('mine-login').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
}

/** In the open login popup: the email channel, a code from the outbox, and the reload after it. */
export async function logInWithCode(page: Page, email: string): Promise<void> {
  await page.getByTestId('login-channel-email').click();
  await page.getByTestId('login-email-input').fill(email);
  await page.getByTestId('login-get-code').click();
  await expect.poll(() => codeFor(email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  await page.getByTestId('login-code-input').fill(codeFor(email) ?? '');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
}
