/**
 * Support's week in Chromium (issues 18 and 19's follow-ups): a viewer on a phone, in
 * Indonesian, logs in by email and leaves feedback; a support operator (1440x900) answers it
 * from the feedback inbox, and the viewer reads the answer; support blocks the viewer, whose
 * app ends the session and refuses the email code in their language, then unblocks them, and
 * nothing of theirs is lost. The owner's dashboard counts the new viewer after a recount.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CONSOLE_DESKTOP, operatorIn } from './support/console.ts';
import { newPhone } from './support/journey.ts';
import { logInWithCode, openLoginPopup } from './support/login.ts';
import { codeFor, lastMailTo } from './support/outbox.ts';

test.use(CONSOLE_DESKTOP);

const STAMP = Date.now();
const VIEWER_EMAIL = `support-viewer-${STAMP}@example.com`;
const FEEDBACK = `The subtitles of episode 2 are late by a second (${STAMP})`;
const REPLY = 'Thank you! The new subtitles are up: reopen the episode to see them.';

/** The viewer's app speaks Indonesian (language 5): its words, as the web and the server say them. */
const INDONESIAN = 5;
const read = (file: string) => JSON.parse(readFileSync(path.resolve(file), 'utf8')) as Record<string, string>;
const web = read('src/web/locales/id.json');
const server = read('src/server/locales/id.json');

/** The dashboard's "New users" over its default range, after a recount of that range. */
async function newUsersRecounted(owner: Page): Promise<number> {
  await owner.goto('/console/dashboard');
  const kpi = owner.getByTestId('kpi-new_users');
  await expect(kpi).toBeVisible();
  const recount = owner.waitForResponse((r) => r.url().includes('/console-api/stats/aggregate'));
  await owner.getByTestId('dashboard-aggregate').click();
  expect((await recount).ok()).toBe(true);
  await owner.reload();
  const text = (await kpi.locator('.ant-statistic-content-value').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Support: the person page of the viewer, found by email from People. */
async function openViewer(support: Page): Promise<void> {
  await support.getByRole('menuitem', { name: 'People' }).click();
  await support.getByLabel('Find a user').fill(VIEWER_EMAIL);
  await support.getByLabel('Find a user').press('Enter');
  await support.getByRole('row').filter({ hasText: VIEWER_EMAIL }).getByRole('link').first().click();
  await expect(support).toHaveURL(/\/console\/people\/\d+/);
}

/** Support: Block or Unblock, with a written reason, confirmed. */
async function accountAction(support: Page, action: 'Block' | 'Unblock', reason: string): Promise<void> {
  await support.getByRole('button', { name: action, exact: true }).click();
  const dialog = support.getByRole('dialog', { name: action });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('support answers feedback, blocks and unblocks a viewer; the dashboard counts them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await operatorIn(browser, 'owner', 'Otto Owner');
  const before = await newUsersRecounted(owner);

  // The viewer: logs in by email (a new user) and leaves feedback.
  const { context: phone, page: viewer } = await newPhone(browser);
  await viewer.addInitScript((id) => localStorage.setItem('enjoy.language', String(id)), INDONESIAN);
  await viewer.goto('/');
  await openLoginPopup(viewer);
  await logInWithCode(viewer, VIEWER_EMAIL);
  await viewer.goto('/pages/user/feedback');
  // The first type the feedback dictionary offers is the playback problem.
  await viewer.getByTestId('feedback-type').locator('.adm-selector-item').first().click();
  await viewer.getByTestId('feedback-content').locator('textarea:not([aria-hidden])').fill(FEEDBACK);
  await viewer.getByTestId('feedback-contact').locator('input').fill(VIEWER_EMAIL);
  // A screenshot goes with it (decision 0064): uploaded at once, sent with the form.
  const screenshot = await sharp({
    create: { width: 390, height: 844, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const uploaded = viewer.waitForResponse((r) => r.url().includes('/enjoy-api/feedback/image'));
  await viewer
    .getByTestId('feedback-form')
    .getByTestId('feedback-images')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: screenshot });
  expect((await uploaded).ok()).toBe(true);
  await viewer.getByTestId('feedback-submit').click();
  const item = viewer.getByTestId('feedback-item').filter({ hasText: FEEDBACK });
  await expect(item).toContainText(web['feedback.awaiting_reply'] ?? '?');
  // The records show it, signed for the viewer alone, and the picture really loads.
  const thumb = item.getByTestId('feedback-image').locator('img');
  await expect(thumb).toHaveCount(1);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The owner's dashboard counts the new viewer once the day is recounted.
  expect(await newUsersRecounted(owner)).toBeGreaterThanOrEqual(before + 1);
  await owner.context().close();

  // Support: the inbox lists it unanswered; the row opens its thread; the reply goes out.
  const support = await operatorIn(browser, 'support', 'Sue Support');
  await support.getByRole('menuitem', { name: 'Feedback inbox' }).click();
  await expect(support).toHaveURL(/\/console\/feedback/);
  // The feedback's own row (an opened thread is a row of the table too).
  const row = support.locator('tr[data-row-key]').filter({ hasText: FEEDBACK });
  await expect(row).toContainText('Unanswered');
  await expect(row).toContainText('Playback');
  await row.getByRole('button', { name: /expand/i }).click();
  // The screenshot is in the thread, and opens full size.
  const picture = support.getByTestId('feedback-pictures').getByAltText('Picture 1 of 1');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(390);
  await picture.click();
  await expect(support.locator('.ant-image-preview-img')).toBeVisible();
  await support.keyboard.press('Escape');
  await expect(support.locator('.ant-image-preview-img')).toBeHidden();
  await support.getByLabel('Reply', { exact: true }).fill(REPLY);
  await support.getByRole('button', { name: 'Send reply' }).click();
  await expect(support.getByText('Reply sent')).toBeVisible();
  await expect(row).toContainText('Answered');

  // The viewer sees the badge in the personal centre and reads the answer, marked new.
  await viewer.goto('/pages/user/index');
  await expect(viewer.getByTestId('mine-entry-feedback-badge')).toHaveText('1');
  const uid = (await viewer.getByTestId('user-uid').textContent()) ?? '';
  expect(uid).toMatch(/^\d+$/);
  await viewer.getByTestId('mine-entry-feedback').click();
  const reply = item.getByTestId('feedback-reply');
  await expect(reply).toContainText(REPLY);
  await expect(reply.getByTestId('feedback-reply-new')).toHaveText(web['feedback.new_reply'] ?? '?');

  // Support blocks the viewer, reached from the feedback's row: the user page says since when
  // and why.
  await row.getByRole('link', { name: /^#\d+$/ }).click();
  await expect(support).toHaveURL(/\/console\/people\/\d+/);
  await expect(support.getByText(VIEWER_EMAIL)).toBeVisible();
  await accountAction(support, 'Block', 'Chargeback fraud, ticket 4411');
  const blockedAlert = support.getByRole('alert').filter({ hasText: 'Blocked since' });
  await expect(blockedAlert).toContainText('Chargeback fraud, ticket 4411');

  // The viewer's session is over, and the device's login is refused: the app says the account
  // is blocked (not "log in again", which cannot help: decision 0035). Logging in by email from
  // Mine is refused too, in the viewer's language, without mailing a code.
  const mailed = lastMailTo(VIEWER_EMAIL);
  await viewer.goto('/');
  const blocked = viewer.getByTestId('account-blocked');
  await expect(blocked).toContainText(web['session.blocked_content'] ?? '?');
  await expect(viewer.getByTestId('session-expired')).toHaveCount(0);
  await viewer.getByRole('button', { name: web['common.close'], exact: true }).click();
  await expect(blocked).toBeHidden();
  await openLoginPopup(viewer);
  await viewer.getByTestId('login-channel-email').click();
  await viewer.getByTestId('login-email-input').fill(VIEWER_EMAIL);
  await viewer.getByTestId('login-get-code').click();
  await expect(viewer.getByText(server['account_blocked'] ?? '?')).toBeVisible();
  expect(lastMailTo(VIEWER_EMAIL), 'no code mailed to a blocked account').toBe(mailed);

  // Unblocked: the viewer logs in, and the feedback and its answer are still there.
  await openViewer(support);
  await accountAction(support, 'Unblock', 'Bank confirmed the payment');
  await expect(blockedAlert).toHaveCount(0);
  await viewer.goto('/');
  await openLoginPopup(viewer);
  await viewer.getByTestId('login-channel-email').click();
  await viewer.getByTestId('login-email-input').fill(VIEWER_EMAIL);
  await viewer.getByTestId('login-get-code').click();
  await expect.poll(() => lastMailTo(VIEWER_EMAIL), { timeout: 10_000 }).not.toBe(mailed);
  await viewer.getByTestId('login-code-input').fill(codeFor(VIEWER_EMAIL) ?? '');
  await Promise.all([viewer.waitForEvent('load'), viewer.getByTestId('login-submit').click()]);
  await viewer.goto('/pages/user/index');
  await expect(viewer.getByTestId('user-email')).toHaveText(VIEWER_EMAIL);
  await expect(viewer.getByTestId('user-uid')).toHaveText(uid);
  await viewer.getByTestId('mine-entry-feedback').click();
  await viewer.getByRole('tab', { name: web['feedback.tab_records'] }).click();
  await expect(item.getByTestId('feedback-reply')).toContainText(REPLY);
  await phone.close();
  await support.context().close();
});
