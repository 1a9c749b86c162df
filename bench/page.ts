/**
 * `npm run bench:page`: what a person on a phone feels, measured in Debian's Chromium on the
 * built app with the sample catalogue:
 *   - Lighthouse mobile performance of home (median of 3 runs, with LCP, TBT and CLS);
 *   - time from tapping a drama to its first frame (p50 and p90 over fresh page loads), from
 *     the input event's time stamp to the animation frame that finds the video playing, both
 *     by the page's clock; the harness's own view (its click to its seeing the frame) beside;
 *   - time from swiping to the next, preloaded episode to its first frame, the same way;
 *   - Lighthouse best practices, accessibility and SEO of home, and whether Chromium finds
 *     the app installable (Lighthouse 12 has no PWA category any more);
 *   - home's main-thread blocking at a 4x CPU slowdown, from the page's long tasks (blocking.ts).
 * Also the size of the initial JS and CSS of home, and with LIGHTHOUSE_REPORT_DIR set, each
 * Lighthouse JSON report. Appends the figures to bench/RESULTS.md with the command. Numbers only; no thresholds.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { homeBlockingTimes } from './blocking.ts';
import { ANDROID_CHROME, phoneContext, startBuiltApp } from './phone.ts';
import { homeRouteSizes } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
/** Fresh loads of home whose blocking time is measured. */
const BLOCKING_RUNS = 5;
const dataDir = path.join(root, 'bench', 'out', 'page-data');
/** Where to keep each Lighthouse JSON report (to look for the LCP element, long tasks...); unset: not kept. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/**
 * The phone whose tap is timed: Chrome on Android, as most viewers. Headless Chromium's own
 * user agent ("HeadlessChrome") is no Blink the app recognises, so the page would play through
 * Chromium's native HLS, which no viewer's phone uses; BENCH_UA=headless measures that instead.
 */
const PHONE_USER_AGENT = process.env.BENCH_UA === 'headless' ? undefined : ANDROID_CHROME;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] ?? NaN);
}

interface LighthouseReport {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
}

/** One Lighthouse run (mobile emulation) of `categories`; the report is kept with LIGHTHOUSE_REPORT_DIR. */
function runLighthouse(url: string, categories: string, reportName: string): LighthouseReport {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--output=json',
      '--quiet',
      `--only-categories=${categories}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr.slice(-2000)}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), result.stdout);
  }
  return JSON.parse(result.stdout) as LighthouseReport;
}

function lighthouse(url: string, run: number): { score: number; lcp: number; tbt: number; cls: number } {
  const report = runLighthouse(url, 'performance', `lighthouse-home-${run + 1}`);
  return {
    score: Math.round((report.categories.performance?.score ?? NaN) * 100),
    lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
  };
}

/** Best practices, accessibility and SEO of home: each score and the weighted audits that fail. */
function qualityAudits(url: string): string {
  const report = runLighthouse(url, 'best-practices,accessibility,seo', 'lighthouse-home-quality');
  return Object.entries(report.categories)
    .map(([name, category]) => {
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      const score = Math.round(category.score * 100);
      return `${name} ${score}${failing.length > 0 ? ` (failing: ${failing.join(', ')})` : ''}`;
    })
    .join(', ');
}

/**
 * Whether Chromium would offer to install the app: its own check (Page.getInstallabilityErrors,
 * the one behind the install prompt) in a normal, persistent profile once the service worker
 * controls home; and the manifest's own parse errors.
 */
async function installability(base: string): Promise<string> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    await page.reload();
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    const errors = [
      ...installabilityErrors.map((e) => e.errorId),
      ...manifest.errors.map((e) => `manifest: ${e.message}`),
    ];
    const verdict = errors.length === 0 ? 'installable, no errors' : `not installable: ${errors.join('; ')}`;
    return `${verdict}; service worker controls the page: ${controlled ? 'yes' : 'no'}`;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * In the page: the time stamp of the last input (the tap's click, the swipe's key), as the
 * browser stamped the event. Given as text: a function compiled by tsx would carry helpers the
 * page does not have.
 */
const INPUT_CLOCK = `(() => {
  const stamp = (event) => { window.__benchInput = event.timeStamp; };
  addEventListener('click', stamp, true);
  addEventListener('keydown', stamp, true);
})();`;

/**
 * Resolves when the player's video plays `episode` with its time advancing (its first frame
 * is on screen), checked on every animation frame in the page; answers the milliseconds from
 * the input's time stamp to that frame, as the page's own clock measured them (the harness's
 * own round trips to the browser are not the viewer's wait).
 */
async function firstFrame(page: Page, episode: number): Promise<number> {
  const handle = await page.waitForFunction(
    (n) => {
      const player = document.querySelector('[data-testid="player"]');
      if (player?.getAttribute('data-episode') !== String(n)) return false;
      const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]');
      if (video === null || video.currentTime <= 0 || video.paused) return false;
      const input = (window as Window & { __benchInput?: number }).__benchInput;
      // Never falsy (that would mean "not yet"): -1 says the input was not seen.
      return input === undefined ? -1 : Math.max(0.5, performance.now() - input);
    },
    episode,
    { polling: 'raf', timeout: 20_000 },
  );
  return Math.round(Number(await handle.jsonValue()));
}

async function main(): Promise<void> {
  const { base, stop } = await startBuiltApp(dataDir);
  try {
    const scores = [0, 1, 2].map((run) => lighthouse(`${base}/`, run));
    scores.sort((a, b) => a.score - b.score);
    const lh = scores[1] ?? scores[0];
    process.stdout.write(`lighthouse home: ${JSON.stringify(scores)}\n`);
    const quality = qualityAudits(`${base}/`);
    const installable = await installability(base);

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const tapToFrame: number[] = [];
    const swipeToFrame: number[] = [];
    // The same, timed from outside (the harness's click and key press to its seeing the frame).
    const tapWall: number[] = [];
    const swipeWall: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await phoneContext(browser, PHONE_USER_AGENT);
      await context.addInitScript({ content: INPUT_CLOCK });
      const page = await context.newPage();
      await page.goto(`${base}/`);
      const card = page.locator('a[href*="/pages/video/play"]').first();
      await card.waitFor();
      await page.waitForLoadState('networkidle');
      const t0 = Date.now();
      await card.click();
      tapToFrame.push(await firstFrame(page, 1));
      tapWall.push(Date.now() - t0);
      // Let the next episode's first segment preload, then swipe.
      await page.waitForTimeout(2500);
      const t1 = Date.now();
      await page.keyboard.press('ArrowDown');
      swipeToFrame.push(await firstFrame(page, 2));
      swipeWall.push(Date.now() - t1);
      await context.close();
    }
    const blocking = await homeBlockingTimes(browser, base, PHONE_USER_AGENT, BLOCKING_RUNS);
    await browser.close();

    const sizes = homeRouteSizes();
    if (!sizes) throw new Error('no build in dist/web: run npm run build first');
    const lines = [
      `Home route (initial JS and CSS referenced by index.html, gzip -9): JS ${(sizes.js / 1024).toFixed(1)} KB, CSS ${(sizes.css / 1024).toFixed(1)} KB.`,
      `Lighthouse mobile performance of home (runs: ${scores.map((s) => `${s.score} (LCP ${s.lcp} ms, TBT ${s.tbt} ms)`).join(', ')}).`,
      `Lighthouse mobile performance of home (median of 3): ${lh?.score} (LCP ${lh?.lcp} ms, TBT ${lh?.tbt} ms, CLS ${lh?.cls}).`,
      `Lighthouse mobile, home: ${quality}.`,
      `Home's main-thread blocking at a 4x CPU slowdown (long tasks after first paint, past 50 ms each, first 6 s; ${BLOCKING_RUNS} fresh loads): p50 ${percentile(blocking, 50)} ms (${blocking.join(', ')}).`,
      `Installable as an app (Chromium's installability check, normal profile): ${installable}.`,
      `Player engine: ${PHONE_USER_AGENT ? 'hls.js (Chrome on Android user agent)' : "Chromium's native HLS (headless user agent)"}.`,
      `Tap on a drama to first frame: p50 ${percentile(tapToFrame, 50)} ms, p90 ${percentile(tapToFrame, 90)} ms (${RUNS} fresh loads: ${tapToFrame.join(', ')}).`,
      `Swipe to the preloaded next episode to first frame: p50 ${percentile(swipeToFrame, 50)} ms, p90 ${percentile(swipeToFrame, 90)} ms (${swipeToFrame.join(', ')}).`,
      `The same from the harness (its click or key press to its seeing the frame, round trips to the browser included): tap p50 ${percentile(tapWall, 50)} ms (${tapWall.join(', ')}), swipe p50 ${percentile(swipeWall, 50)} ms (${swipeWall.join(', ')}).`,
    ];
    for (const line of lines) process.stdout.write(`${line}\n`);
    appendFileSync(
      path.join(root, 'bench', 'RESULTS.md'),
      [
        '',
        `## ${new Date().toISOString().slice(0, 10)}: pages in Chromium (phone, 390x844)`,
        '',
        `Command: \`npm run bench:page\` (built app, sample catalogue, Debian Chromium headless, loopback, no throttling but Lighthouse's own mobile emulation; Node ${process.version}; ${os.cpus().length} cores).`,
        '',
        ...lines.map((l) => `- ${l}`),
        '',
      ].join('\n'),
    );
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
