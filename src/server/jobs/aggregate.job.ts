/**
 * The aggregation job (decision 0038): recomputes the recent UTC days' daily tables and deletes
 * raw events past their retention, every `everySeconds` (periodic.job.ts). Idempotent: a day
 * is rewritten whole.
 */
import type { Aggregation } from '../modules/events/aggregation.ts';
import type { PeriodicJob } from './periodic.job.ts';
import { QUEUES } from './queue.ts';

export function aggregationJob(
  aggregation: Pick<Aggregation, 'run'>,
  everySeconds: number,
): PeriodicJob<Awaited<ReturnType<Aggregation['run']>>> {
  return {
    queue: QUEUES.aggregate,
    everySeconds,
    // A new install's dashboard fills in seconds, not after a whole period.
    firstAfterSeconds: 10,
    run: () => aggregation.run(),
    report: (outcome) => ({ fields: outcome, message: 'daily tables aggregated' }),
  };
}
