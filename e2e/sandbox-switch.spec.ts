/**
 * Safe by default (issue 14). A server whose PUBLIC_URL is a public address and which has no
 * gateway or provider keys offers no fake money and no fake login: this spec runs one (own data
 * folder and port), and checks the pay popup has no channel, the Me page no login (no SMTP_URL: a
 * code would only reach the outbox folder; the device's guest is what the visitor is already),
 * and the stand-ins' pages answer 404. The default server of the other specs (no
 * PUBLIC_URL) runs the stand-ins, and every page says so with the sandbox ribbon.
 */
import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

let server: OwnServer | undefined;
let base = '';

test.describe('a public address without keys', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({
      dataDir: '.data-e2e-public',
      env: { PUBLIC_URL: 'https://drama.example.com' },
      // No keys and no SANDBOX from the environment running the tests.
      omit: /^(SANDBOX|SMTP_|STRIPE_|FACEBOOK_|TIKTOK_)/,
    });
    base = server.base;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('offers no sandbox channel, no login that does nothing, and no ribbon', async ({ page }) => {
    // Another origin than the other specs': the first visit's language question is answered here.
    await page.addInitScript(() => {
      localStorage.setItem('enjoy.language-asked', '1');
      localStorage.setItem('enjoy.language', '3');
    });
    await page.goto(`${base}/`);
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.getByTestId('sandbox-ribbon')).toHaveCount(0);

    // No email, Facebook or TikTok without keys, and the device's guest is what the visitor is
    // already: the Me page offers no login at all (decision 0060).
    await page.goto(`${base}/pages/user/index`);
    await expect(page.getByTestId('page-mine')).toBeVisible();
    await expect(page.getByTestId('user-uid')).toHaveText(/\d+/);
    await expect(page.getByTestId('mine-login')).toHaveCount(0);

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
