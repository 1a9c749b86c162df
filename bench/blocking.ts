/**
 * Home's main-thread blocking at Lighthouse's CPU slowdown, measured in the page rather than
 * simulated: Chromium's `longtask` entries after the first contentful paint, each counted past
 * its first 50 ms (as total blocking time counts them), over the first 6 s of a fresh load at a
 * 4x CPU slowdown. Steadier on this machine than Lighthouse's simulated TBT, whose spread comes
 * mostly from Chromium's own work (layout, paint, compiling) under its multiplier.
 */
import type { Browser } from '@playwright/test';
import { phoneContext } from './phone.ts';

const OBSERVE_LONG_TASKS = `(() => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__benchLongTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

const CPU_SLOWDOWN = 4;
const WATCH_MS = 6000;

/** Blocking milliseconds of `runs` fresh loads of home, in load order. */
export async function homeBlockingTimes(
  browser: Browser,
  base: string,
  userAgent: string | undefined,
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await phoneContext(browser, userAgent);
    await context.addInitScript({ content: OBSERVE_LONG_TASKS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}/`);
    await page.waitForTimeout(WATCH_MS);
    const blocking = await page.evaluate(() => {
      const tasks = (window as Window & { __benchLongTasks?: [number, number][] }).__benchLongTasks ?? [];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return tasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    });
    times.push(Math.round(blocking));
    await context.close();
  }
  return times;
}
