/**
 * `npm run worker`: a process that works the job queue (transcodes, media cleanup, daily tables) against the
 * PostgreSQL of DATABASE_URL, beside any number of servers and other workers. It shares the
 * media store with the servers: DATA_DIR/media (one machine, or a shared volume), or the
 * bucket of MEDIA_STORE=s3 (any machine; its DATA_DIR/work is scratch space). Concurrency from
 * WORKER_CONCURRENCY; SIGTERM or SIGINT stops it gracefully: running jobs get up to
 * JOB_STOP_TIMEOUT_MS to end, then they are stopped and left to a retry.
 */
import { mkdirSync } from 'node:fs';
import { createServices } from '../src/server/services.ts';
import { openDatabase } from '../src/db/client.ts';
import { ConfigError, loadConfig, type Config } from '../src/server/env.ts';
import { startJobQueue } from '../src/server/jobs/queue.ts';
import { startWorkers } from '../src/server/jobs/workers.ts';
import { ORDER_SWEEP_SECONDS } from '../src/server/modules/money/order-sweep.service.ts';
import { FEEDBACK_IMAGE_SWEEP_SECONDS } from '../src/server/jobs/feedback-image-sweep.job.ts';
import { publishSampleDrama } from '../src/server/modules/media/sample-seed.ts';

function say(message: string, fields: Record<string, unknown> = {}): void {
  const extra = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
  process.stdout.write(`worker: ${message}${extra}\n`);
}

function problem(fields: Record<string, unknown>, message: string): void {
  const err = fields.err instanceof Error ? fields.err.message : undefined;
  process.stderr.write(`worker: ${message}${err ? `: ${err}` : ''}\n`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    process.stderr.write(
      'npm run worker needs PostgreSQL (DATABASE_URL=postgres://...): the embedded PGlite database\n' +
        'belongs to the server process, which works the jobs itself (WORKERS_IN_PROCESS=1).\n',
    );
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: Math.min(config.databasePoolSize, config.jobs.concurrency + 2),
    onIdleError: (error) => problem({ err: error }, 'idle connection lost'),
  });
  const jobs = await startJobQueue({ database, config: config.jobs, logError: problem });
  const services = createServices({
    config,
    db: database.db,
    log: (f, m) => say(m, f),
    logError: problem,
    jobs,
  });
  if (services.mediaStore.localRoot !== undefined) mkdirSync(config.mediaRoot, { recursive: true });
  await startWorkers(jobs, {
    media: services.episodeMedia,
    store: services.mediaStore,
    config: config.jobs,
    beforeSwitch: services.subtitles.applyStored,
    sampleReady: (drama) => publishSampleDrama(database.db, drama),
    stagingDir: config.uploads.stagingDir,
    log: (fields, message) => say(message, fields),
    aggregation: { run: services.aggregation.run, everySeconds: config.events.aggregateEverySeconds },
    releases: {
      run: services.releases.run,
      everySeconds: config.push.releaseCheckSeconds,
      push: services.push,
    },
    orderSweep: { run: () => services.orderSweep.run(), everySeconds: ORDER_SWEEP_SECONDS },
    feedbackImageSweep: {
      run: () => services.feedbackImages.sweep(),
      everySeconds: FEEDBACK_IMAGE_SWEEP_SECONDS,
    },
  });
  say('working', { concurrency: config.jobs.concurrency, pid: process.pid });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    say('stopping', { signal });
    jobs
      .stop()
      .then(() => services.progress.close())
      .then(() => services.events.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          problem({ err: error }, 'error while stopping');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `worker: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
