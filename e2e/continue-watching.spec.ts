import { expect, test, type Page } from '@playwright/test';
import { currentTime, expectPlaying, playbackStart, watchErrors } from './support/page.ts';

/**
 * Continue watching (issue 15): a viewer without history sees no rail; after watching half an
 * episode, home (and the For You feed) offer it, and one tap resumes it where it stopped.
 */

async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
}

const historyAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/enjoy-api/history/list'));

test('after half an episode, home offers Continue watching and one tap resumes there', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await inEnglish(page);

  // A new viewer: the history is asked for after the first paint, and says there is none.
  const firstHistory = historyAnswered(page);
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await firstHistory;
  await expect(page.getByTestId('home-rail').first()).toBeVisible();
  await expect(page.getByTestId('continue-watching')).toHaveCount(0);

  // Watch about half of the first episode of a drama, then stop there.
  const card = page.getByTestId('home-rail').first().getByTestId('drama-card').first();
  const dramaId = await card.getAttribute('data-drama-id');
  await card.click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '1');
  const duration = await page
    .getByTestId('player-video')
    .evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) =>
          Number.isFinite(v.duration) && v.duration > 0
            ? resolve(v.duration)
            : v.addEventListener('durationchange', () => resolve(v.duration), { once: true }),
        ),
    );
  await expectPlaying(page, duration / 2);
  const saved = page.waitForResponse((response) => response.url().includes('/enjoy-api/video/progress'));
  await page.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.pause());
  await saved;
  const stoppedAt = await currentTime(page);
  expect(stoppedAt).toBeGreaterThan(duration / 2 - 0.5);
  expect(stoppedAt).toBeLessThan(duration - 1);

  // A fresh load (nothing remembered by the tab): the rail comes from the server's history.
  await page.goto('/');
  const rail = page.getByTestId('continue-watching');
  await expect(rail).toBeVisible();
  await expect(rail.getByRole('heading')).toHaveText('Continue watching');
  const item = rail.getByTestId('continue-item').first();
  await expect(item).toHaveAttribute('data-drama-id', String(dramaId));
  await expect(item.getByTestId('continue-where')).toHaveText(/^EP 1 · 0:0\d left$/);
  // The rail is the first thing on home, above the banners.
  const railBox = await rail.boundingBox();
  const bannerBox = await page.getByTestId('home-banner').first().boundingBox();
  expect(railBox && bannerBox && railBox.y < bannerBox.y).toBe(true);

  // The For You feed offers it too, over its first page.
  await page.getByTestId('tab-recommend').click();
  await expect(page.getByTestId('page-recommend').getByTestId('continue-watching')).toBeVisible();
  await page.getByTestId('tab-home').click();

  // One tap: the episode plays from where it stopped.
  await page.getByTestId('continue-watching').getByTestId('continue-item').first().click();
  await expect(page).toHaveURL(new RegExp(`/pages/video/play\\?drama_id=${dramaId}&ep=1$`));
  await expect(page.getByTestId('player')).toHaveAttribute('data-episode', '1');
  const resumedAt = await playbackStart(page);
  expect(Math.abs(resumedAt - stoppedAt)).toBeLessThanOrEqual(1);

  expect(errors).toEqual([]);
});
