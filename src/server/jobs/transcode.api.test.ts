/**
 * The job queue end to end in one server process (WORKERS_IN_PROCESS=1), on PGlite (and on
 * PostgreSQL under scripts/with-postgres.sh): transcodes sent, worked and switched; progress
 * from ffmpeg; retries and failures with their reasons; renditions playable only when complete.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeSubtitles } from '#db/schema/subtitles.ts';
import { detailData, dramaPage, episodeData } from '#shared/contract/catalogue.ts';
import { ApiError } from '../api-error.ts';
import { seedCatalogue, seedDramas } from '../modules/catalogue/catalogue-seed.repository.ts';
import type { EpisodeMediaState } from '../modules/media/episode-media.repository.ts';
import { signedMediaPath } from '../modules/media/media-signing.ts';
import { sampleDramaSeeds } from '../modules/media/sample-seed.ts';
import { buildTestApp, deviceToken, type TestApp } from '../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../testing/catalogue-fixture.ts';
import { makeTestVideo, writeBrokenVideo } from '../testing/test-video.ts';
import { mediaCleanupHandler } from './media-cleanup.job.ts';

let t: TestApp;
let dir: string;
let clock = Date.now();
let token: string;
let fresh: { dramaId: number; episodes: number[] };
let replaced: { dramaId: number; episodeId: number };

/** Polls (25 ms apart) until `done` holds for the episode's state; the states seen on the way. */
async function waitFor(
  episodeId: number,
  done: (s: EpisodeMediaState) => boolean,
  timeoutMs = 60_000,
): Promise<EpisodeMediaState[]> {
  const seen: EpisodeMediaState[] = [];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const state = await t.app.services.episodeMedia.state(episodeId);
    if (state) seen.push(state);
    if (state && done(state)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`episode ${episodeId}: timed out; last ${JSON.stringify(seen.at(-1))}`);
}

async function post<T>(url: string, body: unknown, parse: { parse: (v: unknown) => T }) {
  clock += 5000; // past the catalogue cache
  const res = await t.api.post(url, body, { token });
  return {
    code: (res.body as { code: number }).code,
    data: res.body.code === 200 ? parse.parse(res.body.data) : undefined,
  };
}

async function dramaList(pageSize = '20') {
  clock += 5000;
  const res = await t.api.get('/video/list', { page: '1', page_size: pageSize });
  return dramaPage.parse(res.body.data).list;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-jobs-'));
  t = await buildTestApp({
    now: () => clock,
    env: { WORKERS_IN_PROCESS: '1', JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: '0' },
  });
  await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot), clock);
  const [seed] = sampleDramaSeeds(2);
  if (!seed) throw new Error('no sample drama');
  const seeded = await seedDramas(t.database.db, { tags: [], dramas: [{ ...seed, tags: [] }] }, clock);
  fresh = { dramaId: 0, episodes: seeded.pending.map((p) => p.episodeId) };
  token = await deviceToken(t.api, 'jobs-device-0001');
  const queen = (await dramaList()).find((d) => d.episode_count === 3);
  const detail = await post('/video/detail', { drama_id: queen?.drama_id }, detailData);
  replaced = { dramaId: queen?.drama_id ?? 0, episodeId: detail.data?.episodes[0]?.episode_id ?? 0 };
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('transcode jobs', () => {
  it('keeps a new drama off the air until its first episode is transcoded, reporting progress', async () => {
    const before = await dramaList();
    expect(before).toHaveLength(2);
    const episodeId = fresh.episodes[0] ?? 0;
    const video = await makeTestVideo(dir, 'first.mp4', { seconds: 12, width: 540, height: 960 });
    await t.app.services.episodeMedia.request(episodeId, { kind: 'file', path: video });

    const seen = await waitFor(episodeId, (s) => s.status !== 'queued');
    expect(seen.at(-1)?.status).toBe('transcoding');
    expect(await dramaList()).toHaveLength(2);

    seen.push(...(await waitFor(episodeId, (s) => s.status === 'ready')));
    const running = seen.filter((s) => s.status === 'transcoding').map((s) => s.progress);
    expect(Math.max(...running)).toBeGreaterThan(0);
    expect(Math.max(...running)).toBeLessThan(100);
    const ready = seen.at(-1);
    expect(ready).toMatchObject({ status: 'ready', progress: 100, attempts: 1, error: null });
    expect(ready?.mediaKey).toMatch(/^j[0-9a-f]{15}$/);

    // Listings are kept briefly per query (route.ts): another page size is another query.
    const listed = await dramaList('21');
    const card = listed.find((d) => !before.some((b) => b.drama_id === d.drama_id));
    fresh.dramaId = card?.drama_id ?? 0;
    const detail = await post('/video/detail', { drama_id: fresh.dramaId }, detailData);
    expect(detail.code).toBe(200);
    // Episode 2 has no rendition yet: only the ready prefix is shown.
    expect(detail.data?.episodes.map((e) => e.number)).toEqual([1]);
    const ep = await post('/video/episode', { drama_id: fresh.dramaId, number: 1 }, episodeData);
    expect(ep.data?.url).toContain(`/e/${ready?.mediaKey}/index.m3u8`);
    expect(ep.data?.duration_ms).toBeGreaterThan(11_000);
    const master = await t.app.inject({ method: 'GET', url: ep.data?.url ?? '' });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('540p/index.m3u8');
    const second = await post('/video/episode', { drama_id: fresh.dramaId, number: 2 }, episodeData);
    expect(second.code).toBe(404);
  });

  it('fails an unreadable file at once with its reason, and retries it on request', async () => {
    const episodeId = fresh.episodes[1] ?? 0;
    const broken = writeBrokenVideo(dir, 'broken.mp4');
    const first = await t.app.services.episodeMedia.request(episodeId, { kind: 'file', path: broken });
    const failed = (await waitFor(episodeId, (s) => s.status === 'failed')).at(-1);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, mediaKey: null });
    expect(failed?.error).toMatch(/^The uploaded file is not a readable video \(/);
    expect(failed?.error).not.toContain(dir);

    const again = await t.app.services.episodeMedia.retry(episodeId);
    expect(again.jobId).not.toBe(first.jobId);
    const refailed = (await waitFor(episodeId, (s) => s.status === 'failed' && s.jobId === again.jobId)).at(
      -1,
    );
    expect(refailed?.attempts).toBe(1);
    await expect(t.app.services.episodeMedia.retry(fresh.episodes[0] ?? 0)).rejects.toBeInstanceOf(ApiError);
    await expect(t.app.services.episodeMedia.retry(fresh.episodes[0] ?? 0)).rejects.toMatchObject({
      code: 941,
    });
  });

  it('retries a failing run with backoff and fails it for good with its reason', async () => {
    const episodeId = fresh.episodes[1] ?? 0;
    await t.app.services.episodeMedia.request(episodeId, {
      kind: 'sample',
      drama: 'no-such-drama',
      number: 1,
    });
    const failed = (await waitFor(episodeId, (s) => s.status === 'failed')).at(-1);
    // JOB_RETRY_LIMIT=2: the first run and two retries.
    expect(failed).toMatchObject({ attempts: 3, mediaKey: null });
    expect(failed?.error).toContain('no sample drama no-such-drama');
    const detail = await post('/video/detail', { drama_id: fresh.dramaId }, detailData);
    expect(detail.data?.episodes.map((e) => e.number)).toEqual([1]);
  });

  it('keeps the old rendition playable until its replacement is complete', async () => {
    const { dramaId, episodeId } = replaced;
    const old = await post('/video/episode', { drama_id: dramaId, number: 1 }, episodeData);
    const oldKey = old.data?.url.split('/')[4] ?? '';
    expect(oldKey).not.toBe('');
    // The episode has an English track: the replacement gets it before viewers get the video.
    await t.database.db.insert(episodeSubtitles).values({
      episodeId,
      locale: 'en',
      vtt: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nStill here\n',
      cueCount: 1,
      updatedAt: new Date(clock),
    });
    const video = await makeTestVideo(dir, 'replacement.mp4', { seconds: 12 });
    await t.app.services.episodeMedia.request(episodeId, { kind: 'file', path: video });
    await waitFor(episodeId, (s) => s.status === 'transcoding');
    const during = await post('/video/episode', { drama_id: dramaId, number: 1 }, episodeData);
    expect(during.data?.url.split('/')[4]).toBe(oldKey);
    expect((await t.app.inject({ method: 'GET', url: during.data?.url ?? '' })).statusCode).toBe(200);

    const ready = (await waitFor(episodeId, (s) => s.status === 'ready')).at(-1);
    const after = await post('/video/episode', { drama_id: dramaId, number: 1 }, episodeData);
    expect(after.data?.episode_id).toBe(episodeId);
    expect(after.data?.url.split('/')[4]).toBe(ready?.mediaKey);
    const newDir = path.join(t.config.mediaRoot, 'e', ready?.mediaKey ?? '');
    expect(readFileSync(path.join(newDir, 'index.m3u8'), 'utf8')).toMatch(
      /TYPE=SUBTITLES,GROUP-ID="subs",.*LANGUAGE="en"/,
    );
    expect(readFileSync(path.join(newDir, 'subs', 'en.vtt'), 'utf8')).toContain('Still here');
    // The old folder stays for viewers holding its signed URLs; the cleanup job removes it later.
    const oldDir = path.join(t.config.mediaRoot, 'e', oldKey);
    expect(existsSync(oldDir)).toBe(true);
    const cleanup = mediaCleanupHandler({
      media: t.app.services.episodeMedia,
      mediaRoot: t.config.mediaRoot,
    });
    const job = { id: 'x', retryCount: 0, retryLimit: 0, signal: new AbortController().signal };
    await cleanup({ ...job, data: { mediaKey: ready?.mediaKey } });
    expect(existsSync(path.join(t.config.mediaRoot, 'e', ready?.mediaKey ?? ''))).toBe(true);
    await cleanup({ ...job, data: { mediaKey: oldKey } });
    expect(existsSync(oldDir)).toBe(false);
  });

  it('never serves a half-written folder, even under a valid-looking signature', async () => {
    const exp = Math.floor(clock / 1000) + 600;
    mkdirSync(path.join(t.config.mediaRoot, 'e', '.tmp-j0123456789abcde-0a1b2c3d'), { recursive: true });
    for (const key of ['.tmp-j0123456789abcde-0a1b2c3d', '..', '.']) {
      const url = signedMediaPath(t.config.mediaSecret, key, 'index.m3u8', exp);
      expect([403, 404]).toContain((await t.app.inject({ method: 'GET', url })).statusCode);
    }
    const health = await t.app.inject({ method: 'GET', url: '/health/catalogue' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', media: { queued: 0, transcoding: 0 } });
  });
});
