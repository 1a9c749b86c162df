/**
 * Issue 6, as new users would try it, in three browser contexts: A (a guest) copies the
 * invite link and saves the share poster; B opens the link, registers by email code and logs
 * in; A's gold grows by exactly 2000, once, even when B logs in again and when a third
 * context replays B's steps.
 */
import { backOverSheet, newPhone } from './support/page.ts';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openLoginPopup } from './support/login.ts';
import { codeFor } from './support/outbox.ts';

const REWARD = 2000;
const usedCodes = new Set<string>();

/** The newest code mailed to an address, unless it was used already. */
function freshCodeFor(email: string): string | undefined {
  const code = codeFor(email);
  return code && !usedCodes.has(code) ? code : undefined;
}

/** In the open login popup: email, a code read from the outbox, Login; waits for the reload. */
async function loginByEmail(page: Page, email: string): Promise<void> {
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await page.getByTestId('login-channel-email').click();
  await page.getByTestId('login-email-input').fill(email);
  // The server holds an address for 60 s only while its last code is unused: each login
  // here spends its code, so the next may be asked at once.
  await page.getByTestId('login-get-code').click();
  await expect(page.getByTestId('login-get-code')).toBeDisabled();
  await expect.poll(() => freshCodeFor(email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  const code = freshCodeFor(email) ?? '';
  usedCodes.add(code);
  await page.getByTestId('login-code-input').fill(code);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
}

/** The gold balance shown in the personal centre. */
async function goldOf(page: Page): Promise<number> {
  await page.goto('/pages/user/index');
  await expect(page.getByTestId('user-uid')).toContainText(/\d{8}/);
  return Number((await page.getByTestId('user-gold').innerText()).replace(/\D/g, ''));
}

test('a friend who registers by email earns the inviter 2000 gold, once', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = `friend${Date.now()}@example.com`;

  // A, a guest, opens the invite page, copies the link and saves the poster.
  const a = await newPhone(browser, ['clipboard-read', 'clipboard-write']);
  await a.page.goto('/pages/friend/index');
  await expect(a.page.getByTestId('page-friend')).toBeVisible();
  await expect(a.page.getByTestId('login-popup')).toHaveCount(0);
  await expect(a.page.getByTestId('invite-reward')).toHaveText('+2,000');
  await expect(a.page.getByTestId('invite-link')).toContainText('/?invite=');
  const link = (await a.page.getByTestId('invite-link').innerText()).trim();
  const code = new URL(link).searchParams.get('invite') ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  await expect(a.page.getByTestId('invite-rules').locator('li')).not.toHaveCount(0);
  await expect(a.page.getByText('No friends invited yet')).toBeVisible();

  await a.page.getByTestId('invite-share').click();
  await expect(a.page.getByTestId('invite-share-sheet')).toBeVisible();
  await a.page.getByTestId('invite-copy').click();
  await expect(a.page.locator('.adm-toast-main')).toContainText(
    'Invite link copied to clipboard, paste and share with friends',
  );
  expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await a.page.getByTestId('invite-share').click();
  await a.page.getByTestId('invite-poster').click();
  await expect(a.page.getByTestId('invite-poster-image')).toBeVisible();
  await a.page.getByTestId('invite-poster-save').click();
  const saveImage = a.page.locator('.adm-action-sheet-button-item', { hasText: 'Save image' });
  await expect(saveImage).toBeVisible();
  await expect(a.page.locator('.adm-action-sheet-cancel')).toContainText('Cancel');
  const [download] = await Promise.all([a.page.waitForEvent('download'), saveImage.click()]);
  expect(download.suggestedFilename()).toBe(`invite-${code}.png`);
  const poster = await sharp(await download.path()).metadata();
  expect(poster).toMatchObject({ format: 'png', width: 720, height: 1080 });

  const goldBefore = await goldOf(a.page);

  // B opens the link on a phone of their own: the code leaves the address bar.
  const b = await newPhone(browser);
  await b.page.goto(link);
  await expect(b.page.getByTestId('page-home')).toBeVisible();
  await expect(b.page).toHaveURL(/\/$/);
  await openLoginPopup(b.page);
  await loginByEmail(b.page, email);
  await expect(b.page.getByTestId('page-mine')).toBeVisible();

  await expect.poll(() => goldOf(a.page)).toBe(goldBefore + REWARD);
  await a.page.goto('/pages/friend/index');
  await expect(a.page.getByTestId('invite-total-earned')).toHaveText('2,000');
  await expect(a.page.getByTestId('invite-valid-count')).toHaveText('1');
  await expect(a.page.getByTestId('invite-friend')).toHaveCount(1);
  await expect(a.page.getByTestId('invite-friend')).toHaveAttribute('data-status', '1');
  await expect(a.page.getByTestId('invite-friend-reward')).toHaveText('+2,000');

  // A third phone replays B's steps: opens the link, logs in with B's email.
  const c = await newPhone(browser);
  await c.page.goto(link);
  await expect(c.page.getByTestId('page-home')).toBeVisible();
  await openLoginPopup(c.page);
  await loginByEmail(c.page, email);
  await c.page.goto('/pages/user/index');
  await expect(c.page.getByTestId('user-email')).toContainText(email);

  // B switches account (logs out) and logs in again with the same email.
  await b.page.bringToFront(); // the dialog's closing animation runs on frames a page behind others may not get
  await b.page.goto('/pages/user/setting');
  // The phone's Back answers the confirm dialog 'cancel' and stays on the page.
  await b.page.getByTestId('setting-switch-account').click();
  await expect(b.page.getByTestId('switch-account-confirm')).toBeVisible();
  await backOverSheet(b.page);
  await expect(b.page.getByTestId('switch-account-confirm')).toBeHidden();
  await expect(b.page).toHaveURL(/\/pages\/user\/setting/);
  await b.page.getByTestId('setting-switch-account').click();
  await b.page.getByTestId('switch-account-confirm').click();
  await loginByEmail(b.page, email);
  await b.page.goto('/pages/user/index');
  await expect(b.page.getByTestId('user-email')).toContainText(email);

  // Exactly 2000, once.
  expect(await goldOf(a.page)).toBe(goldBefore + REWARD);
  await a.page.goto('/pages/friend/index');
  await expect(a.page.getByTestId('invite-total-earned')).toHaveText('2,000');
  await expect(a.page.getByTestId('invite-invited-count')).toHaveText('1');
  await expect(a.page.getByTestId('invite-friend')).toHaveCount(1);

  await Promise.all([a.context.close(), b.context.close(), c.context.close()]);
});
