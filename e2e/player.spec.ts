import { expect, test, type Page } from '@playwright/test';
import { currentTime, expectPlaying, watchErrors, backOverSheet } from './support/page.ts';

/**
 * The player in a viewer's first minutes (issue 15): sheets across auto-next, playing on
 * offline, and the poster while an episode loads. Against the real server and sample
 * catalogue (episodes of a few seconds), in English.
 */

async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
}

/** Opens the first drama of home's first rail; resolves with its id. */
async function openFirstDrama(page: Page): Promise<string> {
  await page.goto('/');
  const card = page.getByTestId('home-rail').first().getByTestId('drama-card').first();
  await expect(card).toBeVisible();
  const dramaId = (await card.getAttribute('data-drama-id')) ?? '';
  await card.click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'ready');
  return dramaId;
}

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('the episode grid stays open when the episode ends and the next one starts', async ({ page }) => {
  const errors = watchErrors(page);
  const dramaId = await openFirstDrama(page);
  await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '1');
  await page.getByTestId('episode-grid-open').click();
  const grid = page.getByTestId('episode-grid');
  await expect(grid).toHaveAttribute('data-open', 'true');

  // Episode 1 plays on behind the sheet, ends, and episode 2 starts: the sheet is still open.
  await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '2', { timeout: 20_000 });
  await expectPlaying(page, 0.2);
  await expect(grid).toHaveAttribute('data-open', 'true');
  await expect(grid.getByTestId('episode-cell-2')).toHaveAttribute('aria-current', 'true');
  // The address waits for the sheet (changing it would take out the sheet's history entry).
  expect(page.url()).not.toMatch(/[?&]ep=2/);

  // The phone's Back closes it, and the address comes to the episode playing.
  await backOverSheet(page);
  await expect(grid).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`drama_id=${dramaId}&ep=2$`));
  expect(errors).toEqual([]);
});

test('offline during playback: it plays on what is buffered, under a small banner', async ({
  page,
  context,
}) => {
  await openFirstDrama(page);
  await expectPlaying(page, 0.3);
  const video = page.getByTestId('player-video');
  // Wait until there is more than a second buffered ahead, then drop the network.
  await expect
    .poll(() =>
      video.evaluate(
        (v: HTMLVideoElement) =>
          v.buffered.length > 0 && v.buffered.end(v.buffered.length - 1) - v.currentTime,
      ),
    )
    .toBeGreaterThan(1.5);
  await context.setOffline(true);
  const at = await currentTime(page);

  await expect.poll(() => currentTime(page)).toBeGreaterThan(at + 0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await expect(page.getByTestId('offline-banner')).toHaveText('No connection — playing what is loaded');
  await expect(page.getByTestId('offline')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test("the poster is the episode's frame, where the video's frame will be, under the controls", async ({
  page,
}) => {
  await openFirstDrama(page);
  await expectPlaying(page, 0.2);
  const poster = page.getByTestId('player-poster');
  await expect(poster).toHaveAttribute('src', /\/poster\.webp/);
  const geometry = await page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="player-poster"]');
    const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]');
    if (!img || !video) throw new Error('no poster or video');
    const box = video.getBoundingClientRect();
    // Where object-fit: contain draws the video's frame inside its box.
    const scale = Math.min(box.width / video.videoWidth, box.height / video.videoHeight);
    const frame = { width: video.videoWidth * scale, height: video.videoHeight * scale };
    const rect = img.getBoundingClientRect();
    return {
      fit: getComputedStyle(img).objectFit,
      poster: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      frame: {
        x: box.x + (box.width - frame.width) / 2,
        y: box.y + (box.height - frame.height) / 2,
        width: frame.width,
        height: frame.height,
      },
      videoRatio: video.videoWidth / video.videoHeight,
    };
  });
  expect(geometry.fit).toBe('cover');
  expect(geometry.videoRatio).toBeCloseTo(9 / 16, 2);
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(geometry.poster[key] - geometry.frame[key]), key).toBeLessThanOrEqual(1);
  }
  // The controls are on top: a tap on them reaches them, not the poster.
  for (const id of ['episode-grid-open', 'speed-open', 'player-back']) {
    const hit = await page.getByTestId(id).evaluate((button) => {
      const r = button.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && button.contains(top);
    });
    expect(hit, id).toBe(true);
  }
});
