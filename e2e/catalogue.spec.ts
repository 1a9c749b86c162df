import { expect, test, type Page } from '@playwright/test';
import { PLAY_TIMEOUT, watchErrors, currentTime, expectPlaying, backOverSheet } from './support/page.ts';

/**
 * Catalogue and playback against the real server and its sample catalogue: home, the play
 * page (playback, swipe, resume, favourite, locked episodes), history, favourites, rankings
 * and the recommendation feed. Written against the shared contract and data-testids only.
 */

function playerVideo(page: Page) {
  return page.getByTestId('player-video');
}

/** A real touch swipe (touchstart, moves, touchend) from y0 to y1 at the middle of the screen. */
async function touchSwipe(page: Page, y0: number, y1: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y0 + ((y1 - y0) * i) / steps }],
    });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function firstRailCard(page: Page) {
  await page.goto('/');
  const card = page.getByTestId('home-rail').first().getByTestId('drama-card').first();
  await expect(card).toBeVisible();
  return card;
}

test.describe('catalogue and playback', () => {
  test('home shows banners, rails and the endless list with posters', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.getByTestId('home-rail').first()).toBeVisible();
    const cards = page.getByTestId('home-rail').first().getByTestId('drama-card');
    expect(await cards.count()).toBeGreaterThan(0);
    // Posters are real images with their size reserved.
    const poster = cards.first().locator('img');
    await expect(poster).toHaveAttribute('width', /\d+/);
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByTestId('home-feed')).toBeVisible();
    await expect(page.getByTestId('home-feed').getByTestId('drama-card').first()).toBeVisible();
    // Nothing on home (the cards far along a rail included) widens the page past the phone's
    // width: a wider layout zooms everything out and puts the tab bar off its place.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // hls.js is no part of home's first load: fetched at all, it is the last of home's
    // scripts, once the browser is idle (for the first tap, after the play page's code).
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ hls: /hls/i.test(entry.name), start: entry.startTime })),
    );
    for (const hls of scripts.filter((script) => script.hls))
      expect(scripts.filter((script) => !script.hls && script.start > hls.start)).toEqual([]);
    expect(await (await page.request.get('/')).text()).not.toMatch(/hls/i);
    expect(errors).toEqual([]);
  });

  test('watch, swipe, resume, favourite; history and favourites list the drama', async ({ page }) => {
    test.setTimeout(150_000);
    const errors = watchErrors(page);
    const card = await firstRailCard(page);
    const dramaId = await card.getAttribute('data-drama-id');
    expect(dramaId).toMatch(/^\d+$/);

    // Tap a drama: the play page plays it.
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/pages/video/play\\?drama_id=${dramaId}`));
    await expect(page.getByTestId('player')).toBeVisible();
    await expect(page.getByTestId('player-title')).not.toBeEmpty();
    await expectPlaying(page);
    await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '1');

    // Swipe up: episode 2 plays.
    await touchSwipe(page, 620, 220);
    await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '2');
    await expect(page).toHaveURL(/[?&]ep=2\b/);
    await expectPlaying(page, 2);

    // Favourite it.
    const heart = page.getByTestId('favorite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Back, and again: it resumes in episode 2 near where it was left.
    const saved = await currentTime(page);
    await page.getByTestId('player-back').click();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await page.getByTestId('home-rail').first().getByTestId('drama-card').first().click();
    await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '2');
    await expect
      .poll(async () => Math.abs((await currentTime(page)) - saved), { timeout: PLAY_TIMEOUT })
      .toBeLessThanOrEqual(3);

    // A fresh load knows it too (the position was saved on the server).
    const beforeReload = await currentTime(page);
    await page.goto(`/pages/video/play?drama_id=${dramaId}`);
    await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '2');
    await expect
      .poll(async () => Math.abs((await currentTime(page)) - beforeReload), { timeout: PLAY_TIMEOUT })
      .toBeLessThanOrEqual(3);

    // The list tab: history, then favourites.
    await page.goto('/pages/video/viewHis');
    const row = page.locator(`[data-testid="history-row"][data-drama-id="${dramaId}"]`);
    await expect(row).toBeVisible();
    await page.getByRole('tab').nth(1).click();
    await expect(page).toHaveURL(/tab=favorites/);
    await expect(page.locator(`[data-testid="favorite-card"][data-drama-id="${dramaId}"]`)).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('the episode grid marks the current episode; a locked one shows the locked sheet', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const card = await firstRailCard(page);
    await card.click();
    await expectPlaying(page);

    const grid = page.getByTestId('episode-grid');
    // The phone's Back closes the sheet and stays on the episode.
    await page.getByTestId('episode-grid-open').click();
    await expect(grid).toBeVisible();
    await backOverSheet(page);
    await expect(grid).toBeHidden();
    await expect(page).toHaveURL(/\/pages\/video\/play\?/);

    await page.getByTestId('episode-grid-open').click();
    await expect(grid).toBeVisible();
    await expect(page.getByTestId('episode-cell-1')).toHaveAttribute('aria-current', 'true');
    const locked = grid.locator('[data-testid^="episode-cell-"][data-locked="true"]').first();
    await expect(locked).toBeVisible();
    const number = (await locked.getAttribute('data-testid'))?.replace('episode-cell-', '');
    await locked.click();

    await expect(page.getByTestId('player')).toHaveAttribute('data-episode', number ?? '');
    const sheet = page.getByTestId('locked-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('locked-price')).toContainText(/\d/);
    // The wallet (issue 5) made the sheet real: once its quote is in, the unlock button works.
    await expect(sheet).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('unlock-episode')).toBeEnabled();

    // The dimmed episode above the sheet stays swipeable: down to the free one before it, which
    // plays, and up again to the lock.
    const lockedNumber = Number(number);
    await touchSwipe(page, 120, 420);
    await expect(page.getByTestId('player')).toHaveAttribute('data-episode', String(lockedNumber - 1));
    await expect(sheet).toBeHidden();
    await expectPlaying(page);
    await touchSwipe(page, 420, 120);
    await expect(page.getByTestId('player')).toHaveAttribute('data-episode', String(lockedNumber));
    await expect(sheet).toBeVisible();

    // Back closes the locked sheet on that episode; the next Back leaves the player for home
    // (choosing in the grid left no entry of the sheet behind).
    await backOverSheet(page);
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`ep=${number ?? ''}`));
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test('playback speed and the keyboard', async ({ page }) => {
    const card = await firstRailCard(page);
    await card.click();
    await expectPlaying(page);
    await page.getByTestId('speed-open').click();
    await page.getByTestId('speed-1.5').click();
    await expect
      .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.playbackRate))
      .toBe(1.5);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '2');
    await expectPlaying(page);
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '1');
  });

  test('rankings list real dramas and open them', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    // Home's first rail is this week's hot ranking: its first drama's plays, as home says them.
    const card = page.getByTestId('home-rail').first().getByTestId('drama-card').first();
    await expect(card).toBeVisible();
    const dramaId = await card.getAttribute('data-drama-id');
    const cardText = (await card.textContent()) ?? '';
    await page.getByTestId('home-rank-entry').click();
    await expect(page).toHaveURL(/\/pages\/video\/rankList/);
    const rows = page.getByTestId('rank-row');
    await expect(rows.first()).toBeVisible();
    // The same drama on the rank list: the same play count, in the same words.
    const plays =
      (await page
        .locator(`[data-testid="rank-row"][data-drama-id="${dramaId}"]`)
        .getByTestId('rank-count')
        .textContent()) ?? '';
    expect(plays).not.toBe('');
    expect(cardText).toContain(plays);
    await page.getByRole('tab').nth(2).click();
    await expect(page).toHaveURL(/type=favorite/);
    await expect(rows.first()).toBeVisible();
    await rows.first().click();
    await expect(page).toHaveURL(/\/pages\/video\/play\?drama_id=\d+/);
    await expectPlaying(page);
    expect(errors).toEqual([]);
  });

  test('the recommendation feed autoplays and leads to the whole series', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/pages/video/recommend');
    const item = page.getByTestId('recommend-item').first();
    await expect(item).toBeVisible();
    const video = item.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: PLAY_TIMEOUT })
      .toBeGreaterThan(0.5);
    // Only the page on screen holds a video.
    await expect(page.locator('[data-testid="recommend-item"] video')).toHaveCount(1);
    await item.getByTestId('recommend-continue').click();
    // No episode in the address: the play page resumes where this viewer stopped.
    await expect(page).toHaveURL(/\/pages\/video\/play\?drama_id=\d+/);
    await expectPlaying(page);
    expect(errors).toEqual([]);
  });
});
