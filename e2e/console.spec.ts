/**
 * Issue 17: the operator console as a new owner meets it, in Chromium at 1440x900 against the
 * real server. The owner is made by the command line (`npm run admin -- operator:create`, which
 * goes through the server's ADMIN_TOKEN API while the server holds PGlite), opens the setup
 * link, reads the key shown, computes the authenticator code with otplib, sets a password and
 * lands in the console; signs out, signs in again with email, password and code, and finds its
 * own setup and sign-in in the audit log. Then in Simplified Chinese it invites an editor, whose
 * link opens the setup page. No page breaks the console's Content-Security-Policy.
 *
 * SHOTS_DIR=/some/folder saves screenshots of each screen in English and Simplified Chinese.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  adminCommand,
  CONSOLE_DESKTOP,
  E2E_PORT as PORT,
  setupLinkIn,
  shot as saveShot,
  totpCode,
} from './support/console.ts';
import { watchCsp } from './support/csp.ts';

const OWNER_EMAIL = 'owner@example.com';
const PASSWORD = 'correct horse battery staple';

test.use(CONSOLE_DESKTOP);

const shot = (page: Page, name: string) => saveShot(page, 'console', name);

async function signIn(page: Page, secret: string): Promise<void> {
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  // The next step's code: the step used at setup is spent (no replay), one step ahead is allowed.
  await page.getByLabel('Authenticator code').fill(await totpCode(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new owner sets up the account, signs in with a TOTP code and reads the audit log', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const csp = await watchCsp(context);
  await context.addInitScript(() => {
    if (!localStorage.getItem('console.language')) localStorage.setItem('console.language', '3');
  });

  // The first owner, from the command line.
  const link = setupLinkIn(await adminCommand('operator:create', '--email', OWNER_EMAIL, '--role', 'owner'));
  expect(new URL(link).port).toBe(PORT);

  // The setup link: the key to enrol, then a password (twice) and the first code.
  csp.step = 'setup';
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your operator account' })).toBeVisible();
  await expect(page.getByAltText('QR code to add this account to an authenticator app')).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // The token left the address bar once read.
  expect(page.url()).not.toContain('token=');
  await shot(page, 'setup-en');
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByLabel('Code from the app').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Finish and sign in' }).click();

  // Signed in: the shell with every entry of an owner, the name and role in the header.
  csp.step = 'shell';
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Series',
    'Uploads & jobs',
    'Home curation',
    'Feedback inbox',
    'Dashboard',
    'People',
    'Orders',
    'Articles',
    'Packages',
    'Payment channels',
    'Settings',
    'Audit log',
    'Operators',
  ]);
  await expect(page).toHaveURL(/\/console\/series$/);
  await expect(page.getByTestId('operator-name')).toHaveText('owner');
  await shot(page, 'shell-en');

  // Sign out, then in again with email, password and code.
  csp.step = 'login';
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/login$/);
  await page.goto('/console/audit');
  await expect(page).toHaveURL(/\/console\/login\?next=%2Faudit$/);
  await shot(page, 'login-en');
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill('not the password');
  await page.getByLabel('Authenticator code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, secret);

  // Back where it asked to go: the audit log, with its own setup and sign-in at the top.
  csp.step = 'audit';
  await expect(page).toHaveURL(/\/console\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toContainText('owner');
  // This owner's rows (specs that ran before made operators of their own).
  const mine = rows.filter({ has: page.getByRole('cell', { name: 'owner', exact: true }) });
  await expect(mine.filter({ hasText: 'Account set up' })).toHaveCount(1);
  await expect(mine.filter({ hasText: 'Sign-in failed' })).toHaveCount(1);
  // A row opens to what changed.
  await mine
    .filter({ hasText: 'Account set up' })
    .getByRole('button', { name: /expand row/i })
    .click();
  await expect(page.getByRole('columnheader', { name: 'Field' })).toBeVisible();
  await shot(page, 'audit-en');

  // The language from the header's picker, remembered across a reload.
  csp.step = 'zh-Hans';
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByTitle('简体中文').click();
  await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await shot(page, 'audit-zh-Hans');
  await page.getByRole('menuitem', { name: '剧集' }).click();
  await expect(page.getByRole('heading', { name: '剧集' })).toBeVisible();
  await shot(page, 'shell-zh-Hans');

  // Inviting an editor gives a setup link that opens the setup page.
  await page.getByRole('menuitem', { name: '运营账号' }).click();
  await page.getByRole('button', { name: '邀请运营人员' }).click();
  await page.getByLabel('邮箱').fill('editor@example.com');
  await page.getByLabel('姓名').fill('Eddie Editor');
  await page.getByRole('button', { name: '生成设置链接' }).click();
  const editorLink = setupLinkIn((await page.getByTestId('setup-link').textContent()) ?? '');
  await page.getByRole('button', { name: /^完\s?成$/ }).click(); // antd spaces two-character Chinese buttons
  await expect(page.getByRole('row').filter({ hasText: 'editor@example.com' })).toContainText('待设置');

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await shot(page, 'login-zh-Hans');
  await page.goto(editorLink);
  await expect(page.getByRole('heading', { name: '设置你的运营账号' })).toBeVisible();
  await expect(page.getByText('Eddie Editor')).toBeVisible();
  await shot(page, 'setup-zh-Hans');

  expect(csp.events, csp.events.join('\n')).toEqual([]);
  expect(csp.console, csp.console.join('\n')).toEqual([]);
});
