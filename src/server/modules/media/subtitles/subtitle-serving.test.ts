/**
 * The media route serves what the subtitle service writes, under the episode's signed prefix:
 * the master with its tracks, a track's playlist and its WebVTT file (text/vtt, UTF-8).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedMediaPath } from '../media-signing.ts';
import { mediaRoutes } from '../media.routes.ts';
import { applySubtitleTracks, prepareSubtitle, writeSubtitleTrack } from './subtitle.service.ts';

const SECRET = 'test-media-secret';
const NOW = Date.UTC(2026, 0, 1);
const KEY = 'subtitled1';
let mediaRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'subs-serve-'));
  const folder = path.join(mediaRoot, 'e', KEY);
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, 'index.m3u8'),
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\n360p/index.m3u8\n',
  );
  const prepared = prepareSubtitle(new TextEncoder().encode('1\n00:00:01,000 --> 00:00:02,000\n你好\n'), {
    durationMs: 10_000,
  });
  if (!prepared.ok) throw new Error('fixture');
  await applySubtitleTracks(folder, [await writeSubtitleTrack(folder, 'zh-Hans', prepared.vtt, 10_000)]);
  app = Fastify();
  await app.register(mediaRoutes, { mediaRoot, secret: SECRET, now: () => NOW });
});

afterAll(async () => {
  await app.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

const url = (file: string) => signedMediaPath(SECRET, KEY, file, NOW / 1000 + 3600);

it('serves the master, the track playlist and the WebVTT under the signed prefix', async () => {
  const master = await app.inject({ method: 'GET', url: url('index.m3u8') });
  expect(master.body).toContain('LANGUAGE="zh-Hans"');
  expect(master.body).toContain('URI="subs/zh-Hans.m3u8"');

  const playlist = await app.inject({ method: 'GET', url: url('subs/zh-Hans.m3u8') });
  expect(playlist.statusCode).toBe(200);
  expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  expect(playlist.body).toContain('\nzh-Hans.vtt\n');

  const vtt = await app.inject({ method: 'GET', url: url('subs/zh-Hans.vtt') });
  expect(vtt.statusCode).toBe(200);
  expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
  expect(vtt.body).toContain('00:00:01.000 --> 00:00:02.000\n你好');

  const unsigned = await app.inject({ method: 'GET', url: `/media/e/${KEY}/subs/zh-Hans.vtt` });
  expect(unsigned.statusCode).toBe(403);
});
