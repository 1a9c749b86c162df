import { defineConfig } from '@playwright/test';
import { E2E_PUSH_ORIGIN } from './e2e/support/push.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The specs that change what every viewer sees (home's curation, prices and channels, releases,
 * new series, the first operator): one at a time, after the viewer specs, which each start
 * their own guests and run two at a time (they mostly wait on the server and on video time).
 */
const CONSOLE_SPECS = [
  'console-home',
  'console-refund',
  'console-selling',
  'console-support',
  'console',
  'feedback',
  'follow',
  'operator-journey',
  'series-editor',
].map((name) => `**/${name}.spec.ts`);

/** Debian's Chromium at a phone viewport against the real server on a fresh data folder. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'viewer', testIgnore: CONSOLE_SPECS },
    { name: 'console', testMatch: CONSOLE_SPECS, dependencies: ['viewer'], workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Every context is a visitor who already answered the first visit's language question, so
    // that its sheet covers no spec's page; e2e/first-visit.spec.ts starts from nothing instead.
    storageState: {
      cookies: [],
      origins: [{ origin: BASE_URL, localStorage: [{ name: 'enjoy.language-asked', value: '1' }] }],
    },
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
    // Each fresh context would install the PWA worker and precache the whole app shell; the
    // specs that are not about the worker run without it (e2e/feedback.spec.ts allows it).
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh database every run; the generated sample media are kept between runs.
    command: 'rm -rf .data-e2e/db .data-e2e/db.lock && node scripts/start.mjs',
    // 503 until no sample episode waits for its transcode job: the specs need all 8 dramas.
    url: `${BASE_URL}/health/catalogue`,
    reuseExistingServer: false,
    // The first run transcodes the sample catalogue (about two minutes on two cores); later
    // runs reuse the renditions kept in .data-e2e/media/e/ (their folders are named by content).
    timeout: 420_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.data-e2e',
      LOG_LEVEL: 'warn',
      // Two sample transcodes at once: small generated clips leave a core idle each.
      WORKER_CONCURRENCY: '2',
      // Release pushes may go to e2e/follow.spec.ts's push server on 127.0.0.1 (a test setting).
      PUSH_ALLOW_ORIGIN: E2E_PUSH_ORIGIN,
    },
  },
});
