// @vitest-environment jsdom
/**
 * hls.js's own playlist parsers read what the service writes: the master with its subtitle
 * group, then the English track's media playlist with its one WebVTT segment. (Playing the
 * stream and seeing a cue become active is e2e/subtitles.spec.ts, in Chromium.)
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Hls from 'hls.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { masterPlaylist } from '../pipeline/playlist.ts';
import { applySubtitleTracks, prepareSubtitle, writeSubtitleTrack } from './subtitle.service.ts';

const DURATION_MS = 6000;
let folder: string;
let server: Server;
let base: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'subs-hls-'));
  await mkdir(path.join(folder, '360p'));
  const rendition = {
    name: '360p',
    width: 360,
    height: 640,
    bandwidth: 500_000,
    codecs: 'avc1.4d401e,mp4a.40.2',
  };
  await writeFile(path.join(folder, 'index.m3u8'), masterPlaylist([rendition], { num: 30, den: 1 }));
  await writeFile(
    path.join(folder, '360p', 'index.m3u8'),
    '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init.mp4"\n' +
      '#EXTINF:2.000,\nseg_0000.m4s\n#EXTINF:2.000,\nseg_0001.m4s\n#EXTINF:2.000,\nseg_0002.m4s\n#EXT-X-ENDLIST\n',
  );
  const tracks = [];
  for (const [language, text] of [
    ['en', '1\n00:00:01,000 --> 00:00:02,000\nHello\n'],
    ['th', 'WEBVTT\n\n00:01.000 --> 00:02.000\nสวัสดี\n'],
  ] as const) {
    const prepared = prepareSubtitle(new TextEncoder().encode(text), { durationMs: DURATION_MS });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
    tracks.push(await writeSubtitleTrack(folder, language, prepared.vtt, DURATION_MS));
  }
  await applySubtitleTracks(folder, tracks);

  server = createServer((request, response) => {
    const file = path.join(folder, path.normalize(request.url ?? '/'));
    readFile(file).then(
      (body) => response.writeHead(200, { 'access-control-allow-origin': '*' }).end(body),
      () => response.writeHead(404, { 'access-control-allow-origin': '*' }).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // jsdom has no Media Source Extensions; hls.js only asks whether the codecs would play.
  Object.assign(window, { MediaSource: { isTypeSupported: () => true } });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

it('hls.js finds the subtitle tracks in the master and reads a track’s playlist', async () => {
  const hls = new Hls({ enableWorker: false });
  try {
    const failed = new Promise<never>((_, reject) =>
      hls.on(Hls.Events.ERROR, (_event, data) => reject(new Error(`hls.js: ${data.details}`))),
    );
    const parsed = new Promise((resolve) => hls.once(Hls.Events.MANIFEST_PARSED, resolve));
    hls.loadSource(`${base}/index.m3u8`);
    await Promise.race([parsed, failed]);

    expect(hls.subtitleTracks.map((t) => [t.lang, t.name, t.groupId, t.default, t.autoselect])).toEqual([
      ['en', 'English', 'subs', false, true],
      ['th', 'ไทย', 'subs', false, true],
    ]);
    expect(hls.levels[0]?.subtitleGroups).toEqual(['subs']);

    const loaded = new Promise<{ details: { fragments: { url: string; duration: number }[] } }>((resolve) =>
      hls.once(Hls.Events.SUBTITLE_TRACK_LOADED, (_event, data) => resolve(data)),
    );
    hls.subtitleTrack = 0;
    const track = await Promise.race([loaded, failed]);
    expect(track.details.fragments.map((f) => [f.url, f.duration])).toEqual([[`${base}/subs/en.vtt`, 6]]);
  } finally {
    hls.destroy();
  }
});
