/**
 * The aggregation job (decision 0038): recomputes the recent UTC days' daily tables and deletes
 * raw events past their retention, then queues its next run `everySeconds` later. The queue's
 * `short` policy keeps at most one run waiting across every process, so each server or worker
 * that starts may queue one (a run already waiting wins), and a failed run is retried by
 * pg-boss while the next one is already waiting. Idempotent: a day is rewritten whole.
 */
import type { Aggregation } from '../modules/events/aggregation.ts';
import { QUEUES, type JobOutcome, type JobSender } from './queue.ts';

/** How soon after a process starts the first run is queued (at most the period). */
export const FIRST_AGGREGATION_S = 10;

/** Queues the next run unless one is already waiting. */
export async function scheduleAggregation(jobs: JobSender, everySeconds: number): Promise<void> {
  await jobs.send(QUEUES.aggregate, {}, { startAfterSeconds: everySeconds, unlessWaiting: true });
}

export function aggregateHandler(deps: {
  aggregation: Pick<Aggregation, 'run'>;
  jobs: JobSender;
  everySeconds: number;
  log?: (fields: Record<string, unknown>, message: string) => void;
}) {
  return async (): Promise<JobOutcome> => {
    try {
      const outcome = await deps.aggregation.run();
      deps.log?.(outcome, 'daily tables aggregated');
      return { ok: true };
    } finally {
      await scheduleAggregation(deps.jobs, deps.everySeconds);
    }
  };
}
