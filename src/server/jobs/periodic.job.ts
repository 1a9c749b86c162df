/**
 * Periodic jobs (the aggregation, the release check, the order sweep): a run does its work,
 * then queues the next one `everySeconds` later. The queue's `short` policy keeps at most one
 * run waiting across every process, so each server or worker that starts may queue one (a run
 * already waiting wins), and a failed run is retried by pg-boss while the next one is already
 * waiting.
 */
import { type JobOutcome, type JobQueue, type JobSender, type QueueName } from './queue.ts';

type Log = (fields: Record<string, unknown>, message: string) => void;

export interface PeriodicJob<T> {
  queue: QueueName;
  everySeconds: number;
  /** How soon after a process starts the first run is queued (at most the period). */
  firstAfterSeconds: number;
  run(): Promise<T>;
  /** The log line a run's outcome is worth, or null for none. */
  report(outcome: T): { fields: Record<string, unknown>; message: string } | null;
}

/** Queues a run `afterSeconds` from now unless one is already waiting. */
export async function schedulePeriodic(
  jobs: JobSender,
  queue: QueueName,
  afterSeconds: number,
): Promise<void> {
  await jobs.send(queue, {}, { startAfterSeconds: afterSeconds, unlessWaiting: true });
}

export function periodicHandler<T>(job: PeriodicJob<T>, jobs: JobSender, log?: Log) {
  return async (): Promise<JobOutcome> => {
    try {
      const line = job.report(await job.run());
      if (line) log?.(line.fields, line.message);
      return { ok: true };
    } finally {
      await schedulePeriodic(jobs, job.queue, job.everySeconds);
    }
  };
}

/** Works the job's queue and queues its first run soon after the start. */
export async function startPeriodic<T>(queue: JobQueue, job: PeriodicJob<T>, log?: Log): Promise<void> {
  await queue.work(job.queue, 1, periodicHandler(job, queue, log));
  await schedulePeriodic(queue, job.queue, Math.min(job.everySeconds, job.firstAfterSeconds));
}
