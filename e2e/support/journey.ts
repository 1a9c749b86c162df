/**
 * What the operator's journey (e2e/operator-journey.spec.ts) brings along: a poster made as a
 * PNG, a season of short MP4 files made by ffmpeg, a drop of many files on an element as a
 * person's drag from the desktop delivers it, a phone of its own for the viewer, and a call of
 * the viewer's API signed as the web app signs it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { API_PREFIX } from '../../src/shared/constants.ts';
import { signRequest } from '../../src/shared/signing.ts';
import { makeTestVideo } from '../../src/server/testing/test-video.ts';

/** A 1000 x 1000 PNG drawing, for a poster cropped to 3:4 in the console. */
export function posterPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">
    <rect width="1000" height="1000" fill="#0d47a1"/>
    <circle cx="500" cy="420" r="240" fill="#ffca28"/>
    <rect x="300" y="720" width="400" height="110" rx="24" fill="#e91e63"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** `count` clips ep01.mp4, ep02.mp4, ... of `seconds` each (a test pattern and a tone), 180x320. */
export async function makeEpisodeFiles(dir: string, count: number, seconds: number): Promise<string[]> {
  const files: string[] = [];
  // Two at a time: the machine has two cores and the server transcodes beside it.
  for (let n = 1; n <= count; n += 2) {
    const batch = [n, n + 1].filter((i) => i <= count);
    files.push(
      ...(await Promise.all(
        batch.map((i) =>
          makeTestVideo(dir, `ep${String(i).padStart(2, '0')}.mp4`, { seconds, width: 180, height: 320 }),
        ),
      )),
    );
  }
  return files;
}

/**
 * Files dragged from the desktop and let go over `target`: dragenter, dragover and drop with a
 * DataTransfer holding them, as Chromium delivers a real drag.
 */
export async function dropFiles(page: Page, target: Locator, files: string[]): Promise<void> {
  const payload = await Promise.all(
    files.map(async (file) => ({
      name: path.basename(file),
      data: (await readFile(file)).toString('base64'),
    })),
  );
  const transfer = await page.evaluateHandle((items) => {
    const data = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.data), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], item.name, { type: 'video/mp4', lastModified: Date.now() }));
    }
    return data;
  }, payload);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await target.dispatchEvent(type, { dataTransfer: transfer });
  }
}

/**
 * A phone of its own (the project's 390x844 device, fresh storage), in English unless
 * `language` says otherwise (null: as the page leaves it), without the PWA worker unless allowed.
 */
export async function newPhone(
  browser: Browser,
  options: { serviceWorkers?: 'allow' | 'block'; language?: number | null } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    storageState: use.storageState,
    viewport: use.viewport ?? null,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const language = options.language === undefined ? 3 : options.language;
  if (language !== null) {
    await context.addInitScript((id) => localStorage.setItem('enjoy.language', String(id)), language);
  }
  return { context, page: await context.newPage() };
}

/**
 * The viewer's own call of `endpointPath` with `body`, signed with the page's sign key and sent
 * with the headers (device, session token) of a request the page made before: what the web
 * app would send if it asked for it.
 */
export async function viewerCall(
  page: Page,
  madeBefore: Record<string, string>,
  endpointPath: string,
  body: unknown,
): Promise<{ code: number; data: unknown }> {
  const key = await page.evaluate(
    () => (window as unknown as { __APP_CONFIG__: { apiSignKey: string } }).__APP_CONFIG__.apiSignKey,
  );
  const bodyText = JSON.stringify(body);
  const time = Math.floor(Date.now() / 1000);
  const headers = Object.fromEntries(
    Object.entries(madeBefore).filter(([name]) => !/^(sign|time|content-length|cookie|host)$/i.test(name)),
  );
  const sign = signRequest({ key, method: 'POST', path: endpointPath, time, payload: bodyText });
  const response = await page.request.post(`${API_PREFIX}${endpointPath}`, {
    headers: { ...headers, sign, time: String(time) },
    data: bodyText,
  });
  return (await response.json()) as { code: number; data: unknown };
}
