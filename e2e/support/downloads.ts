/** Downloads in Chromium (e2e/downloads*.spec.ts): what the device keeps, and the ways to leave. */
import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';

/** Collects the worker's "download settled" messages (sent only when it stored a background download). */
export async function prepare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Window & { __settled?: unknown[] };
    w.__settled = [];
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data.type === 'enjoy:download-settled') w.__settled?.push(event.data);
    });
  });
}

export function settledMessages(page: Page): Promise<{ episodeId: number; done: boolean }[]> {
  return page.evaluate(
    () => (window as Window & { __settled?: { episodeId: number; done: boolean }[] }).__settled ?? [],
  );
}

export const SAVED_RENDITION = /\/media\/[^/]+\/e\/[^/]+\/360p\//;

/** Holds the pages' own fetches of the saved rendition (a slow network); the held requests. */
export async function holdSavedRendition(context: BrowserContext): Promise<Route[]> {
  const held: Route[] = [];
  await context.route(SAVED_RENDITION, (route) => {
    held.push(route);
  });
  return held;
}

/** From home, the first drama's player: `count` episodes asked for from its episode 1. */
export async function downloadFromFirstDrama(page: Page, count: 1 | 2): Promise<void> {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByTestId('home-rail').first().getByTestId('drama-card').first().click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('download-open').click();
  const sheet = page.getByTestId('download-sheet');
  for (let n = 3; n > count; n -= 1) await sheet.locator('.adm-stepper-minus').click();
  await sheet.getByTestId('download-start').click();
}

/** The viewer switches to another app: the page is hidden. */
export async function leaveScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The stable paths of the downloaded media files this device keeps. */
export function downloadedFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('enjoy-downloads-v1');
    return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/media/e/'));
  });
}

/** The status of every download record on the device. */
export function downloadStates(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('enjoy-downloads-v1');
    const metas = (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/downloads-meta/'));
    return Promise.all(
      metas.map(async (r) => ((await (await cache.match(r))?.json()) as { status: string }).status),
    );
  });
}
