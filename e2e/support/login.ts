/**
 * The floating menu's user-centre shortcut (SPEC 2): it opens the personal centre for every
 * session (a guest is logged in with its device account), where a guest finds the login button.
 */
import { expect, type Page } from '@playwright/test';

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
