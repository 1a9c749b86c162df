/**
 * `npm run bench:page`: what a person on a phone feels, measured in Debian's Chromium on the
 * built app with the sample catalogue:
 *   - Lighthouse mobile performance of home (median of 3 runs, with LCP, TBT and CLS);
 *   - time from tapping a drama to its first frame (p50 and p90 over fresh page loads);
 *   - time from swiping to the next, preloaded episode to its first frame.
 * Also the size of the initial JS and CSS of home, and with LIGHTHOUSE_REPORT_DIR set, each
 * Lighthouse JSON report. Appends the figures to bench/RESULTS.md with the command. Numbers only; no thresholds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

import { freePort, homeRouteSizes } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const dataDir = path.join(root, 'bench', 'out', 'page-data');
/** Where to keep each Lighthouse JSON report (to look for the LCP element, long tasks...); unset: not kept. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] ?? NaN);
}

async function waitUp(base: string): Promise<void> {
  for (let i = 0; i < 900; i++) {
    const ok = await fetch(`${base}/runtime-config.js`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function lighthouse(url: string, run: number): { score: number; lcp: number; tbt: number; cls: number } {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance',
      `--chrome-flags=${CHROME_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr.slice(-2000)}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, `lighthouse-home-${run + 1}.json`), result.stdout);
  }
  const report = JSON.parse(result.stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
  };
}

/** Resolves when the player's video has presented a frame of `episode` (time advancing). */
async function firstFrame(page: Page, episode: number): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const player = document.querySelector('[data-testid="player"]');
      if (player?.getAttribute('data-episode') !== String(n)) return false;
      const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]');
      return video !== null && video.currentTime > 0 && !video.paused;
    },
    episode,
    { polling: 'raf', timeout: 20_000 },
  );
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'dist', 'web', 'index.html')))
    throw new Error('build first: npm run build');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUp(base);

    const scores = [0, 1, 2].map((run) => lighthouse(`${base}/`, run));
    scores.sort((a, b) => a.score - b.score);
    const lh = scores[1] ?? scores[0];
    process.stdout.write(`lighthouse home: ${JSON.stringify(scores)}\n`);

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
    const tapToFrame: number[] = [];
    const swipeToFrame: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${base}/`);
      const card = page.locator('a[href*="/pages/video/play"]').first();
      await card.waitFor();
      await page.waitForLoadState('networkidle');
      const t0 = Date.now();
      await card.click();
      await firstFrame(page, 1);
      tapToFrame.push(Date.now() - t0);
      // Let the next episode's first segment preload, then swipe.
      await page.waitForTimeout(2500);
      const t1 = Date.now();
      await page.keyboard.press('ArrowDown');
      await firstFrame(page, 2);
      swipeToFrame.push(Date.now() - t1);
      await context.close();
    }
    await browser.close();

    const sizes = homeRouteSizes();
    if (!sizes) throw new Error('no build in dist/web: run npm run build first');
    const lines = [
      `Home route (initial JS and CSS referenced by index.html, gzip -9): JS ${(sizes.js / 1024).toFixed(1)} KB, CSS ${(sizes.css / 1024).toFixed(1)} KB.`,
      `Lighthouse mobile performance of home (runs: ${scores.map((s) => `${s.score} (LCP ${s.lcp} ms, TBT ${s.tbt} ms)`).join(', ')}).`,
      `Lighthouse mobile performance of home (median of 3): ${lh?.score} (LCP ${lh?.lcp} ms, TBT ${lh?.tbt} ms, CLS ${lh?.cls}).`,
      `Tap on a drama to first frame: p50 ${percentile(tapToFrame, 50)} ms, p90 ${percentile(tapToFrame, 90)} ms (${RUNS} fresh loads: ${tapToFrame.join(', ')}).`,
      `Swipe to the preloaded next episode to first frame: p50 ${percentile(swipeToFrame, 50)} ms, p90 ${percentile(swipeToFrame, 90)} ms (${swipeToFrame.join(', ')}).`,
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
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
