/** What several e2e specs watch on a page: its errors, and whether the player plays. */
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export const PLAY_TIMEOUT = 20_000;

/** Uncaught errors and console errors of the page (network failures are the server's to report). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

/** The current video's playback position, in seconds. */
export function currentTime(page: Page): Promise<number> {
  return page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

/** Waits until the player has played past `beyond` seconds. */
export async function expectPlaying(page: Page, beyond = 0.5): Promise<void> {
  await expect.poll(() => currentTime(page), { timeout: PLAY_TIMEOUT }).toBeGreaterThan(beyond);
}

/**
 * Where the current video started playing, in seconds (the start of its first played range):
 * what a resume is judged by, however long the test took to look.
 */
export async function playbackStart(page: Page): Promise<number> {
  const video = page.getByTestId('player-video');
  await expect
    .poll(
      () => video.evaluate((v: HTMLVideoElement) => v.played.length > 0 && v.currentTime > v.played.start(0)),
      {
        timeout: PLAY_TIMEOUT,
      },
    )
    .toBe(true);
  return video.evaluate((v: HTMLVideoElement) => v.played.start(0));
}

/**
 * The phone's Back over an open sheet or dialog: once the sheet holds its history entry (a
 * person's Back never comes within the milliseconds before it does), as lib/sheet-history.ts
 * marks it.
 */
export async function backOverSheet(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state: unknown = history.state;
    return typeof state === 'object' && state !== null && 'sheet' in state;
  });
  await page.goBack();
}

/**
 * A phone of its own at the project's viewport (fresh storage, so a fresh device id), in
 * English, whatever the spec's own `test.use` says; `extra` adds context options.
 */
export async function newPhone(
  browser: Browser,
  permissions: string[] = [],
  extra: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    permissions,
    ...extra,
  });
  await context.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
  return { context, page: await context.newPage() };
}
