/** The floating menu's user-centre shortcut (SPEC 2): a guest gets the login popup, a user the centre. */
import { expect, type Page } from '@playwright/test';

/** Waits for the floating menu to fold (1 s after load), unfolds it and taps the user entry. */
export async function tapUserShortcut(page: Page): Promise<void> {
  await expect(page.getByTestId('floating-menu-user')).toBeHidden({ timeout: 5000 });
  await page.getByTestId('floating-menu-toggle').click();
  await page.getByTestId('floating-menu-user').click();
}
