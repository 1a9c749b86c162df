import { expect, test, type Page } from '@playwright/test';
import { currentTime, expectPlaying, watchErrors } from './support/page.ts';

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
  await page.goBack();
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
