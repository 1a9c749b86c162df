/**
 * Facebook and TikTok login on the default install, through the built-in stand-ins
 * (modules/sandbox-oauth): the real web flows (TikTok's redirect with its state, Facebook's
 * JS SDK and its login popup) and the real server adapters, with nothing on the internet.
 */
import { expect, test, type Page } from '@playwright/test';
import { openLoginPopup as openFromShortcut } from './support/login.ts';

/** The login popup as a guest opens it: from the personal centre (reached by the shortcut from home). */
async function openLoginPopup(page: Page, centre?: string): Promise<void> {
  if (centre === undefined) {
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    await openFromShortcut(page);
    return;
  }
  await page.goto(centre);
  await expect(page.getByTestId('page-mine')).toBeVisible();
  await page.getByTestId('mine-login').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
}

async function nicknameInCentre(page: Page): Promise<string> {
  await page.goto('/pages/user/index');
  return page.getByTestId('user-nickname').innerText();
}

test('TikTok: the stand-in asks for consent, the code comes back to our callback, the guest is logged in where they started', async ({
  page,
}) => {
  await openLoginPopup(page, '/pages/user/index?from=share');
  await page.getByTestId('login-channel-tiktok').click();
  await page.waitForURL(/\/sandbox-oauth\/tiktok\/authorize\?/);
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/pages\/login\/callback$/);
  await page.getByTestId('oauth-sandbox-name').fill('Sandbox Viewer');
  await page.getByTestId('oauth-sandbox-allow').click();

  await expect(page).toHaveURL(/\/pages\/user\/index\?from=share$/);
  expect(await page.evaluate(() => localStorage.getItem('enjoy.oauth-state'))).toBeNull();
  await expect.poll(() => nicknameInCentre(page)).toBe('Sandbox Viewer');
});

test('Facebook: the SDK stand-in opens the login dialog in a popup and the app logs in with its token', async ({
  page,
}) => {
  await openLoginPopup(page);
  const [dialog] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('login-channel-facebook').click(),
  ]);
  await dialog.getByTestId('oauth-sandbox-name').fill('Sandbox Fan');
  await dialog.getByTestId('oauth-sandbox-email').fill('fan@fb.example');
  // 'Login successful', then the app reloads logged in: waited for from before the tap, as the
  // reload may come before the dialog's close is reported on a busy machine.
  const reloaded = page.waitForEvent('load');
  await Promise.all([dialog.waitForEvent('close'), dialog.getByTestId('oauth-sandbox-allow').click()]);
  await reloaded;
  await expect.poll(() => nicknameInCentre(page)).toBe('Sandbox Fan');
});

test('Facebook: closing the dialog by Cancel logs nobody in and says so', async ({ page }) => {
  await openLoginPopup(page);
  const [dialog] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('login-channel-facebook').click(),
  ]);
  await Promise.all([dialog.waitForEvent('close'), dialog.getByTestId('oauth-sandbox-cancel').click()]);
  await expect(page.locator('.adm-toast-main')).toBeVisible();
  await expect(page.getByTestId('login-popup')).toBeVisible();
});
