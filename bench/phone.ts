/**
 * What the page benchmarks (page.ts, tap.ts) share: the built app on a free port over a data
 * folder, and a fresh phone in Chromium (390x844 at 3x, touch) that already answered the first
 * visit's language question (its sheet would take the tap).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { freePort } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Chrome on Android, as most viewers: the app plays through hls.js there. */
export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** Up, and the sample catalogue transcoded (its jobs run after the server answers). */
async function waitUp(base: string): Promise<void> {
  for (let i = 0; i < 2400; i++) {
    const ok = await fetch(`${base}/health/catalogue`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** The built app (npm run build) over `dataDir`, once its catalogue plays; `stop` ends it. */
export async function startBuiltApp(dataDir: string): Promise<{ base: string; stop: () => void }> {
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
  const stop = (): void => {
    server.kill('SIGTERM');
  };
  try {
    await waitUp(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** A fresh phone; `userAgent` undefined keeps headless Chromium's own. */
export async function phoneContext(browser: Browser, userAgent: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    ...(userAgent ? { userAgent } : {}),
  });
  await context.addInitScript(() => localStorage.setItem('enjoy.language-asked', '1'));
  return context;
}
