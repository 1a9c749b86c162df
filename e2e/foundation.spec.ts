import { expect, test } from '@playwright/test';
import { tapUserShortcut } from './support/login.ts';

test.describe('first visit on a phone', () => {
  test('a new visitor gets a guest account, the pink title bar, four tabs and Traditional Chinese', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');

    const titleBar = page.getByTestId('title-bar');
    await expect(titleBar).toBeVisible();
    const background = await titleBar.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(150);
    expect(b).toBeGreaterThan(80);

    const tabs = page.getByTestId('tabbar');
    await expect(tabs.locator('[data-testid^="tab-"]')).toHaveCount(4);
    const ids = await tabs
      .locator('[data-testid^="tab-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(ids).toEqual(['tab-home', 'tab-list', 'tab-recommend', 'tab-mine']);
    await expect(page.getByTestId('tab-home')).toContainText('首頁');

    // The guest account exists without any action.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => /token/i.test(k))))
      .toBe(true);
    await page.getByTestId('tab-mine').click();
    await expect(page).toHaveURL(/\/pages\/user\/index$/);
    await expect(page.getByTestId('user-uid')).toContainText(/\d{8}/);
    await expect(page.getByTestId('user-gold')).toContainText('0');
  });

  test('tabs navigate between the four tab pages', async ({ page }) => {
    await page.goto('/');
    for (const [tab, url, pageId] of [
      ['tab-list', /\/pages\/video\/viewHis$/, 'page-list'],
      ['tab-recommend', /\/pages\/video\/recommend$/, 'page-recommend'],
      ['tab-mine', /\/pages\/user\/index$/, 'page-mine'],
      ['tab-home', /\/$/, 'page-home'],
    ] as const) {
      await page.getByTestId(tab).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByTestId(pageId)).toBeVisible();
    }
  });

  test('the /pages/index/index alias shows home', async ({ page }) => {
    await page.goto('/pages/index/index');
    await expect(page.getByTestId('page-home')).toBeVisible();
  });

  test('every route of SPEC section 2 renders', async ({ page }) => {
    const routes = [
      '/pages/login/callback',
      '/pages/friend/index',
      '/pages/video/play',
      '/pages/video/rankList',
      '/pages/video/viewHis',
      '/pages/video/recommend',
      '/pages/user/index',
      '/pages/user/setting',
      '/pages/user/faceUpload',
      '/pages/user/storeRecord',
      '/choose-location',
      '/open-location',
    ];
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('#root')).not.toBeEmpty();
    }
  });

  test('the avatar and store-record pages have a black header', async ({ page }) => {
    for (const route of ['/pages/user/faceUpload', '/pages/user/storeRecord']) {
      await page.goto(route);
      const bar = page.getByTestId('title-bar');
      await expect(bar).toBeVisible();
      const bg = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(bg, route).toBe('rgb(0, 0, 0)');
    }
  });

  test('switching the language changes the text', async ({ page }) => {
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('tab-home')).toContainText('首頁');
    await page.getByTestId('mine-language').click();
    await page.getByTestId('language-option-3').click();
    await page.getByTestId('language-confirm').click();
    await expect(page.getByTestId('tab-home')).toContainText('Home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The closed sheet gives its history entry back (a Back of its own): reload after it.
    await expect(page.getByTestId('language-sheet')).toBeHidden();
    await page.waitForFunction(() => history.state === null || !('sheet' in Object(history.state)));
    await page.reload();
    await expect(page.getByTestId('tab-home')).toContainText('Home');
    await page.getByTestId('mine-language').click();
    await page.getByTestId('language-option-4').click();
    await page.getByTestId('language-confirm').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });

  test('offline: a page with content keeps it under a banner, the others give way to the placeholder, the tab bar works', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.getByTestId('home-rail').first()).toBeVisible();
    await context.setOffline(true);
    // Home has its catalogue on screen: it stays, with a small banner.
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('offline')).toHaveCount(0);
    await expect(page.getByTestId('home-rail').first()).toBeVisible();
    // The tab bar works offline; a page with nothing to show gets the placeholder in its place.
    await page.getByTestId('tab-mine').click();
    await expect(page).toHaveURL(/\/pages\/user\/index$/);
    await expect(page.getByTestId('offline')).toBeVisible();
    await expect(page.getByTestId('tabbar')).toBeVisible();
    await page.getByTestId('tab-home').click();
    await expect(page.getByTestId('offline')).toHaveCount(0);
    await expect(page.getByTestId('home-rail').first()).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    // A page whose code could not load offline comes by itself with the network, never the
    // route's error screen (the worker is blocked here, so nothing is precached).
    await page.getByTestId('home-rank-entry').click();
    await expect(page).toHaveURL(/\/pages\/video\/rankList/);
    await expect(page.getByTestId('offline')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('rank-row').first()).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expect(page.getByTestId('offline')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  test('the floating menu starts open, closes after a second, toggles on tap', async ({ page }) => {
    await page.goto('/');
    const user = page.getByTestId('floating-menu-user');
    await expect(user).toBeVisible();
    await expect(user).toBeHidden({ timeout: 5000 });
    await page.getByTestId('floating-menu-toggle').click();
    await expect(user).toBeVisible();
    await page.getByTestId('floating-menu-toggle').click();
    await expect(user).toBeHidden();
  });

  test('the user-centre shortcut of a guest opens the personal centre, as the Mine tab does', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    // Wait for the auto-close, then open it by tap.
    await tapUserShortcut(page);
    await expect(page).toHaveURL(/\/pages\/user\/index$/);
    await expect(page.getByTestId('page-mine')).toBeVisible();
    await expect(page.getByTestId('user-uid')).toContainText(/\d{8}/);
    await expect(page.getByTestId('login-popup')).toHaveCount(0);
  });

  test('protocol pages open in the chosen language', async ({ page }) => {
    const response = await page.goto('/article/privacy?language=4');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});
