import { expect, test, type Page, type Route } from '@playwright/test';
import { viewerCall } from './support/journey.ts';
import { watchErrors } from './support/page.ts';

/**
 * Downloads for offline viewing (issue 19, decision 0043), in Chromium at 390x844 against the
 * real server and sample catalogue: two free episodes saved from the player, both play with the
 * browser context offline, a locked episode is refused, and deleting frees the space; the page
 * downloads while it is on screen. Downloads unfinished when it leaves the screen go on with
 * the browser's Background Fetch, stored by the service worker (decision 0050), also after the
 * tab is closed; a background fetch that fails is marked stopped.
 */

test.use({ serviceWorkers: 'allow' });

interface Detail {
  drama: { drama_id: number; title: string };
  episodes: { number: number; locked: 0 | 1 }[];
}

/** Collects the worker's "download settled" messages (sent only when it stored a background download). */
async function prepare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Window & { __settled?: unknown[] };
    w.__settled = [];
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data.type === 'enjoy:download-settled') w.__settled?.push(event.data);
    });
  });
}

function settledMessages(page: Page): Promise<{ episodeId: number; done: boolean }[]> {
  return page.evaluate(
    () => (window as Window & { __settled?: { episodeId: number; done: boolean }[] }).__settled ?? [],
  );
}

async function offlineCurrentTime(page: Page): Promise<number> {
  return page.getByTestId('offline-video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

/** The stable paths of the downloaded media files this device keeps. */
function downloadedFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('enjoy-downloads-v1');
    return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/media/e/'));
  });
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

test('downloads unfinished when the app leaves the screen go on in the background, the tab closed', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await prepare(page);
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
  // The Downloads page, open in one tab.
  await page.goto('/pages/user/downloads');
  await expect(page.getByTestId('page-downloads')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Another tab asks for two episodes from the player; its own fetches of the saved rendition
  // are held (a slow network), so they are unfinished when it leaves the screen and closes.
  const held: Route[] = [];
  await context.route(/\/media\/[^/]+\/e\/[^/]+\/360p\//, (route) => {
    held.push(route);
  });
  const asking = await context.newPage();
  await prepare(asking);
  await asking.goto('/');
  await asking.getByTestId('home-rail').first().getByTestId('drama-card').first().click();
  await expect(asking.getByTestId('player')).toHaveAttribute('data-state', 'ready');
  await asking.getByTestId('download-open').click();
  const sheet = asking.getByTestId('download-sheet');
  await sheet.locator('.adm-stepper-minus').click();
  await sheet.getByTestId('download-start').click();
  await expect(asking.getByText('Downloading 2 episodes')).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The viewer switches to another app: the page is hidden, then the tab goes.
  await asking.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
            backgroundFetch: { getIds(): Promise<string[]> };
          };
          return registration.backgroundFetch.getIds();
        }),
      { timeout: 10_000 },
    )
    .not.toEqual([]);
  await asking.close();

  // The browser fetches them, the worker stores them and tells the open tab: both done.
  const episodes = page.getByTestId('download-episode');
  await expect(episodes).toHaveCount(2, { timeout: 30_000 });
  await expect(episodes.nth(0)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(episodes.nth(1)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  expect((await settledMessages(page)).filter((m) => m.done)).toHaveLength(2);
  expect((await downloadedFiles(page)).filter((f) => f.endsWith('/index.m3u8'))).toHaveLength(4);
  for (const route of held) await route.abort().catch(() => undefined);
});

test('when the browser will not take a download over, the page goes on with it and never marks it done early', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await prepare(page);
  // This browser refuses every background fetch.
  await page.addInitScript(() => {
    const manager = (globalThis as { BackgroundFetchManager?: { prototype: { fetch: unknown } } })
      .BackgroundFetchManager;
    if (manager) manager.prototype.fetch = () => Promise.reject(new TypeError('refused'));
  });
  const held: Route[] = [];
  await context.route(/\/media\/[^/]+\/e\/[^/]+\/360p\//, (route) => {
    held.push(route);
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByTestId('home-rail').first().getByTestId('drama-card').first().click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('download-open').click();
  const sheet = page.getByTestId('download-sheet');
  await sheet.locator('.adm-stepper-minus').click();
  await sheet.locator('.adm-stepper-minus').click();
  await sheet.getByTestId('download-start').click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // The page asks again for what it stopped; nothing is done while files are missing.
  const asked = held.length;
  await expect.poll(() => held.length).toBeGreaterThan(asked);
  const states = () =>
    page.evaluate(async () => {
      const cache = await caches.open('enjoy-downloads-v1');
      const metas = (await cache.keys()).filter((r) =>
        new URL(r.url).pathname.startsWith('/downloads-meta/'),
      );
      return Promise.all(
        metas.map(async (r) => ((await (await cache.match(r))?.json()) as { status: string }).status),
      );
    });
  expect(await states()).toEqual(['downloading']);
  // The network lets the files through: the page completes the copy itself.
  await context.unroute(/\/media\/[^/]+\/e\/[^/]+\/360p\//);
  for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  await expect.poll(states, { timeout: 30_000 }).toEqual(['done']);
  expect(await settledMessages(page)).toEqual([]);
  expect((await downloadedFiles(page)).filter((f) => f.endsWith('/index.m3u8'))).toHaveLength(2);
});

test('a background download that fails keeps what arrived and is marked stopped, without its master', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await prepare(page);
  await page.goto('/');
  const card = page.getByTestId('home-rail').first().getByTestId('drama-card').first();
  const detailAnswer = page.waitForResponse((r) => r.url().endsWith('/video/detail'));
  await card.click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'ready');
  const answer = await detailAnswer;
  const dramaId = ((await answer.json()) as { data: Detail }).data.drama.drama_id;
  const plan = await viewerCall(page, await answer.request().allHeaders(), '/video/download', {
    drama_id: dramaId,
    count: 1,
    from: 1,
  });
  expect(plan.code).toBe(200);
  const episode = (
    plan.data as {
      episodes: { episode_id: number; media_key: string; files: { path: string; url: string }[] }[];
    }
  ).episodes[0];
  if (!episode) throw new Error('no episode in the plan');
  const [good, bad] = episode.files;
  if (!good || !bad) throw new Error('too few files');

  // What the app writes when it hands an episode to the browser: a pending record, then the fetch
  // (one URL's signature spoilt, so the server refuses it).
  const outcome = await page.evaluate(
    async ({ episodeId, mediaKey, goodFile, badFile }) => {
      const stable = (file: string) => `/media/e/${mediaKey}/${file}`;
      const now = Date.now();
      const cache = await caches.open('enjoy-downloads-v1');
      await cache.put(
        `/downloads-meta/${episodeId}`,
        new Response(
          JSON.stringify({
            version: 1,
            userId: null,
            dramaId: 1,
            dramaTitle: 'A drama',
            episodeId,
            number: 1,
            durationMs: 60_000,
            mediaKey,
            bytes: 1,
            subtitles: [],
            savedAt: now,
            expiresAt: now + 7 * 86_400_000,
            status: 'downloading',
            pending: { files: [stable(goodFile.path), stable(badFile.path)], master: '#EXTM3U\n' },
          }),
        ),
      );
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        backgroundFetch: { fetch(id: string, requests: string[], options: object): Promise<unknown> };
      };
      const spoilt = badFile.url.replace(/\/media\/(\d+)\.[^/]+\//, '/media/$1.AAAA/');
      await registration.backgroundFetch.fetch(`enjoy-download-${episodeId}`, [goodFile.url, spoilt], {
        title: 'A drama',
      });
      for (let i = 0; i < 100; i++) {
        const settled = (window as Window & { __settled?: unknown[] }).__settled ?? [];
        if (settled.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const record = (await (await cache.match(`/downloads-meta/${episodeId}`))?.json()) as {
        status: string;
        pending?: unknown;
      };
      return {
        status: record.status,
        pending: record.pending ?? null,
        good: (await cache.match(stable(goodFile.path))) !== undefined,
        bad: (await cache.match(stable(badFile.path))) !== undefined,
        master: (await cache.match(stable('index.m3u8'))) !== undefined,
      };
    },
    { episodeId: episode.episode_id, mediaKey: episode.media_key, goodFile: good, badFile: bad },
  );
  expect(outcome).toEqual({ status: 'failed', pending: null, good: true, bad: false, master: false });
  expect(await settledMessages(page)).toEqual([
    { type: 'enjoy:download-settled', episodeId: episode.episode_id, done: false },
  ]);
});
