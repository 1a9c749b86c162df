/**
 * Several machines, one PostgreSQL and one S3-compatible bucket (issue 17's "Done when"): two
 * server processes and two `npm run worker` processes, each on its own DATA_DIR, share media
 * only through the bucket (s3rver in this process). An operator made by the admin command
 * uploads an MP4 through app A's tus endpoint; a worker transcodes it; a viewer of app B gets
 * the episode's signed URL and plays the master playlist, a variant, a segment and a subtitle.
 * Runs under scripts/with-postgres.sh (TEST_DATABASE_URL).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeData } from '#shared/contract/catalogue.ts';
import { seriesDetail, type SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { seedCatalogue } from '../modules/catalogue/catalogue-seed.repository.ts';
import { tusUpload } from '../modules/episode-upload/episode-upload.testing.ts';
import type { ConsoleSession } from '../modules/operator/console.testing.ts';
import { setupTokenOf, TEST_PASSWORD, totpAt } from '../modules/operator/console.testing.ts';
import type { MediaStore } from '../modules/media/store/media-store.ts';
import { TEST_SIGN_KEY } from '../testing/build-test-app.ts';
import { moneyCatalogue } from '../testing/catalogue-fixture.ts';
import {
  consoleHttp,
  consoleSessionOf,
  killAll,
  startNode,
  until,
  viewerCall,
  waitForOutput,
  type Child,
} from '../testing/processes.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { startTestS3, type TestS3 } from '../testing/test-s3.ts';
import { makeTestVideo } from '../testing/test-video.ts';

const pg = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `enjoy-cluster-${name}-`));
  dirs.push(dir);
  return dir;
};

let s3: TestS3 | undefined;
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let bucket: MediaStore;
const apps: { origin: string; dataDir: string; process: Child }[] = [];
const workers: Child[] = [];
let env: Record<string, string> = {};

async function startApp(): Promise<(typeof apps)[number]> {
  const port = await getPort();
  const dataDir = tempDir('app');
  const app = startNode('src/server/main.ts', [], { ...env, PORT: String(port), DATA_DIR: dataDir });
  const origin = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${origin}/health`).then(
      (res) => (res.ok ? true : undefined),
      () => undefined,
    );
  await until('the server to answer', answers, 60_000, app.output);
  return { origin, dataDir, process: app };
}

beforeAll(async () => {
  if (!pg) return;
  s3 = await startTestS3();
  database = await openTestDatabase();
  bucket = s3.store(tempDir('bucket'));
  await seedCatalogue(database.db, moneyCatalogue(1, 3, 12));
  env = {
    ...s3.env,
    DATABASE_URL: database.url ?? '',
    API_SIGN_KEY: TEST_SIGN_KEY,
    MEDIA_SECRET: 'cluster-media-secret',
    ADMIN_TOKEN: 'cluster-admin-token-0123456789',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SAMPLE_CATALOGUE: '0',
    WORKERS_IN_PROCESS: '0',
    JOB_CHECK_SECONDS: '1',
  };
  // One server first (it makes the job queue's schema), then the rest side by side.
  apps.push(await startApp());
  const [b] = await Promise.all([
    startApp(),
    ...[1, 2].map(async () => {
      const worker = startNode('scripts/worker.ts', [], { ...env, DATA_DIR: tempDir('worker') });
      workers.push(worker);
      await waitForOutput(worker, 'worker: working');
    }),
  ]);
  apps.push(b);
}, 180_000);

afterAll(async () => {
  killAll();
  await s3?.close();
  await database?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The operator the admin command makes, set up through app A as a person does it. */
async function makeEditor(origin: string): Promise<ConsoleSession> {
  const args = ['operator:create', '--email', 'ed@example.com', '--role', 'editor', '--name', 'Edda'];
  const admin = startNode('scripts/admin.ts', args, { ...env, DATA_DIR: tempDir('admin') });
  expect(await admin.exited, admin.output()).toBe(0);
  const link = /https?:\/\/\S+#token=\S+/.exec(admin.output())?.[0];
  if (!link) throw new Error(`no setup link in: ${admin.output()}`);
  const token = setupTokenOf(link);
  const start = await consoleHttp(origin, 'POST', '/auth/setup/start', { body: { token } });
  const secret = (start.body.data as { totp_secret: string }).totp_secret;
  const finish = await consoleHttp(origin, 'POST', '/auth/setup/finish', {
    body: { token, password: TEST_PASSWORD, totp_code: await totpAt(secret, Date.now()) },
  });
  expect(finish.body.code, JSON.stringify(finish.body)).toBe(200);
  return consoleSessionOf(finish);
}

async function fetchMedia(origin: string, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(url, origin), { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const everyOutput = () => [...apps.map((a) => a.process), ...workers].map((p) => p.output()).join('\n---\n');

describe.skipIf(!pg)('two servers and two workers on one PostgreSQL and one S3 bucket', () => {
  it('take an upload on one server, transcode it on a worker and play it from the other server', async () => {
    const [a, b] = apps;
    if (!a || !b) throw new Error('the servers did not start');
    const editor = await makeEditor(a.origin);
    const list = await consoleHttp(b.origin, 'GET', '/series', { session: editor });
    const seriesId = (list.body.data as { items: { id: number }[] }).items[0]?.id ?? 0;

    const video = await makeTestVideo(tempDir('video'), 'ep04.mp4', { seconds: 3 });
    await tusUpload(a.origin, editor, video, {
      series_id: String(seriesId),
      filename: 'ep04.mp4',
      episode_number: '4',
    });

    // Any machine sees the episode reach "ready": a worker did it (the servers work no jobs).
    const detail = async (): Promise<SeriesDetail> =>
      seriesDetail.parse(
        (await consoleHttp(b.origin, 'GET', `/series/${seriesId}`, { session: editor })).body.data,
      );
    const ready = await until(
      'the transcode',
      async () => {
        const d = await detail();
        const fourth = d.episodes.find((e) => e.number === 4);
        if (fourth?.media.status === 'failed') throw new Error(`failed: ${fourth.media.error ?? ''}`);
        return fourth?.playable ? fourth : undefined;
      },
      120_000,
      everyOutput,
    );
    expect(ready.media).toMatchObject({ status: 'ready', progress: 100, error: null });
    // A worker says so just after the switch (its log line may trail the switch by a moment).
    await until(
      "a worker's word",
      async () => workers.some((w) => w.output().includes('episode media ready')) || undefined,
      10_000,
      everyOutput,
    );

    // A viewer of app B gets the episode's signed URL.
    const login = await viewerCall(b.origin, 'POST', '/user/device-login', {
      body: {
        marketChannel: 'web',
        packageName: 'localhost',
        udid: 'cluster-device-0001',
        sysVer: 'vitest',
        phoneModel: 'node',
        idfa: '',
      },
    });
    const token = (login.body.data as { user_token: string }).user_token;
    const episode = episodeData.parse(
      (
        await viewerCall(b.origin, 'POST', '/video/episode', {
          body: { drama_id: seriesId, number: 4 },
          token,
        })
      ).body.data,
    );
    // The rendition is in the bucket, not on any machine's disk; the uploaded source is gone.
    const mediaKey = episode.url.split('/')[4] ?? '';
    expect(await bucket.stat(`e/${mediaKey}/index.m3u8`)).toBeDefined();
    for (const app of apps) expect(existsSync(path.join(app.dataDir, 'media', 'e', mediaKey))).toBe(false);
    await until('the source to be removed', async () =>
      (await bucket.hasPrefix('sources/')) ? undefined : true,
    );

    // A subtitle added through app B goes into the bucket's folder too.
    const form = new FormData();
    form.append(
      'file',
      new Blob(['WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHello from the bucket\n']),
      'en.vtt',
    );
    const sub = await consoleHttp(b.origin, 'POST', `/series/${seriesId}/episodes/${ready.id}/subtitles/en`, {
      session: editor,
      form,
    });
    expect(sub.body.code, JSON.stringify(sub.body)).toBe(200);

    // The viewer plays it from app B: master, variant, a segment (and a range of it), the subtitle.
    const master = await fetchMedia(b.origin, episode.url);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const masterText = master.bytes.toString('utf8');
    expect(masterText).toMatch(/TYPE=SUBTITLES,GROUP-ID="subs",.*LANGUAGE="en"/);
    const variantPath = masterText.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '';
    const base = new URL(episode.url, b.origin);
    const variant = await fetchMedia(b.origin, new URL(variantPath, base).href);
    expect(variant.status).toBe(200);
    const variantText = variant.bytes.toString('utf8');
    expect(variantText).toContain('#EXT-X-ENDLIST');
    const segmentPath = variantText.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '';
    const segmentUrl = new URL(segmentPath, new URL(variantPath, base)).href;
    const segment = await fetchMedia(b.origin, segmentUrl);
    expect(segment.status).toBe(200);
    expect(segment.bytes.length).toBeGreaterThan(1000);
    expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const ranged = await fetchMedia(b.origin, segmentUrl, { range: 'bytes=100-199' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${segment.bytes.length}`);
    expect(ranged.bytes.equals(segment.bytes.subarray(100, 200))).toBe(true);
    const vtt = await fetchMedia(a.origin, new URL('subs/en.vtt', base).href);
    expect(vtt.status).toBe(200);
    expect(vtt.bytes.toString('utf8')).toContain('Hello from the bucket');
    // A tampered signature is refused as before.
    expect(
      (await fetchMedia(b.origin, episode.url.replace(/\.[A-Za-z0-9_-]+\/e\//, '.AAAA/e/'))).status,
    ).toBe(403);
  }, 240_000);
});
