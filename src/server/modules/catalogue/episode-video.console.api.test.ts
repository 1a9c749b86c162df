/**
 * From an operator's upload to a playable episode, in one server process on its in-process
 * workers: a video uploaded through tus becomes a new episode at its number and is transcoded;
 * a second upload for that episode replaces its video and keeps its id.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { seriesDetail, seriesListResponse, type SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { makeTestVideo } from '../../testing/test-video.ts';
import { listen, tusUpload } from '../episode-upload/episode-upload.testing.ts';
import { consoleCall, setUpOperator, testClock, type ConsoleSession } from '../operator/console.testing.ts';
import { seedCatalogue } from './catalogue-seed.repository.ts';

const clock = testClock();
const dir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-episode-video-'));
let t: TestApp;
let origin: string;
let editor: ConsoleSession;
let owner: ConsoleSession;
let seriesId = 0;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now, env: { WORKERS_IN_PROCESS: '1' } });
  await seedCatalogue(t.database.db, moneyCatalogue(1, 3), clock.now());
  owner = (await setUpOperator(t.app, clock, { email: 'o@example.com', role: 'owner', name: 'Olga' }))
    .session;
  editor = (await setUpOperator(t.app, clock, { email: 'e@example.com', role: 'editor', name: 'Edda' }))
    .session;
  const list = seriesListResponse.parse(
    (await consoleCall(t.app, 'GET', '/series', { session: editor })).body.data,
  );
  seriesId = list.items[0]?.id ?? 0;
  origin = await listen(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

function upload(file: string, metadata: Record<string, string>): Promise<void> {
  return tusUpload(origin, editor, file, { series_id: String(seriesId), ...metadata });
}

async function detail(): Promise<SeriesDetail> {
  return seriesDetail.parse(
    (await consoleCall(t.app, 'GET', `/series/${seriesId}`, { session: editor })).body.data,
  );
}

/** Polls the series (50 ms apart, as the console does every 2 s) until `done` holds. */
async function until(done: (d: SeriesDetail) => boolean): Promise<SeriesDetail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const d = await detail();
    if (done(d)) return d;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(d.episodes)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('episode videos from the console', () => {
  it('makes an uploaded video a new episode at its number, transcoded until it plays', async () => {
    const video = await makeTestVideo(dir, 'ep04.mp4', { seconds: 3 });
    await upload(video, { filename: 'ep04.mp4', episode_number: '4' });
    const queued = await detail();
    const fourth = queued.episodes.find((e) => e.number === 4);
    expect(fourth?.playable).toBe(false);
    expect(['queued', 'transcoding', 'ready']).toContain(fourth?.media.status);
    const ready = await until((d) => d.episodes.find((e) => e.number === 4)?.playable === true);
    const episode = ready.episodes.find((e) => e.number === 4);
    expect(episode).toMatchObject({ id: fourth?.id, media: { status: 'ready', progress: 100, error: null } });
    expect(episode?.duration_ms).toBeGreaterThan(2500);
    expect(ready.episode_count).toBe(4);
    // The staged upload is gone once its rendition plays (removed just after the switch).
    await expect
      .poll(() => readdirSync(t.config.uploads.stagingDir).filter((f) => !f.startsWith('.')), {
        timeout: 10_000,
      })
      .toEqual([]);
  });

  it('replaces an episode video and keeps its id', async () => {
    const before = (await detail()).episodes.find((e) => e.number === 4);
    const video = await makeTestVideo(dir, 'better.mp4', { seconds: 4 });
    await upload(video, { filename: 'better.mp4', episode_id: String(before?.id) });
    const after = await until((d) => {
      const e = d.episodes.find((x) => x.id === before?.id);
      return e?.media.status === 'ready' && (e.duration_ms ?? 0) > 3500;
    });
    expect(after.episodes.map((e) => e.number)).toEqual([1, 2, 3, 4]);
    const log = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?entity=episode', { session: owner })).body.data,
    );
    expect(log.items.map((e) => `${e.operator_name}:${e.action}`)).toEqual([
      'Edda:video_replace',
      'Edda:episode_create',
    ]);
  });
});
