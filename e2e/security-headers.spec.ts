/**
 * The Content-Security-Policy and framing headers in a real browser (issue 14, decision 0017):
 * every route of SPEC section 2, a drama that plays, the login popup and its agreement popup
 * (a frame), the pay popup and the sandbox gateway's page reached through a real order, the
 * OAuth stand-ins (TikTok's authorize page, Facebook's SDK popup), the article pages, and the
 * shell the service worker keeps for offline use: not one violation, neither as a
 * `securitypolicyviolation` event nor as a console message. And a page of another origin that
 * frames the app gets nothing rendered.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame } from '@playwright/test';
import sharp from 'sharp';
import { watchCsp, type CspWatch } from './support/csp.ts';
import { openLoginPopup } from './support/login.ts';
import { expectPlaying, PLAY_TIMEOUT } from './support/page.ts';

function expectNoViolations(watch: CspWatch): void {
  expect(watch.events, 'securitypolicyviolation events').toEqual([]);
  expect(watch.console, 'console messages about the Content Security Policy').toEqual([]);
}

test.describe('no Content-Security-Policy violation anywhere in the app', () => {
  test('every route, a drama playing, the popups, the sandbox gateway and the articles', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const csp = await watchCsp(context);

    csp.step = 'home';
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    // The inline runtime config and boot data ran (their hashes are in the policy).
    expect(await page.evaluate(() => typeof (window as { __APP_CONFIG__?: unknown }).__APP_CONFIG__)).toBe(
      'object',
    );
    expect(await page.evaluate(() => typeof (window as { __BOOT__?: unknown }).__BOOT__)).toBe('object');

    csp.step = 'play';
    const card = page.getByTestId('home-rail').first().getByTestId('drama-card').first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/pages\/video\/play\?drama_id=\d+/);
    const dramaId = new URL(page.url()).searchParams.get('drama_id');
    expect(dramaId).toMatch(/^\d+$/);
    await expectPlaying(page, 2);

    csp.step = 'play (direct visit)';
    await page.goto(`/pages/video/play?drama_id=${dramaId}&ep=1`);
    await expect(page.getByTestId('page-play')).toBeVisible();
    await expectPlaying(page, 3);

    csp.step = 'pay popup and sandbox gateway';
    await page.getByTestId('episode-grid-open').click();
    const locked = page
      .getByTestId('episode-grid')
      .locator('[data-testid^="episode-cell-"][data-locked="true"]')
      .first();
    await locked.click();
    const sheet = page.getByTestId('locked-sheet');
    await expect(sheet).toHaveAttribute('data-state', 'ready');
    await sheet.getByTestId('unlock-episode').click();
    await expect(page.getByTestId('pay-popup')).toBeVisible();
    // One channel (the sandbox gateway): the package's tap goes straight to it.
    await page.getByTestId('pay-popup').getByTestId('pay-goods-101').click();
    await page.waitForURL(/\/sandbox-pay\/checkout\/sp_/);
    await expect(page.getByTestId('sandbox-amount')).toBeVisible();
    // The form posts to this site, which answers 303 to the app (form-action covers both).
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/pages\/video\/play\?/);
    await expect(page.getByTestId('page-play')).toBeVisible();
    await expect(page.getByTestId('locked-gold')).toHaveText('500', { timeout: 15_000 });

    for (const [route, testId] of [
      ['/pages/index/index', 'page-home'],
      ['/pages/login/callback', 'page-login-callback'],
      ['/pages/video/rankList', 'page-rank-list'],
      ['/pages/video/viewHis', 'page-list'],
      ['/pages/user/index', 'page-mine'],
      ['/pages/user/setting', 'page-setting'],
      ['/pages/user/storeRecord', 'page-store-record'],
      ['/pages/user/feedback', 'page-feedback'],
      ['/pages/video/search', 'page-search'],
      ['/choose-location', 'page-choose-location'],
      ['/open-location', 'page-open-location'],
    ] as const) {
      csp.step = route;
      await page.goto(route);
      await expect(page.getByTestId(testId)).toBeVisible();
    }

    csp.step = '/pages/video/recommend';
    await page.goto('/pages/video/recommend');
    const video = page.getByTestId('recommend-item').first().locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: PLAY_TIMEOUT })
      .toBeGreaterThan(1);

    csp.step = '/pages/user/faceUpload (blob: preview, upload)';
    await page.goto('/pages/user/index');
    await page.getByTestId('mine-avatar').click();
    await expect(page).toHaveURL(/\/pages\/user\/faceUpload$/);
    await expect(page.getByTestId('page-face-upload')).toBeVisible();
    const square = await sharp({
      create: { width: 240, height: 240, channels: 3, background: { r: 255, g: 77, b: 136 } },
    })
      .png()
      .toBuffer();
    await page.getByTestId('face-upload-input').setInputFiles({
      name: 'square.png',
      mimeType: 'image/png',
      buffer: square,
    });
    await expect(page.getByTestId('face-upload-image')).toHaveAttribute('data-picked', 'true');
    await page.getByTestId('face-upload-confirm').click();
    await expect(page).toHaveURL(/\/pages\/user\/index$/);
    const avatar = page.getByTestId('user-avatar').locator('img');
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(240);

    csp.step = '/pages/friend/index (poster: blob: image, saved by fetching it)';
    await page.goto('/pages/friend/index');
    await expect(page.getByTestId('page-friend')).toBeVisible();
    await page.getByTestId('invite-share').click();
    await page.getByTestId('invite-poster').click();
    await expect(page.getByTestId('invite-poster-image')).toBeVisible();
    await page.getByTestId('invite-poster-save').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.adm-action-sheet-button-item').first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);

    csp.step = 'login popup and the agreement popup (a frame)';
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    await openLoginPopup(page);
    for (const link of ['login-protocol-user', 'login-protocol-privacy']) {
      await page.getByTestId(link).click();
      const frame = page.frameLocator('[data-testid="protocol-frame"]');
      await expect(frame.locator('h1')).toBeVisible();
      await page
        .getByTestId('protocol-sheet')
        .getByRole('button', { name: /關閉|Close/ })
        .click();
      await expect(page.getByTestId('protocol-sheet')).toBeHidden();
    }

    for (const url of [
      '/article/user?language=3',
      '/article/privacy?language=2',
      '/article/help?language=4',
    ]) {
      csp.step = url;
      await page.goto(url);
      await expect(page.locator('h1')).toBeVisible();
    }

    csp.step = 'TikTok stand-in';
    await page.goto('/pages/video/rankList?type=new');
    await expect(page.getByTestId('page-rank-list')).toBeVisible();
    await openLoginPopup(page);
    await page.getByTestId('login-channel-tiktok').click();
    await page.waitForURL(/\/sandbox-oauth\/tiktok\/authorize\?/);
    await page.getByTestId('oauth-sandbox-name').fill('CSP Viewer');
    // A form to this site, then a 303 to our login callback, then back to the page it started
    // from (the personal centre, whose login button opened the popup).
    await page.getByTestId('oauth-sandbox-allow').click();
    await expect(page).toHaveURL(/\/pages\/user\/index$/);
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('user-nickname')).toHaveText('CSP Viewer');

    csp.step = 'Facebook stand-in (SDK, popup, postMessage to the opener)';
    // A new guest (a fresh device id) gets the login popup again, for Facebook this time.
    await page.evaluate(() => {
      localStorage.clear();
      // Still a visitor who answered the first visit's language question.
      localStorage.setItem('enjoy.language-asked', '1');
    });
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    await openLoginPopup(page);
    const [dialog] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('login-channel-facebook').click(),
    ]);
    await dialog.getByTestId('oauth-sandbox-name').fill('CSP Fan');
    await Promise.all([dialog.waitForEvent('close'), dialog.getByTestId('oauth-sandbox-allow').click()]);
    await page.waitForEvent('load');
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('user-nickname')).toHaveText('CSP Fan');

    csp.step = 'a stand-in page that refuses the request';
    const bad = await page.goto('/sandbox-oauth/tiktok/authorize');
    expect(bad?.status()).toBe(400);
    await expect(page.locator('h1')).toBeVisible();

    expectNoViolations(csp);

    // The watch is not blind: a load the policy forbids is seen both ways.
    csp.step = 'control';
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('page-mine')).toBeVisible();
    await page.evaluate(() => {
      const image = new Image();
      image.src = 'http://blocked.invalid/x.png';
    });
    await expect.poll(() => csp.events.length).toBeGreaterThan(0);
    await expect.poll(() => csp.console.length).toBeGreaterThan(0);
    expect(csp.events.join('\n')).toContain('img-src blocked http://blocked.invalid/x.png');
  });
});

test.describe('the shell kept by the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('runs its inline scripts offline under the headers it was kept with', async ({ page, context }) => {
    const csp = await watchCsp(context);
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);

    csp.step = 'offline: the shell the worker kept at install';
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('title-bar')).toBeVisible();
    expect(await page.evaluate(() => typeof (window as { __APP_CONFIG__?: unknown }).__APP_CONFIG__)).toBe(
      'object',
    );
    await context.setOffline(false);

    csp.step = 'online through the worker, which keeps this page';
    await page.reload();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    csp.step = 'offline again: the page kept by the navigation';
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('page-home')).toBeVisible();
    expect(await page.evaluate(() => typeof (window as { __BOOT__?: unknown }).__BOOT__)).toBe('object');
    await context.setOffline(false);

    expectNoViolations(csp);
  });
});

test.describe('framing', () => {
  let server: http.Server;
  let hostile = '';
  const framed = ['/', '/pages/user/index', '/article/user?language=3', '/sandbox-oauth/tiktok/authorize'];

  test.beforeAll(async ({ baseURL }) => {
    // A page of another origin (localhost:<port>, not the app's 127.0.0.1:8181) framing the app.
    const frames = framed.map((p) => `<iframe src="${baseURL}${p}" width="390" height="300"></iframe>`);
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>elsewhere</title>${frames.join('')}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hostile = `http://localhost:${(server.address() as AddressInfo).port}/`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('a page of another origin cannot frame the app, its articles or the stand-ins', async ({
    page,
    context,
    baseURL,
  }) => {
    const csp = await watchCsp(context);
    const blocked = framed.map((p) => `${baseURL}${p}`);
    const answered: string[] = [];
    page.on('response', (response) => {
      if (blocked.includes(response.url())) answered.push(response.url());
    });
    await page.goto(hostile);
    // Every frame was asked for and answered; the browser refused to show each.
    await expect.poll(() => answered.length).toBe(framed.length);
    await expect
      .poll(() => csp.console.filter((m) => m.includes('frame-ancestors')).length)
      .toBe(framed.length);
    const children = (): Frame[] => page.frames().filter((f) => f !== page.mainFrame());
    // Chromium's own error page stands in each frame (committed a moment after the refusal):
    // none of the app, an article or a form.
    await expect
      .poll(() => children().map((frame) => frame.url()))
      .toEqual(framed.map(() => 'chrome-error://chromewebdata/'));
    for (const frame of children()) {
      expect(await frame.content()).toContain('ERR_BLOCKED_BY_RESPONSE');
      expect(await frame.locator('#root, [data-testid], time, form').count()).toBe(0);
    }
  });
});
