/**
 * `npm run bench:transcode`: transcode throughput (seconds of video per second of wall time)
 * through the job queue against plain ffmpeg with the same encoding arguments, in the same run.
 *
 * The queue path is the real worker path of the server: `episodeMedia.request` (the row and a
 * pg-boss job), the workers of `startWorkers` with the server's subtitle hook and staging
 * folder, PGlite in memory, one in-process worker. The plain path runs ffmpeg with the
 * arguments the pipeline builds (`buildPackageArgs`: the same ladder, filters, x264 and HLS
 * flags, poster frame) and nothing else. Rounds take turns (plain first on even rounds, the
 * queue first on odd ones) on the same source, so a busy machine slows both alike.
 *
 * Where the queue's extra time goes, per round, from the worker's own calls (the service the
 * workers get is wrapped here, not changed): pickup (request → begin), work (begin → the
 * subtitle hook: probe, ffmpeg with -progress, the renditions' playlists, the WebP poster, the
 * rename), switch (the hook → finish: subtitles, the last progress write, the transaction);
 * and the probe alone (`planFile`), timed apart.
 *
 * `--poll-ms 20` also reads the episode's state every 20 ms while the queue works, as this bench
 * did before 2026-11-26 (it waited for `ready` that way): PGlite answers on this process's one
 * thread, so the reads take CPU from ffmpeg on a 2-core machine.
 *
 *   npm run bench:transcode -- [--rounds 6] [--seconds 20] [--poll-ms 20]
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
import type { EpisodeMediaService } from '../src/server/modules/media/episode-media.service.ts';
import { runFfmpeg } from '../src/server/modules/media/pipeline/ffmpeg.ts';
import { planFile } from '../src/server/modules/media/pipeline/ingest.ts';
import { buildPackageArgs } from '../src/server/modules/media/pipeline/package.ts';
import { sampleDramaSeeds } from '../src/server/modules/media/sample-seed.ts';
import { createServices } from '../src/server/services.ts';
import { makeTestVideo } from '../src/server/testing/test-video.ts';

const { values } = parseArgs({
  options: { rounds: { type: 'string' }, seconds: { type: 'string' }, 'poll-ms': { type: 'string' } },
});
const ROUNDS = Number(values.rounds ?? 6);
const SECONDS = Number(values.seconds ?? 20);
/** Also read the episode's state from the database this often while the queue works (0: never). */
const POLL_MS = Number(values['poll-ms'] ?? 0);

const now = () => performance.now();
const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
const mean = (list: number[]) => sum(list) / Math.max(1, list.length);
const fixed = (list: number[]) => list.map((s) => s.toFixed(2)).join(', ');

async function plainFfmpeg(source: string, outDir: string): Promise<number> {
  const { spec } = await planFile(source);
  mkdirSync(outDir, { recursive: true });
  for (const [i] of spec.ladder.entries()) mkdirSync(path.join(outDir, `v${i}`), { recursive: true });
  const began = now();
  await runFfmpeg(['-loglevel', 'error', ...buildPackageArgs(spec, outDir)], { timeoutMs: spec.timeoutMs });
  return (now() - began) / 1000;
}

/** When the worker called what, for the episode of the round being timed. */
interface Marks {
  begin?: number;
  hook?: number;
  finished?: number;
  done?: (error?: Error) => void;
}

/** The service the workers get: the real one, with the times of its calls written down. */
function watched(media: EpisodeMediaService, marks: Map<number, Marks>): EpisodeMediaService {
  return {
    ...media,
    async begin(episodeId, jobId) {
      const mark = marks.get(episodeId);
      if (mark) mark.begin = now();
      return media.begin(episodeId, jobId);
    },
    async finish(episodeId, jobId, rendition) {
      const switched = await media.finish(episodeId, jobId, rendition);
      const mark = marks.get(episodeId);
      if (mark) {
        mark.finished = now();
        mark.done?.();
      }
      return switched;
    },
    async fail(episodeId, jobId, reason, final) {
      await media.fail(episodeId, jobId, reason, final);
      marks.get(episodeId)?.done?.(new Error(`transcode failed: ${reason}`));
    },
  };
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
  const marks = new Map<number, Marks>();
  await startWorkers(jobs, {
    media: watched(services.episodeMedia, marks),
    mediaRoot: config.mediaRoot,
    config: config.jobs,
    beforeSwitch: async (episodeId, folder, durationMs) => {
      const mark = marks.get(episodeId);
      if (mark) mark.hook = now();
      await services.subtitles.applyStored(episodeId, folder, durationMs);
    },
    stagingDir: config.uploads.stagingDir,
  });
  const [seed] = sampleDramaSeeds(ROUNDS);
  if (!seed) throw new Error('no sample drama');
  const { pending } = await seedDramas(database.db, { tags: [], dramas: [{ ...seed, tags: [] }] });
  const source = await makeTestVideo(work, 'source.mp4', { seconds: SECONDS, width: 540, height: 960 });
  const { durationMs } = await planFile(source);
  const videoS = durationMs / 1000;

  const plain: number[] = [];
  const queued: number[] = [];
  const phases = {
    pickup: [] as number[],
    work: [] as number[],
    switch: [] as number[],
    probe: [] as number[],
  };
  const viaQueue = async (episodeId: number): Promise<number> => {
    const mark: Marks = {};
    const settled = new Promise<void>((resolve, reject) => {
      mark.done = (error) => (error ? reject(error) : resolve());
    });
    marks.set(episodeId, mark);
    const began = now();
    await services.episodeMedia.request(episodeId, { kind: 'file', path: source });
    let polling = POLL_MS > 0;
    const poll = async () => {
      while (polling) {
        await services.episodeMedia.state(episodeId);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    const poller = poll();
    await settled.finally(() => (polling = false));
    await poller;
    const ended = mark.finished ?? now();
    phases.pickup.push(((mark.begin ?? began) - began) / 1000);
    phases.work.push(((mark.hook ?? ended) - (mark.begin ?? began)) / 1000);
    phases.switch.push((ended - (mark.hook ?? ended)) / 1000);
    return (ended - began) / 1000;
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const episodeId = pending[round]?.episodeId ?? 0;
      const plainRun = () => plainFfmpeg(source, path.join(work, `plain-${round}`));
      if (round % 2 === 0) {
        plain.push(await plainRun());
        queued.push(await viaQueue(episodeId));
      } else {
        queued.push(await viaQueue(episodeId));
        plain.push(await plainRun());
      }
      const probeStart = now();
      await planFile(source);
      phases.probe.push((now() - probeStart) / 1000);
      rmSync(path.join(work, `plain-${round}`), { recursive: true, force: true });
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
  const plainRate = (videoS * ROUNDS) / sum(plain);
  const queueRate = (videoS * ROUNDS) / sum(queued);
  const rows = [
    '| path | wall s per round | video s per wall s |',
    '|---|---|---|',
    `| plain ffmpeg (same arguments) | ${fixed(plain)} | ${plainRate.toFixed(2)} |`,
    `| job queue (the worker path of the server) | ${fixed(queued)} | ${queueRate.toFixed(2)} |`,
    '',
    '| queue phase (mean s) | pickup | work (probe + ffmpeg + finish + rename) | switch | probe alone | work - probe - plain ffmpeg |',
    '|---|---|---|---|---|---|',
    `| | ${mean(phases.pickup).toFixed(3)} | ${mean(phases.work).toFixed(3)} | ${mean(phases.switch).toFixed(3)} | ${mean(phases.probe).toFixed(3)} | ${(mean(phases.work) - mean(phases.probe) - mean(plain)).toFixed(3)} |`,
  ];
  process.stdout.write(
    `${rows.join('\n')}\n\nratio (queue / plain): ${(queueRate / plainRate).toFixed(3)}; ${POLL_MS > 0 ? `state read every ${POLL_MS} ms; ` : ''}` +
      `${ROUNDS} rounds of a ${videoS.toFixed(1)} s 540x960 H.264 source into 360p + 540p HLS; Node ${process.version}; ${os.cpus().length} cores; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:transcode: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
