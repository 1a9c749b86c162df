/**
 * Issue 15, "A new viewer's first five minutes", on a phone (390x844): the first visit's
 * language question, the personal centre of a guest, logging out, the floating menu, the
 * login and nickname forms, and clearing the cache.
 */
import { backOverSheet } from './support/page.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInWithCode, tapUserShortcut } from './support/login.ts';
import { codeFor } from './support/outbox.ts';

/** The app decided not to ask (layouts/language-prompt.tsx marks its decision), and no sheet is up. */
async function expectNoLanguageSheet(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-language-prompt', 'not-needed');
  await expect(page.getByTestId('language-sheet')).toHaveCount(0);
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the first visit asks for the language once', () => {
  // A new visitor: nothing stored (the config's default marks the question answered).
  test.use({ storageState: { cookies: [], origins: [] } });

  test.describe('in a Thai browser', () => {
    test.use({ locale: 'th-TH' });

    test('Thai is selected; chosen, every later page is Thai, and a reload does not ask again', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByTestId('page-home')).toBeVisible();
      const sheet = page.getByTestId('language-sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet).toHaveAttribute('data-selected', '4');
      await expect(page.getByTestId('language-option-4')).toHaveAttribute('aria-checked', 'true');
      for (const id of [1, 2, 3, 5])
        await expect(page.getByTestId(`language-option-${id}`)).toHaveAttribute('aria-checked', 'false');
      // Each language in its own script; the question itself in the language selected.
      await expect(page.getByTestId('language-option-1')).toHaveText('简体中文');
      await expect(page.getByTestId('language-option-2')).toHaveText('繁體中文');
      await expect(page.getByTestId('language-option-5')).toHaveText('Bahasa Indonesia');
      await expect(page.getByTestId('language-sheet-title')).toHaveText('เลือกภาษาของคุณ');

      await page.getByTestId('language-confirm').click();
      await expect(sheet).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await expect(page.getByTestId('tab-home')).toHaveText('หน้าแรก');

      await page.getByTestId('tab-mine').click();
      await expect(page.getByTestId('page-mine')).toBeVisible();
      await expect(page.getByTestId('title-bar')).toContainText('ฉัน');
      await expect(page.getByTestId('mine-language-current')).toHaveText('ไทย');

      // The server sends the next page in Thai already (first screen and boot data).
      const reloaded = await page.goto('/');
      const html = (await reloaded?.text()) ?? '';
      expect(html).toContain('"language":4');
      expect(html).toMatch(/<nav class="fs-tabs"[^>]*>.*หน้าแรก/);
      await expect(page.getByTestId('tab-home')).toHaveText('หน้าแรก');
      await expectNoLanguageSheet(page);
      await page.goto('/pages/user/setting');
      await expect(page.getByTestId('setting-language-current')).toHaveText('ไทย');
      await expect(page.getByTestId('title-bar')).toContainText('การตั้งค่า');
    });
  });

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-US' });

    test('English is selected; dismissed, the default stays and it is not asked again', async ({ page }) => {
      await page.goto('/');
      const sheet = page.getByTestId('language-sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet).toHaveAttribute('data-selected', '3');
      await expect(page.getByTestId('language-option-3')).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('language-sheet-title')).toHaveText('Choose your language');
      await expect(page.getByTestId('language-confirm')).toHaveText('Confirm');

      // The phone's Back dismisses it, as any sheet.
      await backOverSheet(page);
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
      await page.reload();
      await expect(page.getByTestId('page-home')).toBeVisible();
      await expectNoLanguageSheet(page);
      await expect(page.getByTestId('tab-home')).toHaveText('首頁');
    });
  });

  test('with a language already chosen, nothing is asked', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('enjoy.language', '5'));
    await page.goto('/');
    await expect(page.getByTestId('tab-home')).toHaveText('Beranda');
    await expectNoLanguageSheet(page);
  });
});

async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
}

test.describe('the personal centre of a guest', () => {
  test('says "Guest" with the uid once, never cut, and a balance opens the wallet detail', async ({
    page,
  }) => {
    await inEnglish(page);
    await page.goto('/pages/user/index');
    const uid = (await page.getByTestId('user-uid').filter({ hasText: /\d{8}/ }).innerText()).trim();
    const name = page.getByTestId('user-nickname');
    await expect(name).toHaveText('Guest');
    const card = (await page.locator('section[aria-labelledby="user-card-name"]').innerText()) ?? '';
    expect(card.split(uid).length - 1).toBe(1);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The language near the top: right under the card, before the entries.
    const language = await box(page.getByTestId('mine-language'));
    expect(language.y).toBeLessThan((await box(page.getByTestId('mine-entry-recharge'))).y);

    await page.getByTestId('user-coin-balance').click();
    await expect(page).toHaveURL(/\/pages\/user\/storeRecord\?tab=detail$/);
    await expect(page.getByTestId('page-store-record')).toBeVisible();
    await expect(page.locator('.adm-tabs-tab-active')).toHaveText('Wallet detail');
    await page.goBack();
    await page.getByTestId('user-gold-balance').click();
    await expect(page).toHaveURL(/\/pages\/user\/storeRecord\?tab=detail$/);
  });

  test('the Thai login button is one line at 390 px', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('enjoy.language', '4'));
    await page.goto('/pages/user/index');
    const login = page.getByTestId('mine-login');
    await expect(login).toHaveText('เข้าสู่ระบบ / สมัครสมาชิก');
    const lines = await login.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const text = range.getBoundingClientRect();
      const outer = button.getBoundingClientRect();
      return { lines: tops.size, fits: text.left >= outer.left && text.right <= outer.right };
    });
    expect(lines).toEqual({ lines: 1, fits: true });
    await expect(page.getByTestId('user-nickname')).toHaveText('ผู้เยี่ยมชม');
  });
});

test('logging out says so and shows the centre as a fresh guest of this device', async ({ page }) => {
  const email = `leaver${Date.now()}@example.com`;
  await inEnglish(page);
  await page.goto('/pages/user/index');
  await expect(page.getByTestId('user-uid')).toContainText(/\d{8}/);
  await page.getByTestId('mine-login').click();
  await logInWithCode(page, email);
  await expect(page.getByTestId('user-email')).toHaveText(email);
  const registeredUid = await page.getByTestId('user-uid').innerText();

  await page.getByTestId('mine-entry-settings').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.locator('.adm-toast-main')).toHaveText('Logged out');
  await expect(page).toHaveURL(/\/pages\/user\/index$/);
  await expect(page.getByTestId('user-uid')).toContainText(/\d{8}/);
  await expect(page.getByTestId('user-uid')).not.toHaveText(registeredUid);
  await expect(page.getByTestId('user-nickname')).toHaveText('Guest');
  await expect(page.getByTestId('mine-login')).toBeVisible();
  await expect(page.getByTestId('user-email')).toHaveCount(0);
  // A guest session of this device: it survives a reload.
  await page.reload();
  await expect(page.getByTestId('mine-login')).toBeVisible();
  await expect(page.getByTestId('user-uid')).not.toHaveText(registeredUid);
});

test.describe('the floating menu', () => {
  test('closed, its button sits in the title bar and covers nothing of any tab page', async ({ page }) => {
    await inEnglish(page);
    for (const [path, pageId] of [
      ['/', 'page-home'],
      ['/pages/video/viewHis', 'page-list'],
      ['/pages/video/recommend', 'page-recommend'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(pageId)).toBeVisible();
      await expect(page.getByTestId('floating-menu-user')).toBeHidden({ timeout: 5000 });
      const toggle = await box(page.getByTestId('floating-menu-toggle'));
      const bar = await box(page.getByTestId('title-bar'));
      expect(toggle.y, path).toBeGreaterThanOrEqual(bar.y);
      expect(toggle.y + toggle.height, path).toBeLessThanOrEqual(bar.y + bar.height);
      // Not over the title either, nor the search button.
      expect(overlaps(toggle, await box(page.getByTestId('title-bar').locator('h1'))), path).toBe(false);
      if (path === '/') {
        expect(overlaps(toggle, await box(page.getByTestId('home-search')))).toBe(false);
        const more = page.getByTestId('home-rail').getByRole('button', { name: 'More' });
        expect(await more.count()).toBeGreaterThan(0);
        for (const link of await more.all()) expect(overlaps(toggle, await box(link))).toBe(false);
      }
      // Scrolled, the page passes under the title bar, never under the button alone.
      await page.mouse.wheel(0, 600);
      const under = await page.evaluate(
        ({ x, y }) => {
          const top = document.elementFromPoint(x, y);
          return top?.closest('[data-testid="floating-menu"], [data-testid="title-bar"]') !== null;
        },
        { x: toggle.x + toggle.width / 2, y: toggle.y + toggle.height / 2 },
      );
      expect(under, path).toBe(true);
    }
  });

  test('the user-centre entry opens the personal centre for a guest', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/pages/video/rankList');
    await expect(page.getByTestId('page-rank-list')).toBeVisible();
    await tapUserShortcut(page);
    await expect(page).toHaveURL(/\/pages\/user\/index$/);
    await expect(page.getByTestId('mine-login')).toBeVisible();
    await expect(page.getByTestId('login-popup')).toHaveCount(0);
  });
});

test.describe('the forms', () => {
  test('an over-long email says the 64-character limit and is not cut', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/pages/user/index');
    await page.getByTestId('mine-login').click();
    await page.getByTestId('login-channel-email').click();
    const long = `a.very.long.address.pasted.from.somewhere@subdomain.example-mail.com`;
    expect(long.length).toBeGreaterThan(64);
    await page.getByTestId('login-email-input').fill(long);
    await expect(page.getByTestId('login-email-input')).toHaveValue(long);
    await expect(page.getByTestId('login-email-error')).toHaveText('The email can be at most 64 characters');
    await page.getByTestId('login-email-input').fill('viewer@example.com');
    await expect(page.getByTestId('login-email-error')).toHaveCount(0);
  });

  test('the nickname stops at 20 characters and its counter turns red', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/pages/user/setting');
    await page.getByTestId('setting-nickname').click();
    const input = page.getByTestId('nickname-input');
    await input.fill('');
    await input.pressSequentially('Drama Fan From Bangkok Thailand');
    await expect(input).toHaveValue('Drama Fan From Bangk');
    const count = page.getByTestId('nickname-count');
    await expect(count).toHaveText('20/20');
    await expect(count).toHaveCSS('color', 'rgb(198, 40, 40)');
    await input.press('Backspace');
    await expect(count).toHaveText('19/20');
    await expect(count).not.toHaveCSS('color', 'rgb(198, 40, 40)');
  });

  test('after 5 wrong codes the get-code button is free at once, and a new code comes', async ({ page }) => {
    const email = `wrong${Date.now()}@example.com`;
    await inEnglish(page);
    await page.goto('/pages/user/index');
    await page.getByTestId('mine-login').click();
    await page.getByTestId('login-channel-email').click();
    await page.getByTestId('login-email-input').fill(email);
    const getCode = page.getByTestId('login-get-code');
    await getCode.click();
    const sentAt = Date.now();
    await expect.poll(() => codeFor(email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    const first = codeFor(email) ?? '';
    await expect(getCode).toBeDisabled();

    const wrong = ['100000', '200000', '300000', '400000', '500000', '600000']
      .filter((c) => c !== first)
      .slice(0, 5);
    for (const [i, code] of wrong.entries()) {
      await page.getByTestId('login-code-input').fill(code);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/user/email-bind')),
        page.getByTestId('login-submit').click(),
      ]);
      expect(((await answer.json()) as { code: number }).code).toBe(i < 4 ? 611 : 613);
      await expect(page.getByTestId('login-submit')).toBeEnabled();
    }
    await expect(page.locator('.adm-toast-main')).toHaveText('Too many wrong codes, please get a new one');
    await expect(getCode).toBeEnabled();
    await expect(getCode).toHaveText('Get code');
    // SPEC 5's guard refuses the same request within 1000 ms: a person is never that quick.
    await page.waitForTimeout(Math.max(0, sentAt + 1100 - Date.now()));
    await getCode.click();
    await expect(page.locator('.adm-toast-main')).toHaveText('Sent successfully');
    await expect.poll(() => codeFor(email), { timeout: 10_000 }).not.toBe(first);
  });
});

test('clearing the cache says what it cleared, then that there is nothing left', async ({ page }) => {
  await inEnglish(page);
  await page.goto('/pages/user/setting');
  await expect(page.getByTestId('setting-clear-cache')).toBeVisible();
  // What the service worker would have saved: posters, the offline page, and the app's own code.
  await page.evaluate(async () => {
    const posters = await caches.open('enjoy-posters-v1');
    for (let i = 0; i < 3; i++)
      await posters.put(
        `/media/posters/e2e-${i}.webp`,
        new Response(new Uint8Array(400_000), { headers: { 'content-type': 'image/webp' } }),
      );
    const pages = await caches.open('enjoy-pages-v1');
    await pages.put(
      '/',
      new Response('<!doctype html>'.repeat(2000), { headers: { 'content-type': 'text/html' } }),
    );
    const code = await caches.open('workbox-precache-v2-e2e');
    await code.put('/assets/app.js', new Response('console.log(1)'));
  });

  await page.getByTestId('setting-clear-cache').click();
  await expect(page.locator('.adm-toast-main')).toHaveText(/^Cleared 1\.\d MB of saved pictures and pages$/);
  expect(await page.evaluate(() => caches.keys())).toEqual(['workbox-precache-v2-e2e']);

  await expect(page.locator('.adm-toast-main')).toBeHidden(); // the toast goes
  await page.getByTestId('setting-clear-cache').click();
  await expect(page.locator('.adm-toast-main')).toHaveText('Nothing to clear');
});
