/**
 * `npm run bench:transcode`: transcode throughput (seconds of video per second of wall time)
 * through the job queue (PGlite in memory, one in-process worker: probe, ffmpeg with progress,
 * publish, the switch in the database) against plain ffmpeg with the same arguments, in the
 * same run. Rounds alternate the two on the same source so a busy machine slows both alike.
 *
 *   npm run bench:transcode -- [--rounds 4] [--seconds 20]
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client.ts';
import { loadConfig } from '../src/server/env.ts';
import { startJobQueue } from '../src/server/jobs/queue.ts';
import { startWorkers } from '../src/server/jobs/workers.ts';
import { seedDramas } from '../src/server/modules/catalogue/catalogue-seed.repository.ts';
import { runFfmpeg } from '../src/server/modules/media/pipeline/ffmpeg.ts';
import { planFile } from '../src/server/modules/media/pipeline/ingest.ts';
import { buildPackageArgs } from '../src/server/modules/media/pipeline/package.ts';
import { sampleDramaSeeds } from '../src/server/modules/media/sample-seed.ts';
import { createServices } from '../src/server/services.ts';
import { makeTestVideo } from '../src/server/testing/test-video.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string' }, seconds: { type: 'string' } } });
const ROUNDS = Number(values.rounds ?? 4);
const SECONDS = Number(values.seconds ?? 20);

async function plainFfmpeg(source: string, outDir: string): Promise<number> {
  const { spec } = await planFile(source);
  mkdirSync(outDir, { recursive: true });
  for (const [i] of spec.ladder.entries()) mkdirSync(path.join(outDir, `v${i}`), { recursive: true });
  const began = performance.now();
  await runFfmpeg(['-loglevel', 'error', ...buildPackageArgs(spec, outDir)], { timeoutMs: spec.timeoutMs });
  return (performance.now() - began) / 1000;
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'enjoy-bench-transcode-'));
  const config = loadConfig({
    DATA_DIR: work,
    DATA_IN_MEMORY: '1',
    LOG_LEVEL: 'silent',
    SAMPLE_CATALOGUE: '0',
  });
  const database = await openDatabase({});
  const jobs = await startJobQueue({ database, config: config.jobs });
  const services = createServices({ config, db: database.db, jobs });
  await startWorkers(jobs, {
    media: services.episodeMedia,
    mediaRoot: config.mediaRoot,
    config: config.jobs,
  });
  const [seed] = sampleDramaSeeds(ROUNDS);
  if (!seed) throw new Error('no sample drama');
  const { pending } = await seedDramas(database.db, { tags: [], dramas: [{ ...seed, tags: [] }] });
  const source = await makeTestVideo(work, 'source.mp4', { seconds: SECONDS, width: 540, height: 960 });
  const { durationMs } = await planFile(source);
  const videoS = durationMs / 1000;

  const plain: number[] = [];
  const queued: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      plain.push(await plainFfmpeg(source, path.join(work, `plain-${round}`)));
      const episodeId = pending[round]?.episodeId ?? 0;
      const began = performance.now();
      await services.episodeMedia.request(episodeId, { kind: 'file', path: source });
      for (;;) {
        const state = await services.episodeMedia.state(episodeId);
        if (state?.status === 'ready') break;
        if (state?.status === 'failed') throw new Error(`transcode failed: ${state.error}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      queued.push((performance.now() - began) / 1000);
      process.stderr.write(
        `round ${round + 1}/${ROUNDS}: ffmpeg ${plain[round]?.toFixed(2)} s, queue ${queued[round]?.toFixed(2)} s\n`,
      );
    }
  } finally {
    await jobs.stop();
    await services.progress.close();
    await database.close();
    rmSync(work, { recursive: true, force: true });
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const plainRate = (videoS * ROUNDS) / sum(plain);
  const queueRate = (videoS * ROUNDS) / sum(queued);
  const rows = [
    '| path | wall s per round | video s per wall s |',
    '|---|---|---|',
    `| plain ffmpeg (same arguments) | ${plain.map((s) => s.toFixed(2)).join(', ')} | ${plainRate.toFixed(2)} |`,
    `| job queue (probe, ffmpeg with -progress, publish, switch) | ${queued.map((s) => s.toFixed(2)).join(', ')} | ${queueRate.toFixed(2)} |`,
  ];
  process.stdout.write(
    `${rows.join('\n')}\n\nratio (queue / plain): ${(queueRate / plainRate).toFixed(3)}; ` +
      `${ROUNDS} rounds of a ${videoS.toFixed(1)} s 540x960 H.264 source into 360p + 540p HLS; Node ${process.version}; ${os.cpus().length} cores\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:transcode: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
