import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffprobePath, runFfmpeg, runFfprobe } from './ffmpeg.ts';
import { ingestFile, type IngestResult } from './ingest.ts';
import { IngestError } from './ingest-error.ts';
import { outputFps, planLadder } from './ladder.ts';
import { isSafeRelativeUri } from './playlist.ts';
import { parseFfmpegInputInfo, probeSource, probeWithFfmpeg } from './probe.ts';

const HAS_FFPROBE = ffprobePath() !== undefined;
const NO_FFPROBE = HAS_FFPROBE ? '' : ' [skipped: ffprobe is not installed; apt-get install ffmpeg]';

/** Every URI a playlist names: its non-tag lines and URI="..." attributes. */
function playlistUris(text: string): string[] {
  const uris: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (!line.startsWith('#')) uris.push(line);
    for (const m of line.matchAll(/URI="([^"]*)"/g)) if (m[1] !== undefined) uris.push(m[1]);
  }
  return uris;
}

describe('ingestFile', () => {
  let dir = '';
  let mediaRoot = '';
  let episode = '';
  let result: IngestResult;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ingest-'));
    mediaRoot = path.join(dir, 'media');
    const clip = path.join(dir, 'clip.mp4');
    await runFfmpeg([
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=540x960:r=30:d=4'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    result = await ingestFile(clip, mediaRoot, { preset: 'ultrafast' });
    episode = path.join(mediaRoot, 'e', result.mediaKey);
  }, 60_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('returns the key, duration, size, ladder and poster path', () => {
    expect(result.mediaKey).toMatch(/^[a-z2-7]{12}$/);
    expect(Math.abs(result.durationMs - 4000)).toBeLessThanOrEqual(100);
    expect([result.width, result.height]).toEqual([540, 960]);
    expect(result.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
      ['360p', 360, 640],
      ['540p', 540, 960],
    ]);
    for (const r of result.renditions) expect(r.bandwidth).toBeGreaterThan(10_000);
    expect(result.poster).toBe(`e/${result.mediaKey}/poster.webp`);
  });

  it('writes a master playlist with BANDWIDTH, RESOLUTION and CODECS for each rendition', async () => {
    const master = await readFile(path.join(episode, 'index.m3u8'), 'utf8');
    const streams = master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(streams.length).toBeGreaterThanOrEqual(2);
    expect(master).toContain('RESOLUTION=360x640');
    expect(master).toContain('RESOLUTION=540x960');
    expect(master).not.toContain('720p');
    for (const line of streams) {
      expect(line).toMatch(/BANDWIDTH=\d+/);
      expect(line).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
    }
    expect(existsSync(path.join(episode, '720p'))).toBe(false);
  });

  it('cuts VOD renditions into fMP4: init.mp4 plus .m4s fragments', async () => {
    for (const name of ['360p', '540p']) {
      const playlist = await readFile(path.join(episode, name, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const init = await readFile(path.join(episode, name, 'init.mp4'));
      expect(init.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(init.includes('moov')).toBe(true);
      expect(init.includes('mvex')).toBe(true);
      const segments = playlistUris(playlist).filter((u) => u.endsWith('.m4s'));
      expect(segments.length).toBe(2);
      for (const segment of segments) {
        const bytes = await readFile(path.join(episode, name, segment));
        expect(bytes.includes('moof')).toBe(true);
        expect(bytes.includes('mdat')).toBe(true);
      }
    }
  });

  it('uses relative URIs only, each naming a file that exists', async () => {
    const playlists = ['index.m3u8', '360p/index.m3u8', '540p/index.m3u8'];
    for (const playlist of playlists) {
      const text = await readFile(path.join(episode, playlist), 'utf8');
      const uris = playlistUris(text);
      expect(uris.length).toBeGreaterThan(0);
      for (const uri of uris) {
        expect(isSafeRelativeUri(uri), `${playlist}: ${uri}`).toBe(true);
        expect(existsSync(path.join(episode, path.dirname(playlist), uri)), uri).toBe(true);
      }
    }
  });

  it('writes a WebP poster at most 720 px tall', async () => {
    const file = path.join(mediaRoot, result.poster);
    const head = (await readFile(file)).subarray(0, 12).toString('latin1');
    expect(head.startsWith('RIFF') && head.endsWith('WEBP')).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.height).toBeLessThanOrEqual(720);
    expect(meta.width / meta.height).toBeCloseTo(9 / 16, 2);
  });

  it('leaves no work folder behind', async () => {
    const entries = await readdir(path.join(mediaRoot, 'e'));
    expect(entries).toEqual([result.mediaKey]);
  });

  it.skipIf(!HAS_FFPROBE)(
    `puts a keyframe every 2 s, H.264 + AAC, 4 s long (ffprobe)${NO_FFPROBE}`,
    async () => {
      const rendition = path.join(episode, '540p', 'index.m3u8');
      const keyframes = await runFfprobe(
        [
          '-select_streams',
          'v:0',
          '-skip_frame',
          'nokey',
          '-show_entries',
          'frame=pts_time',
          '-of',
          'csv=p=0',
          rendition,
        ],
        'test',
      );
      const times = keyframes.stdout
        .split('\n')
        .map((l) => Number.parseFloat(l))
        .filter((n) => Number.isFinite(n));
      expect(times.length).toBe(2);
      for (let i = 1; i < times.length; i++) {
        expect(Math.abs((times[i] ?? 0) - (times[i - 1] ?? 0) - 2)).toBeLessThan(0.1);
      }

      const probe = await runFfprobe(
        [
          '-show_entries',
          'stream=codec_name,width,height:format=format_name,duration',
          '-of',
          'json',
          rendition,
        ],
        'test',
      );
      const info = JSON.parse(probe.stdout) as {
        streams: { codec_name: string; width?: number; height?: number }[];
        format: { format_name: string; duration: string };
      };
      expect(info.format.format_name).toBe('hls');
      expect(Math.abs(Number(info.format.duration) - 4)).toBeLessThan(0.1);
      expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(info.streams.find((s) => s.codec_name === 'h264')).toMatchObject({ width: 540, height: 960 });
    },
  );

  it('probes the same facts with ffmpeg alone (machines without ffprobe)', async () => {
    const clip = path.join(dir, 'clip.mp4');
    const viaFfmpeg = await probeWithFfmpeg(clip);
    expect(viaFfmpeg).toEqual({
      durationMs: 4000,
      width: 540,
      height: 960,
      fps: { num: 30, den: 1 },
      hasAudio: true,
    });
    expect(await probeSource(clip)).toEqual(viaFfmpeg);
  });

  it('refuses a missing file and a file that is not a video, readably', async () => {
    await expect(ingestFile(path.join(dir, 'nope.mp4'), mediaRoot)).rejects.toThrow(/no such file/);
    const fake = path.join(dir, 'fake.mp4');
    await writeFile(fake, 'this is not a video\n');
    await expect(ingestFile(fake, mediaRoot)).rejects.toBeInstanceOf(IngestError);
    await expect(ingestFile(fake, mediaRoot)).rejects.toThrow(/not a (readable )?video/);
    await expect(ingestFile(dir, mediaRoot)).rejects.toThrow(/not a file/);
  }, 20_000);
});

describe('ingest helpers', () => {
  it('reads duration, size, rate and audio from ffmpeg -i output', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip.mp4':",
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: 1536 kb/s',
      '  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 1080x1920 [SAR 1:1 DAR 9:16], 1455 kb/s, 29.97 fps, 29.97 tbr, 30k tbn (default)',
      '  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)',
    ].join('\n');
    expect(parseFfmpegInputInfo(stderr)).toEqual({
      durationMs: 62_500,
      width: 1080,
      height: 1920,
      fps: { num: 30000, den: 1001 },
      hasAudio: true,
    });
    const rotated = stderr.replace('Audio', 'Data') + '\n    displaymatrix: rotation of -90.00 degrees';
    expect(parseFfmpegInputInfo(rotated)).toMatchObject({ width: 1920, height: 1080, hasAudio: false });
    expect(parseFfmpegInputInfo('clip.mp4: Invalid data found when processing input')).toBeUndefined();
  });

  it('plans the ladder without upscaling, 360p always', () => {
    const names = (w: number, h: number) => planLadder(w, h).map((s) => s.name);
    expect(names(540, 960)).toEqual(['360p', '540p']);
    expect(names(1080, 1920)).toEqual(['360p', '540p', '720p']);
    expect(names(720, 1280)).toEqual(['360p', '540p', '720p']);
    expect(names(1920, 1080)).toEqual(['360p', '540p', '720p']);
    expect(names(320, 568)).toEqual(['360p']);
  });

  it('keeps the frame rate at or under 30 fps', () => {
    expect(outputFps(undefined)).toEqual({ num: 30, den: 1 });
    expect(outputFps({ num: 25, den: 1 })).toEqual({ num: 25, den: 1 });
    expect(outputFps({ num: 60000, den: 1001 })).toEqual({ num: 60000, den: 2002 });
    expect(outputFps({ num: 50, den: 1 })).toEqual({ num: 50, den: 2 });
    expect(outputFps({ num: 120, den: 1 })).toEqual({ num: 30, den: 1 });
  });

  it('accepts only relative URIs inside the folder', () => {
    for (const ok of ['seg_0001.m4s', 'init.mp4', '360p/index.m3u8'])
      expect(isSafeRelativeUri(ok)).toBe(true);
    for (const bad of [
      '/e/x/seg.m4s',
      'https://cdn/x.m4s',
      '../x.m4s',
      '360p/../../x',
      'a\\b',
      '',
      'data:x',
    ]) {
      expect(isSafeRelativeUri(bad), bad).toBe(false);
    }
  });
});
