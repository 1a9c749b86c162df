import { expect, test, type Page } from '@playwright/test';
import { downloadedFiles, prepare, settledMessages } from './support/downloads.ts';
import { viewerCall } from './support/journey.ts';
import { watchErrors } from './support/page.ts';

/**
 * Downloads for offline viewing (issue 19, decision 0043), in Chromium at 390x844 against the
 * real server and sample catalogue: two free episodes saved from the player, both play with the
 * browser context offline, a locked episode is refused, and deleting frees the space; the page
 * downloads while it is on screen (in the background: downloads-background.spec.ts).
 */

test.use({ serviceWorkers: 'allow' });

interface Detail {
  drama: { drama_id: number; title: string };
  episodes: { number: number; locked: 0 | 1 }[];
}

async function offlineCurrentTime(page: Page): Promise<number> {
  return page.getByTestId('offline-video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

test('two downloaded episodes play offline; a locked one is refused; deleting frees the space', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await prepare(page);
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The first drama, from home: its episode 1 plays (through the worker, which keeps the player).
  const card = page.getByTestId('home-rail').first().getByTestId('drama-card').first();
  const detailAnswer = page.waitForResponse((r) => r.url().endsWith('/video/detail'));
  await card.click();
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-state', 'ready');
  const answer = await detailAnswer;
  const detail = ((await answer.json()) as { data: Detail }).data;
  const headers = await answer.request().allHeaders();
  const dramaId = detail.drama.drama_id;
  const firstLocked = detail.episodes.find((e) => e.locked === 1)?.number ?? 0;
  expect(firstLocked).toBeGreaterThan(2);

  // A locked episode cannot be downloaded: the endpoint refuses it, and so does the chooser.
  const refused = await viewerCall(page, headers, '/video/download', {
    drama_id: dramaId,
    count: 1,
    from: firstLocked,
  });
  expect(refused.code).toBe(731);
  await page.goto(`/pages/video/play?drama_id=${dramaId}&ep=${firstLocked}`);
  await expect(page.getByTestId('locked-sheet')).toBeVisible();
  await page.locator('.adm-popup-close-icon').click();
  await expect(page.getByTestId('locked-sheet')).toHaveCount(0);
  await page.getByTestId('download-open').click();
  const sheet = page.getByTestId('download-sheet');
  await expect(sheet).toContainText(`Starting at episode ${firstLocked}`);
  await sheet.getByTestId('download-start').click();
  await expect(sheet.getByTestId('download-refusal')).toHaveText(
    `Episode ${firstLocked} is locked: unlock it before downloading`,
  );
  await sheet.getByRole('button', { name: 'Close' }).click();

  // Two episodes from episode 1.
  await page.goto(`/pages/video/play?drama_id=${dramaId}&ep=1`);
  await expect(player).toHaveAttribute('data-episode', '1');
  await page.getByTestId('download-open').click();
  await sheet.locator('.adm-stepper-minus').click();
  await expect(sheet.getByTestId('download-start')).toHaveText('Download 2 episodes');
  // Where the browser can go on with a download in the background, the sheet says the viewer may leave.
  await expect(sheet.getByTestId('download-background-note')).toHaveText(
    'Downloads go on if you leave the app.',
  );
  await sheet.getByTestId('download-start').click();
  await expect(page.getByText('Downloading 2 episodes')).toBeVisible();

  // The Downloads page, from the Mine tab (the downloads run on meanwhile).
  await page.getByTestId('player-back').click();
  await page.getByTestId('tab-mine').click();
  await page.getByTestId('mine-entry-downloads').click();
  await expect(page.getByTestId('page-downloads')).toBeVisible();
  const episodes = page.getByTestId('download-episode');
  await expect(episodes).toHaveCount(2);
  await expect(episodes.nth(0)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(episodes.nth(1)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(page.getByTestId('download-series')).toContainText(detail.drama.title);
  const used = Number(await page.getByTestId('downloads-used').getAttribute('data-bytes'));
  expect(used).toBeGreaterThan(10_000);
  const files = await downloadedFiles(page);
  // Each episode: master, playlist, init, segments, poster; never a signed path.
  expect(files.filter((f) => f.endsWith('/index.m3u8')).length).toBe(4);
  expect(files.some((f) => f.endsWith('.m4s'))).toBe(true);
  // Stored by this page, which stayed on screen (the worker stored none).
  expect(await settledMessages(page)).toEqual([]);

  // Offline: the page reloads from the app shell, and both episodes play from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(episodes).toHaveCount(2);
  for (const n of [1, 2]) {
    await page
      .locator(`[data-testid="download-episode"][data-episode="${n}"]`)
      .getByTestId('download-play')
      .click();
    await expect(page.getByTestId('offline-player')).toHaveAttribute('data-episode', String(n));
    await expect.poll(() => offlineCurrentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    await page.getByTestId('offline-back').click();
    await expect(page.getByTestId('page-downloads')).toBeVisible();
  }

  // Deleting frees the space: one episode, then the series; the files leave the cache.
  const usageBefore = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await episodes.first().getByTestId('download-delete').click();
  await expect(episodes).toHaveCount(1);
  expect(Number(await page.getByTestId('downloads-used').getAttribute('data-bytes'))).toBeLessThan(used);
  await page.getByTestId('download-delete-series').click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('download-series')).toHaveCount(0);
  await expect(page.getByTestId('downloads-used')).toHaveAttribute('data-bytes', '0');
  expect(await downloadedFiles(page)).toEqual([]);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0))
    .toBeLessThan(usageBefore);
  await context.setOffline(false);
  expect(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Network/i.test(e))).toEqual(
    [],
  );
});
