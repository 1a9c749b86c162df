/**
 * The console's Uploads & jobs page: every episode's transcode by view (working, failed, done in
 * the last DONE_WINDOW_H hours by the app's clock) with the counts of all three, the job
 * queues' counts (null when the queue does not answer), and the uploads still arriving in
 * staging, each marked as the asking operator's own or not. Editors and owners only.
 */
import { and, eq, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dramaTranslations, dramas, episodes } from '#db/schema/catalogue.ts';
import { episodeMedia, type MEDIA_STATUS_VALUES } from '#db/schema/media.ts';
import {
  DONE_WINDOW_H,
  JOB_QUEUE_NAMES,
  jobsResponse,
  stagedUploadsResponse,
  type JobsResponse,
  type StagedUpload,
} from '#shared/contract/console-jobs.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import {
  createUpload,
  tusHeaders,
  uploadIdOf,
  uploadRecorder,
  videoBytes,
} from '../episode-upload/episode-upload.testing.ts';
import {
  consoleCall,
  login,
  sessionOf,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { createMediaJobsService } from './media-jobs.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = testClock();
const recorder = uploadRecorder();
let t: TestApp;
type Operator = Awaited<ReturnType<typeof setUpOperator>>;
let editor: Operator;
let other: Operator;
let owner: ConsoleSession;
let support: ConsoleSession;
const ids = new Map<string, number>();
const seriesIds = new Map<string, number>();
/** `money-001/3`: the episode's id. */
const ep = (slug: string, number: number): number => ids.get(`${slug}/${number}`) ?? 0;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now, onEpisodeUploaded: recorder.onUploaded });
  await seedCatalogue(t.database.db, moneyCatalogue(4, 6), clock.now());
  editor = await setUpOperator(t.app, clock, { email: 'ed@example.com', role: 'editor', name: 'Edda' });
  other = await setUpOperator(t.app, clock, { email: 'eve@example.com', role: 'editor', name: 'Eve' });
  owner = (await setUpOperator(t.app, clock, { email: 'o@example.com', role: 'owner', name: 'Olga' }))
    .session;
  support = (await setUpOperator(t.app, clock, { email: 'sue@example.com', role: 'support' })).session;
  const db = t.database.db;
  const rows = await db
    .select({ id: episodes.id, number: episodes.number, slug: dramas.slug, dramaId: dramas.id })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId));
  for (const r of rows) {
    ids.set(`${r.slug}/${r.number}`, r.id);
    seriesIds.set(r.slug, r.dramaId);
  }
  // Episode money-001/1 has no rendition yet (its first upload); the rest replace one.
  await db
    .update(episodes)
    .set({ mediaKey: null })
    .where(eq(episodes.id, ep('money-001', 1)));
  const t0 = clock.now();
  const row = (
    episodeId: number,
    status: (typeof MEDIA_STATUS_VALUES)[number],
    ago: number,
    more: { progress?: number; attempts?: number; error?: string } = {},
  ) => ({
    episodeId,
    status,
    source: `/staging/${episodeId}`,
    jobId: `job-${episodeId}`,
    ...more,
    updatedAt: new Date(t0 - ago),
  });
  await db
    .insert(episodeMedia)
    .values([
      row(ep('money-001', 1), 'transcoding', 10 * MINUTE, { progress: 40, attempts: 1 }),
      row(ep('money-001', 2), 'queued', 30 * MINUTE),
      row(ep('money-001', 3), 'queued', 5 * MINUTE, { attempts: 1, error: 'ffmpeg exited with 1' }),
      row(ep('money-002', 1), 'failed', 2 * HOUR, { attempts: 3, error: 'unreadable video' }),
      row(ep('money-002', 2), 'failed', HOUR, { attempts: 1, error: 'no video stream' }),
      row(ep('money-003', 1), 'ready', HOUR, { progress: 100, attempts: 1 }),
      row(ep('money-003', 2), 'ready', 23 * HOUR + 45 * MINUTE, { progress: 100, attempts: 1 }),
      row(ep('money-003', 3), 'ready', 25 * HOUR, { progress: 100, attempts: 1 }),
    ]);
  // money-002 has no Simplified Chinese title; money-003 only a Thai one.
  const of = (slug: string) => eq(dramaTranslations.dramaId, seriesIds.get(slug) ?? 0);
  await db
    .delete(dramaTranslations)
    .where(
      or(
        and(of('money-002'), eq(dramaTranslations.locale, 'zh-Hans')),
        and(of('money-003'), ne(dramaTranslations.locale, 'th')),
      ),
    );
});
afterAll(async () => {
  await t.close();
});

async function jobs(query = '', language = '3', session = editor.session): Promise<JobsResponse> {
  const res = await consoleCall(t.app, 'GET', `/jobs${query}`, { session, headers: { language } });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return jobsResponse.parse(res.body.data);
}

describe('GET /console-api/jobs', () => {
  it('lists working (running first, then the longest waiting), failed and done, with all counts', async () => {
    const working = await jobs('?view=working');
    expect(working.counts).toEqual({ working: 3, failed: 2, done: 2 });
    expect(working.total).toBe(3);
    expect(working.items.map((i) => i.episode_id)).toEqual([
      ep('money-001', 1),
      ep('money-001', 2),
      ep('money-001', 3),
    ]);
    expect(working.items[0]).toEqual({
      episode_id: ep('money-001', 1),
      series_id: seriesIds.get('money-001'),
      series_title: 'Money Drama 1',
      episode_number: 1,
      status: 'transcoding',
      progress: 40,
      attempts: 1,
      error: null,
      updated_at: new Date(clock.now() - 10 * MINUTE).toISOString(),
      playable: false,
    });
    // A retry waiting keeps its last failure's reason; an earlier rendition still plays.
    expect(working.items[2]).toMatchObject({ error: 'ffmpeg exited with 1', playable: true });

    const failed = await jobs('?view=failed');
    expect(failed.total).toBe(2);
    expect(failed.items.map((i) => [i.episode_id, i.error, i.attempts])).toEqual([
      [ep('money-002', 2), 'no video stream', 1],
      [ep('money-002', 1), 'unreadable video', 3],
    ]);

    const done = await jobs('?view=done');
    expect(done.total).toBe(2);
    expect(done.items.map((i) => [i.episode_id, i.status, i.progress])).toEqual([
      [ep('money-003', 1), 'ready', 100],
      [ep('money-003', 2), 'ready', 100],
    ]);
    // Without a view: working.
    expect((await jobs()).items).toEqual(working.items);
  });

  it('pages a view; the total stays the view’s', async () => {
    const first = await jobs('?view=working&page=1&size=2');
    const second = await jobs('?view=working&page=2&size=2');
    const beyond = await jobs('?view=working&page=3&size=2');
    expect(first.items.map((i) => i.episode_id)).toEqual([ep('money-001', 1), ep('money-001', 2)]);
    expect(second.items.map((i) => i.episode_id)).toEqual([ep('money-001', 3)]);
    expect(beyond.items).toEqual([]);
    expect([first.total, second.total, beyond.total]).toEqual([3, 3, 3]);
  });

  it('names the series in the operator’s language, else English, else any language', async () => {
    const titles = async (view: string, language: string) =>
      (await jobs(`?view=${view}`, language)).items.map((i) => i.series_title);
    expect(await titles('working', '1')).toEqual(['金錢劇 1', '金錢劇 1', '金錢劇 1']);
    expect(await titles('failed', '1')).toEqual(['Money Drama 2', 'Money Drama 2']);
    expect(await titles('failed', '4')).toEqual(['ละครเงิน 2', 'ละครเงิน 2']);
    expect(await titles('done', '3')).toEqual(['ละครเงิน 3', 'ละครเงิน 3']);
  });

  it(`keeps a finished transcode in "done" for ${DONE_WINDOW_H} h by the app’s clock`, async () => {
    // money-003/2 finished 23 h 45 min ago: 23 h 55 min later it is still in, at 24 h 05 out.
    clock.advance(10 * MINUTE);
    expect((await jobs('?view=done')).counts.done).toBe(2);
    clock.advance(10 * MINUTE);
    const later = await jobs('?view=done');
    expect(later.counts).toEqual({ working: 3, failed: 2, done: 1 });
    expect(later.items.map((i) => i.episode_id)).toEqual([ep('money-003', 1)]);
  });

  it('shows each queue’s jobs, in order, or null when the queue does not answer', async () => {
    await t.app.services.episodeMedia.request(ep('money-001', 6), { kind: 'file', path: '/staging/x' });
    const res = await jobs();
    expect(res.counts.working).toBe(4);
    expect(res.items.at(-1)?.episode_id).toBe(ep('money-001', 6));
    expect(res.queues?.map((q) => q.name)).toEqual([...JOB_QUEUE_NAMES]);
    expect(res.queues?.find((q) => q.name === 'transcode')).toEqual({
      name: 'transcode',
      queued: 1,
      active: 0,
      failed: 0,
    });

    const base = { uow: t.app.services.uow, uploads: { list: async () => [] }, owns: () => false };
    const down = createMediaJobsService({
      ...base,
      now: clock.now,
      queueStats: () => Promise.reject(new Error('the job queue is stopped')),
    });
    const query = { view: 'working', page: 1, size: 20 } as const;
    const answer = await down.jobs(query, 3);
    expect(answer.queues).toBeNull();
    expect(answer.counts).toEqual(res.counts);
    const none = createMediaJobsService({ ...base, now: clock.now, queueStats: undefined });
    expect((await none.jobs(query, 3)).queues).toBeNull();
  });

  it('answers owners, refuses support (903) and a bad view or page (601)', async () => {
    expect((await jobs('', '3', owner)).total).toBe(4);
    for (const path of ['/jobs', '/jobs/uploads']) {
      const res = await consoleCall(t.app, 'GET', path, { session: support });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(903);
      expect((await consoleCall(t.app, 'GET', path)).body.code).toBe(901);
    }
    for (const query of ['?view=stuck', '?page=0', '?size=101', '?size=x']) {
      const res = await consoleCall(t.app, 'GET', `/jobs${query}`, { session: editor.session });
      expect(res.status, query).toBe(200);
      expect(res.body.code, query).toBe(601);
    }
    const bad = await consoleCall(t.app, 'GET', '/jobs?view=stuck', { session: editor.session });
    expect(bad.body.msg).toBe('Invalid parameter: view');
  });
});

describe('GET /console-api/jobs/uploads', () => {
  async function staged(who: Operator, language = '3'): Promise<StagedUpload[]> {
    const res = await consoleCall(t.app, 'GET', '/jobs/uploads', {
      session: who.session,
      headers: { language },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return stagedUploadsResponse.parse(res.body.data).items;
  }

  async function start(series: string, size: number, meta: Record<string, string> = {}): Promise<string> {
    const res = await createUpload(
      t.app,
      editor.session,
      { series_id: String(seriesIds.get(series)), filename: 'ep05.mp4', ...meta },
      size,
    );
    expect(res.statusCode, res.body).toBe(201);
    return uploadIdOf(res.headers.location);
  }

  async function send(id: string, bytes: number): Promise<void> {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/console-api/uploads/${id}`,
      headers: {
        ...tusHeaders(editor.session),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: videoBytes(bytes),
    });
    expect(res.statusCode, res.body).toBe(204);
  }

  it('lists unfinished uploads, newest first, with the bytes so far and whose they are', async () => {
    expect(await staged(editor)).toEqual([]);
    const older = await start('money-001', 10, { episode_number: '5' });
    await send(older, 4);
    const startedAt = clock.now();
    clock.advance(MINUTE);
    const newer = await start('money-002', 20, { episode_id: String(ep('money-002', 3)) });
    // Finished: handed on, no longer arriving.
    const finished = await start('money-001', 6);
    await send(finished, 6);
    expect(recorder.calls.map((c) => c.uploadId)).toEqual([finished]);
    // A series deleted meanwhile: its upload is left out.
    const orphan = await start('money-004', 8);
    await t.database.db.delete(dramas).where(eq(dramas.id, seriesIds.get('money-004') ?? 0));

    const mine = await staged(editor, '1');
    expect(mine.map((u) => u.id)).toEqual([newer, older]);
    expect(mine.map((u) => u.id)).not.toContain(orphan);
    expect(mine[1]).toEqual({
      id: older,
      filename: 'ep05.mp4',
      series_id: seriesIds.get('money-001'),
      series_title: '金錢劇 1',
      episode_id: null,
      episode_number: 5,
      operator_name: 'Edda',
      mine: true,
      size: 10,
      received: 4,
      created_at: new Date(startedAt).toISOString(),
      expires_at: new Date(startedAt + t.config.uploads.expiryMs).toISOString(),
    });
    expect(mine[0]).toMatchObject({
      series_title: 'Money Drama 2',
      episode_id: ep('money-002', 3),
      episode_number: null,
      received: 0,
      size: 20,
    });
    const theirs = await staged(other);
    expect(theirs.map((u) => [u.id, u.mine, u.operator_name])).toEqual([
      [newer, false, 'Edda'],
      [older, false, 'Edda'],
    ]);
  });

  it('leaves out uploads past their expiry by the app’s clock', async () => {
    clock.advance(t.config.uploads.expiryMs + 1);
    // The console sessions idled out meanwhile: sign in again.
    for (const who of [editor, other]) who.session = sessionOf(await login(t.app, clock, who));
    expect(await staged(editor)).toEqual([]);
    const fresh = await start('money-001', 10);
    expect((await staged(other)).map((u) => [u.id, u.mine])).toEqual([[fresh, false]]);
  });
});
