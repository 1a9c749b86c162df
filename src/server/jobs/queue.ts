/**
 * The durable job queue: pg-boss 10 in the application's database (schema `pgboss`). On
 * PostgreSQL it has its own small pool; on PGlite it shares the embedded database through
 * pg-boss's `db` option (parameterless text through `exec`, which runs pg-boss's
 * multi-statement migrations, the rest through `query`). Any number of processes may work the
 * same queues on PostgreSQL (SKIP LOCKED); on PGlite only the server process can.
 *
 * A job that stays active longer than its expiry (its worker died) is failed by pg-boss's
 * maintenance and retried with backoff; after the last retry it goes to the queue's dead
 * letter. Handlers get an AbortSignal, aborted when a graceful stop runs out of time.
 */
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { DatabaseHandle } from '#db/client.ts';
import type { JobsConfig } from '../env.ts';

/** Every queue, in creation order (a dead letter before the queue that names it). */
export const QUEUES = {
  transcodeDead: 'transcode-dead',
  transcode: 'transcode',
  mediaCleanup: 'media-cleanup',
  aggregate: 'aggregate',
  releaseCheck: 'release-check',
  push: 'push',
  orderSweep: 'order-sweep',
  feedbackImageSweep: 'feedback-image-sweep',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface RunningJob {
  id: string;
  /** As stored: each job kind parses it with its own schema. */
  data: unknown;
  /** Retries before this run (0 on the first run). */
  retryCount: number;
  retryLimit: number;
  /** Aborted when the process stops before the job ends: stop the work, leave it to a retry. */
  signal: AbortSignal;
}

/**
 * What a handler returns: done; failed with a reason (retried while retries remain); or failed
 * for good (`retry: false`, e.g. an unreadable file: the job completes, its output says why).
 */
export type JobOutcome = { ok: true } | { ok: false; reason: string; retry?: boolean };

export interface SendOptions {
  id?: string;
  /** Higher runs first. */
  priority?: number;
  startAfterSeconds?: number;
  /** Only if none of this queue waits (its `short` policy): else nothing is sent, '' returned. */
  unlessWaiting?: boolean;
}

export interface JobSender {
  send(queue: QueueName, data: object, options?: SendOptions): Promise<string>;
}

/** Jobs of one queue by state, across every process (failed: kept until pg-boss archives them). */
export interface QueueStats {
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueue extends JobSender {
  /** Each queue's jobs by state (one query); throws when the queue is stopped or unreachable. */
  stats(): Promise<Record<QueueName, QueueStats>>;
  work(
    queue: QueueName,
    concurrency: number,
    handler: (job: RunningJob) => Promise<JobOutcome>,
  ): Promise<void>;
  /** Stop fetching, wait for running jobs up to the stop timeout, abort the rest. */
  stop(): Promise<void>;
}

interface TrackedDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Resolves when no statement is in flight. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** pg-boss's statements over PGlite or a pool of our own, tracked so that a stop drains them. */
function trackedDb(database: DatabaseHandle, poolSize: number): TrackedDb {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  const pglite = database.pglite;
  const pool = pglite ? undefined : new pg.Pool({ connectionString: database.url, max: poolSize });
  pool?.on('error', () => undefined);
  const execute = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (pglite) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return pglite.query(text, values);
    }
    if (!pool) throw new Error('the job queue needs PGlite or a PostgreSQL URL');
    return pool.query(text, values);
  };
  return {
    executeSql(text, values) {
      // After the stop, a late statement of pg-boss's (an unawaited no-op) finds nothing.
      if (closed) return Promise.resolve({ rows: [] });
      const run = execute(text, values);
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run)).catch(() => undefined);
      return run;
    },
    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      closed = true;
      await pool?.end();
    },
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function startJobQueue(options: {
  database: DatabaseHandle;
  config: JobsConfig;
  logError?: (fields: Record<string, unknown>, message: string) => void;
}): Promise<JobQueue> {
  const { config } = options;
  const db = trackedDb(options.database, Math.max(2, config.concurrency + 2));
  const boss = new PgBoss({
    db,
    schema: 'pgboss',
    supervise: true,
    maintenanceIntervalSeconds: config.checkSeconds,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error) => options.logError?.({ err: error }, 'job queue error'));
  await boss.start();
  const retry = {
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: config.expireSeconds,
  };
  const settings: Record<QueueName, PgBoss.Queue> = {
    [QUEUES.transcodeDead]: { name: QUEUES.transcodeDead, ...retry },
    [QUEUES.transcode]: { name: QUEUES.transcode, ...retry, deadLetter: QUEUES.transcodeDead },
    [QUEUES.mediaCleanup]: { name: QUEUES.mediaCleanup, ...retry },
    // At most one run waiting across every process (jobs/periodic.job.ts).
    [QUEUES.aggregate]: { name: QUEUES.aggregate, ...retry, policy: 'short' },
    // Issue 19: the release check, one run waiting at most (jobs/release.job.ts); one push per notice.
    [QUEUES.releaseCheck]: { name: QUEUES.releaseCheck, ...retry, policy: 'short' },
    [QUEUES.push]: { name: QUEUES.push, ...retry },
    // Unpaid orders closed, one run waiting at most (jobs/order-sweep.job.ts).
    [QUEUES.orderSweep]: { name: QUEUES.orderSweep, ...retry, policy: 'short' },
    // Unsent feedback pictures deleted, one run waiting at most (jobs/feedback-image-sweep.job.ts).
    [QUEUES.feedbackImageSweep]: { name: QUEUES.feedbackImageSweep, ...retry, policy: 'short' },
  };
  for (const queue of Object.values(settings)) {
    if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
    else await boss.createQueue(queue.name, queue);
  }

  const workers = new Map<QueueName, string[]>();
  const running = new Set<AbortController>();
  let stopped = false;

  return {
    async stats() {
      if (stopped) throw new Error('the job queue is stopped');
      const { rows } = await db.executeSql(
        'select name, state::text as state, count(*)::int as n from pgboss.job group by name, state',
      );
      const stats = Object.fromEntries(
        Object.values(QUEUES).map((name) => [name, { queued: 0, active: 0, failed: 0 }]),
      ) as Record<QueueName, QueueStats>;
      for (const row of rows as { name: string; state: string; n: number }[]) {
        const queue = stats[row.name as QueueName] as QueueStats | undefined;
        if (!queue) continue;
        if (row.state === 'created' || row.state === 'retry') queue.queued += Number(row.n);
        else if (row.state === 'active') queue.active += Number(row.n);
        else if (row.state === 'failed') queue.failed += Number(row.n);
      }
      return stats;
    },

    async send(queue, data, sendOptions = {}) {
      const id = await boss.send(queue, data, {
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
        ...(sendOptions.priority !== undefined ? { priority: sendOptions.priority } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      if (!id && sendOptions.unlessWaiting) return '';
      if (!id) throw new Error(`the ${queue} job was not queued`);
      // Wake this process's idle workers instead of waiting for their next poll.
      for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
      return id;
    },

    async work(queue, concurrency, handler) {
      const ids = workers.get(queue) ?? [];
      for (let i = 0; i < concurrency; i++) {
        const worker: { id?: string } = {};
        worker.id = await boss.work<object>(
          queue,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 2 },
          async ([job]) => {
            if (!job) return;
            const controller = new AbortController();
            running.add(controller);
            try {
              const outcome = await handler({
                id: job.id,
                data: job.data,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
                signal: controller.signal,
              }).catch((error: unknown): JobOutcome => ({ ok: false, reason: errorMessage(error) }));
              // Settled here, awaited, so nothing of this job is left in flight at a stop.
              if (outcome.ok) await boss.complete(queue, job.id);
              else if (outcome.retry === false)
                await boss.complete(queue, job.id, { failed: outcome.reason });
              else await boss.fail(queue, job.id, { message: outcome.reason });
            } finally {
              running.delete(controller);
            }
            // pg-boss 10 waits a polling interval after every job: fetch the next one now.
            setImmediate(() => worker.id && boss.notifyWorker(worker.id));
          },
        );
        ids.push(worker.id);
      }
      workers.set(queue, ids);
    },

    async stop() {
      stopped = true;
      const abortAt = Math.max(0, config.stopTimeoutMs - 1000);
      const timer = setTimeout(() => {
        for (const controller of running) controller.abort();
      }, abortAt);
      try {
        await boss.stop({ graceful: true, wait: true, close: false, timeout: config.stopTimeoutMs });
      } finally {
        clearTimeout(timer);
      }
      await db.drain();
      await db.close();
    },
  };
}
