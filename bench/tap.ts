/**
 * `npm run bench:tap`: where the time of a tap on a drama goes, for looking, not for the record
 * of bench:page. Fresh page loads in Debian's Chromium (phone, Chrome on Android's user agent);
 * for each, from the tap's click event (the page's clock): the requests made (start..end, bytes
 * over the network, 0 when the cache answered), the player's video element and media events,
 * and the animation frame that found the video playing. Ends with the median tap to that frame.
 *
 * BENCH_RUNS (default 5) loads; BENCH_LATENCY adds that many milliseconds to every request
 * (Chromium's network emulation), a phone network's round trips on loopback. Uses the built
 * app (npm run build) and bench:page's data folder (its sample media already transcoded).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { ANDROID_CHROME, phoneContext, startBuiltApp } from './phone.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LATENCY = Number(process.env.BENCH_LATENCY ?? 0);
const dataDir = path.join(root, 'bench', 'out', 'page-data');

/**
 * In the page, as text (a function compiled by tsx would carry helpers the page lacks): the
 * click's time stamp, and the media events of every video element, by the page's clock.
 */
const PROBE = `(() => {
  const marks = (window.__tapMarks = []);
  const mark = (name) => marks.push([name, performance.now()]);
  addEventListener('click', (event) => { window.__tapAt = event.timeStamp; }, true);
  const seen = new WeakSet();
  const watch = () => {
    for (const video of document.querySelectorAll('video')) {
      if (seen.has(video)) continue;
      seen.add(video);
      mark('video element');
      for (const name of ['loadstart', 'loadedmetadata', 'canplay', 'playing'])
        video.addEventListener(name, () => mark(name));
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})();`;

interface TapReport {
  frame: number;
  marks: string;
  requests: string[];
}

async function main(): Promise<void> {
  const { base, stop } = await startBuiltApp(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const frames: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await phoneContext(browser, ANDROID_CHROME);
      await context.addInitScript({ content: PROBE });
      const page = await context.newPage();
      if (LATENCY > 0) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: LATENCY,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      }
      await page.goto(`${base}/`);
      const card = page.locator('a[href*="/pages/video/play"]').first();
      await card.waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => performance.clearResourceTimings());
      await card.click();
      const handle = await page.waitForFunction(
        () => {
          const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]');
          if (video === null || video.currentTime <= 0 || video.paused) return false;
          const w = window as Window & { __tapAt?: number; __tapMarks?: [string, number][] };
          const at = w.__tapAt ?? 0;
          const requests = performance.getEntriesByType('resource').map((entry) => {
            const e = entry as PerformanceResourceTiming;
            const name = e.name.replace(/^https?:\/\/[^/]+/, '').replace(/\/media\/[^/]+\//, '/media/…/');
            return `${Math.round(e.startTime - at)}..${Math.round(e.responseEnd - at)} ms, ${e.transferSize} B, ${e.initiatorType}  ${name}`;
          });
          const marks = (w.__tapMarks ?? [])
            .filter(([, time]) => time >= at)
            .map(([name, time]) => `${name} ${Math.round(time - at)}`)
            .join(', ');
          return { frame: Math.round(performance.now() - at), marks, requests };
        },
        null,
        { polling: 'raf', timeout: 20_000 },
      );
      const report = (await handle.jsonValue()) as TapReport;
      frames.push(report.frame);
      process.stdout.write(`load ${run + 1}: tap to first frame ${report.frame} ms\n  ${report.marks}\n`);
      for (const line of report.requests) process.stdout.write(`    ${line}\n`);
      await context.close();
    }
    const sorted = [...frames].sort((a, b) => a - b);
    process.stdout.write(
      `tap to first frame, ${RUNS} loads${LATENCY > 0 ? `, ${LATENCY} ms added per request` : ''}: ` +
        `median ${sorted[Math.floor((sorted.length - 1) / 2)]} ms (${sorted.join(', ')})\n`,
    );
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
