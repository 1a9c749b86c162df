/**
 * `npm run worker` processes (scripts/worker.ts) on PostgreSQL: a worker killed with SIGKILL in
 * the middle of a transcode leaves its job active; once the job's expiry passes, pg-boss's
 * maintenance fails it into a retry, another worker takes it, starts clean and the episode
 * plays. Runs under scripts/with-postgres.sh (TEST_DATABASE_URL); on PGlite the worker refuses.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { episodeData } from '#shared/contract/catalogue.ts';
import { seedDramas } from '../modules/catalogue/catalogue-seed.repository.ts';
import type { EpisodeMediaState } from '../modules/media/episode-media.repository.ts';
import { sampleDramaSeeds } from '../modules/media/sample-seed.ts';
import { buildTestApp, deviceToken, type TestApp } from '../testing/build-test-app.ts';
import { killAll, startNode, type Child } from '../testing/processes.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { makeTestVideo } from '../testing/test-video.ts';

function startWorker(env: Record<string, string>): Child {
  return startNode('scripts/worker.ts', [], { LOG_LEVEL: 'warn', ...env });
}

afterAll(killAll);

describe('npm run worker', () => {
  it('refuses the embedded database with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-worker-'));
    const worker = startWorker({ DATA_DIR: dataDir });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('npm run worker needs PostgreSQL');
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'finishes a transcode on another worker after one is killed mid-job',
    async () => {
      const database = await openTestDatabase();
      const jobs = { JOB_EXPIRE_SECONDS: '30', JOB_CHECK_SECONDS: '1', JOB_RETRY_DELAY_SECONDS: '0' };
      const t: TestApp = await buildTestApp({ database, env: jobs });
      const dir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-kill-'));
      try {
        const [seed] = sampleDramaSeeds(1);
        if (!seed) throw new Error('no sample drama');
        const seeded = await seedDramas(t.database.db, { tags: [], dramas: [{ ...seed, tags: [] }] });
        const episodeId = seeded.pending[0]?.episodeId ?? 0;
        const video = await makeTestVideo(dir, 'long.mp4', { seconds: 30 });
        const workerEnv = { ...jobs, DATABASE_URL: database.url ?? '', DATA_DIR: t.config.dataDir };
        const media = t.app.services.episodeMedia;
        const waitFor = async (done: (s: EpisodeMediaState) => boolean): Promise<EpisodeMediaState> => {
          for (let i = 0; i < 4000; i++) {
            const state = await media.state(episodeId);
            if (state && done(state)) return state;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          throw new Error(`timed out: ${JSON.stringify(await media.state(episodeId))}`);
        };

        await media.request(episodeId, { kind: 'file', path: video });
        const first = startWorker(workerEnv);
        const running = await waitFor((s) => s.status === 'transcoding' && s.progress > 0);
        first.child.kill('SIGKILL');
        await first.exited;
        expect(running.attempts).toBe(1);
        expect(running.mediaKey).toBeNull();

        const second = startWorker(workerEnv);
        const ready = await waitFor((s) => s.status === 'ready' || s.status === 'failed');
        expect(ready).toMatchObject({ status: 'ready', attempts: 2, error: null });
        // The killed run's half-written folder was removed before the second run began.
        expect(readdirSync(path.join(t.config.mediaRoot, 'e')).filter((f) => f.startsWith('.tmp-'))).toEqual(
          [],
        );

        const token = await deviceToken(t.api, 'kill-device-0001');
        const dramaId = (
          (await t.api.get('/video/list', { page: '1', page_size: '5' })).body.data as {
            list: { drama_id: number }[];
          }
        ).list[0]?.drama_id;
        const ep = episodeData.parse(
          (await t.api.post('/video/episode', { drama_id: dramaId, number: 1 }, { token })).body.data,
        );
        expect(ep.url).toContain(`/e/${ready.mediaKey}/index.m3u8`);
        const playlist = await t.app.inject({
          method: 'GET',
          url: ep.url.replace('index.m3u8', '360p/index.m3u8'),
        });
        expect(playlist.statusCode).toBe(200);
        expect(playlist.body).toContain('#EXT-X-ENDLIST');

        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        await t.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
