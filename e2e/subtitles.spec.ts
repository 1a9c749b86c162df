import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type Hls from 'hls.js';
import { packageHls } from '../src/server/modules/media/pipeline/package.ts';
import {
  applySubtitleTracks,
  prepareSubtitle,
  writeSubtitleTrack,
} from '../src/server/modules/media/subtitles/subtitle.service.ts';

/**
 * An episode's stream with subtitle tracks plays in hls.js (issue 17): a 6 s clip packaged by
 * the pipeline (fMP4, one rendition), an English SubRip and a Thai WebVTT file through the
 * subtitle service, served from a folder by a tiny server of the spec's own with hls.js's full
 * build. Chromium finds both tracks, loads the English one, and its cue is placed at its own
 * time on the video's timeline (the X-TIMESTAMP-MAP matches our fMP4 timing) and becomes
 * active while the video plays. No app server is involved.
 */

const DURATION_MS = 6000;
const CUE = 'Hello from the subtitles';
const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.js': 'text/javascript',
  '.html': 'text/html; charset=utf-8',
};
const PAGE = `<!doctype html><html><body>
<video id="video" muted playsinline width="180" height="320"></video>
<script src="/hls.js"></script></body></html>`;

let folder = '';
let server: Server | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = await mkdtemp(path.join(tmpdir(), 'e2e-subtitles-'));
  await packageHls(
    {
      inputArgs: [
        ...['-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=30'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ],
      videoChain: '[0:v]',
      audioChain: '[1:a]',
      fps: { num: 30, den: 1 },
      ladder: [{ name: '360p', width: 360, height: 640, maxrateKbps: 800, audioKbps: 64 }],
      posterAtSec: 1,
      durationSec: DURATION_MS / 1000,
      preset: 'ultrafast',
    },
    folder,
  );
  const files = {
    en: `1\r\n00:00:01,500 --> 00:00:04,000\r\n<i>${CUE}</i>\r\n`,
    th: 'WEBVTT\n\n00:01.500 --> 00:04.000\nสวัสดีจากคำบรรยาย\n',
  } as const;
  const tracks = [];
  for (const language of ['en', 'th'] as const) {
    const prepared = prepareSubtitle(new TextEncoder().encode(files[language]), { durationMs: DURATION_MS });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
    tracks.push(await writeSubtitleTrack(folder, language, prepared.vtt, DURATION_MS));
  }
  await applySubtitleTracks(folder, tracks);

  const hlsScript = path.resolve('node_modules/hls.js/dist/hls.min.js');
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x').pathname;
    const file = url === '/' ? null : url === '/hls.js' ? hlsScript : path.join(folder, path.normalize(url));
    const type = TYPES[file ? path.extname(file) : '.html'] ?? 'application/octet-stream';
    if (file && !file.startsWith(folder) && file !== hlsScript) return void response.writeHead(404).end();
    (file ? readFile(file) : Promise.resolve(Buffer.from(PAGE))).then(
      (body) => response.writeHead(200, { 'content-type': type }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (folder) await rm(folder, { recursive: true, force: true });
});

test('hls.js lists the subtitle tracks and shows the English cue at its time', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/`);

  const tracks = await page.evaluate(async () => {
    const w = window as unknown as {
      Hls: typeof Hls;
      hls: Hls;
      hlsErrors: string[];
    };
    const video = document.getElementById('video') as HTMLVideoElement;
    const hls = new w.Hls();
    w.hls = hls;
    w.hlsErrors = [];
    hls.on(w.Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) w.hlsErrors.push(data.details);
    });
    const parsed = new Promise((resolve) => hls.once(w.Hls.Events.MANIFEST_PARSED, resolve));
    hls.loadSource('/index.m3u8');
    hls.attachMedia(video);
    await parsed;
    hls.subtitleTrack = hls.subtitleTracks.findIndex((t) => t.lang === 'en');
    await video.play();
    return hls.subtitleTracks.map((t) => ({ lang: t.lang, name: t.name }));
  });
  expect(tracks).toEqual([
    { lang: 'en', name: 'English' },
    { lang: 'th', name: 'ไทย' },
  ]);

  // The English text track shows, holding the cue at 1.5 s → 4 s of the video's own time.
  const placed = page.waitForFunction(
    (text) => {
      const video = document.getElementById('video') as HTMLVideoElement;
      const track = [...video.textTracks].find((t) => t.language === 'en' && t.mode === 'showing');
      const cue = [...(track?.cues ?? [])].find((c) => (c as VTTCue).text.includes(text));
      return cue ? { start: cue.startTime, end: cue.endTime, text: (cue as VTTCue).text } : null;
    },
    CUE,
    { timeout: 20_000 },
  );
  const cue = await (await placed).jsonValue();
  expect(cue?.text).toBe(`<i>${CUE}</i>`);
  expect(cue?.start).toBeCloseTo(1.5, 1);
  expect(cue?.end).toBeCloseTo(4, 1);

  // While the video plays through 1.5-4 s, the cue is the track's active cue.
  const active = await page.waitForFunction(
    (text) => {
      const video = document.getElementById('video') as HTMLVideoElement;
      const track = [...video.textTracks].find((t) => t.language === 'en');
      const now = [...(track?.activeCues ?? [])].some((c) => (c as VTTCue).text.includes(text));
      return now ? video.currentTime : null;
    },
    CUE,
    { timeout: 20_000 },
  );
  const at = Number(await active.jsonValue());
  expect(at).toBeGreaterThanOrEqual(1.4);
  expect(at).toBeLessThanOrEqual(4.1);
  expect(await page.evaluate(() => (window as unknown as { hlsErrors: string[] }).hlsErrors)).toEqual([]);
  expect(errors).toEqual([]);
});
