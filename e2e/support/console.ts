/**
 * The console's operators in end-to-end specs: the command line an operator types (against the
 * e2e server's data folder), the setup link it prints, the authenticator's codes, and a new
 * owner's setup in the browser.
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';

const run = promisify(execFile);
export const E2E_PORT = process.env.E2E_PORT ?? '8181';
export const SHOTS_DIR = process.env.SHOTS_DIR;

/** The desktop the console is made for (issue 17: Chromium at 1440x900). */
export const CONSOLE_DESKTOP = {
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  locale: 'en-US',
};

/** `npm run admin -- …` as an operator types it, against the e2e server's data folder. */
export async function adminCommand(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, DATA_DIR: '.data-e2e', PORT: E2E_PORT, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  return stdout;
}

export function setupLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/console\/setup#token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no setup link in:\n${text}`);
  return link;
}

/** The code the authenticator shows `stepsAhead` steps of 30 s from now (the server allows one). */
export async function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** A screenshot into SHOTS_DIR (when set) as `<prefix>-<name>.png`, once the screen has settled. */
export async function shot(page: Page, prefix: string, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  // Messages and tooltips fade: wait for the screen to settle.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${prefix}-${name}.png`) });
}

/** Opens a setup link in English and finishes it: reads the key, sets the password, enters a code. */
export async function finishSetup(page: Page, link: string, password: string): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your operator account' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByLabel('Code from the app').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Finish and sign in' }).click();
  return secret;
}

/**
 * Picks `picture` in the hidden file input `inputTestId`, waits for the crop dialog `dialog`,
 * saves a screenshot as `<prefix>-<shotName>` and uses the crop as it is offered.
 */
export async function cropPicked(
  page: Page,
  inputTestId: string,
  picture: { name: string; mimeType: string; buffer: Buffer },
  dialog: string,
  screenshot: { prefix: string; name: string },
): Promise<void> {
  await page.getByTestId(inputTestId).setInputFiles(picture);
  const crop = page.getByRole('dialog', { name: dialog });
  await expect(crop.locator('img')).toBeVisible();
  // A press while the dialog still zooms in can be lost (seen once in CI): wait for it to settle.
  await expect(crop).not.toHaveClass(/ant-zoom/);
  await shot(page, screenshot.prefix, screenshot.name);
  await crop.getByRole('button', { name: 'Use this crop' }).click();
  await expect(crop).toBeHidden();
}

/**
 * A new operator, as an owner makes one: `npm run admin -- operator:create` (its setup link),
 * then the setup in `page` (English console unless the page already chose a language). The
 * page is then signed in; returns the authenticator key.
 */
export async function newOperator(
  page: Page,
  who: { email: string; role: 'owner' | 'editor' | 'support' | 'finance'; name: string },
): Promise<string> {
  await page.context().addInitScript(() => {
    if (!localStorage.getItem('console.language')) localStorage.setItem('console.language', '3');
  });
  const created = await adminCommand(
    'operator:create',
    '--email',
    who.email,
    '--role',
    who.role,
    '--name',
    who.name,
  );
  return finishSetup(page, setupLinkIn(created), 'correct horse battery staple');
}

/** An operator of `role`, set up from the command's link in a desktop context of its own. */
export async function operatorIn(
  browser: Browser,
  role: 'owner' | 'support' | 'finance' | 'editor',
  name: string,
): Promise<Page> {
  const page = await (await browser.newContext(CONSOLE_DESKTOP)).newPage();
  await newOperator(page, { email: `${role}-${Date.now()}@example.com`, role, name });
  await expect(page.getByTestId('operator-name')).toHaveText(name);
  return page;
}
