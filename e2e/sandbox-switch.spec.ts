/**
 * Safe by default (issue 14). A server whose PUBLIC_URL is a public address and which has no
 * gateway or provider keys offers no fake money and no fake login: this spec runs one (own data
 * folder and port), and checks the pay popup has no channel, the login popup only email and
 * device, and the stand-ins' pages answer 404. The default server of the other specs (no
 * PUBLIC_URL) runs the stand-ins, and every page says so with the sandbox ribbon.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openLoginPopup } from './support/login.ts';

const DATA_DIR = path.resolve('.data-e2e-public');
let server: ChildProcess | undefined;
let base = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test.describe('a public address without keys', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    rmSync(DATA_DIR, { recursive: true, force: true });
    // No keys and no SANDBOX from the environment running the tests.
    const inherited = Object.entries(process.env).filter(
      ([key]) => !/^(SANDBOX|STRIPE_|FACEBOOK_|TIKTOK_)/.test(key),
    );
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(inherited),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: 'https://drama.example.com',
      SAMPLE_CATALOGUE: '0',
      LOG_LEVEL: 'warn',
    };
    server = spawn(process.execPath, ['scripts/start.mjs'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i++) {
      const up = await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error('the e2e public server did not start');
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  test('offers no sandbox channel, only email and device logins, and no ribbon', async ({ page }) => {
    // Another origin than the other specs': the first visit's language question is answered here.
    await page.addInitScript(() => {
      localStorage.setItem('enjoy.language-asked', '1');
      localStorage.setItem('enjoy.language', '3');
    });
    await page.goto(`${base}/`);
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.getByTestId('sandbox-ribbon')).toHaveCount(0);

    await openLoginPopup(page);
    const popup = page.getByTestId('login-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('login-channel-email')).toBeVisible();
    await expect(popup.getByTestId('login-channel-device')).toBeVisible();
    await expect(popup.getByTestId('login-channel-facebook')).toHaveCount(0);
    await expect(popup.getByTestId('login-channel-tiktok')).toHaveCount(0);

    await page.goto(`${base}/pages/user/index`);
    await page.getByTestId('mine-entry-recharge').click();
    const pay = page.getByTestId('pay-popup');
    await expect(pay.getByTestId('pay-coin-list')).toBeVisible();
    await pay.getByTestId('pay-goods-101').click();
    const picker = page.getByTestId('pay-channel-sheet');
    await expect(picker).toBeVisible();
    await expect(picker.locator('button[data-testid^="pay-channel-"]')).toHaveCount(0);
    await expect(picker).toContainText('No payment method is available');
    await expect(page.getByTestId('sandbox-ribbon')).toHaveCount(0);
  });

  test('answers 404 on the stand-ins’ pages', async ({ request }) => {
    for (const url of [
      '/sandbox-pay/checkout/sbx_any',
      '/sandbox-oauth/facebook/sdk.js',
      '/sandbox-oauth/tiktok/authorize?client_key=sandbox-tiktok-client&response_type=code',
    ]) {
      expect((await request.get(`${base}${url}`)).status(), url).toBe(404);
    }
    expect((await request.post(`${base}/enjoy-api/pay/notify/sandbox`, { data: {} })).status()).toBe(404);
  });
});

async function expectRibbon(page: Page, text: string): Promise<void> {
  const ribbon = page.getByTestId('sandbox-ribbon');
  await expect(ribbon).toBeVisible();
  await expect(ribbon).toHaveText(text);
}

/** What a tap at the middle of the ribbon reaches (it must be what lies under it). */
async function tappedUnderRibbon(page: Page): Promise<string> {
  const box = await page.getByTestId('sandbox-ribbon').boundingBox();
  if (!box) throw new Error('no ribbon');
  return page.evaluate(
    ([x, y]) => {
      const hit = document.elementFromPoint(x ?? 0, y ?? 0);
      return hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName ?? '';
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

test('the default install says on every page that it is a sandbox, in the viewer’s language', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expectRibbon(page, '沙盒 · 非真實付款');
  expect(await tappedUnderRibbon(page)).not.toBe('sandbox-ribbon');

  await page.evaluate(() => localStorage.setItem('enjoy.language', '4'));
  await page.goto('/pages/user/index');
  await expectRibbon(page, 'แซนด์บ็อกซ์ · ไม่ใช่เงินจริง');
  await page.getByTestId('mine-entry-recharge').click();
  await expect(page.getByTestId('pay-popup')).toBeVisible();
  // Above the pay popup, where money is chosen, at the top of the screen.
  await expectRibbon(page, 'แซนด์บ็อกซ์ · ไม่ใช่เงินจริง');
  expect((await page.getByTestId('sandbox-ribbon').boundingBox())?.y).toBe(0);

  await page.evaluate(() => localStorage.setItem('enjoy.language', '3'));
  await page.goto('/pages/video/rankList');
  await expectRibbon(page, 'Sandbox · no real money');
  await expect(page.getByTestId('sandbox-ribbon')).toHaveAttribute('aria-label', /No real money is charged/);
});
