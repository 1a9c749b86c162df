/**
 * The order sweep (modules/money/order-sweep.service.ts): closes the orders nobody paid, then
 * queues its next run `everySeconds` later; the queue's `short` policy keeps one run waiting
 * across every process, as the aggregation and the release check do.
 */
import type { SweepOutcome } from '../modules/money/order-sweep.service.ts';
import { QUEUES, type JobOutcome, type JobSender } from './queue.ts';

/** How soon after a process starts the first sweep is queued (at most the period). */
export const FIRST_ORDER_SWEEP_S = 30;

export async function scheduleOrderSweep(jobs: JobSender, everySeconds: number): Promise<void> {
  await jobs.send(QUEUES.orderSweep, {}, { startAfterSeconds: everySeconds, unlessWaiting: true });
}

export function orderSweepHandler(deps: {
  sweep: { run(): Promise<SweepOutcome> };
  jobs: JobSender;
  everySeconds: number;
  log?: (fields: Record<string, unknown>, message: string) => void;
}) {
  return async (): Promise<JobOutcome> => {
    try {
      const outcome = await deps.sweep.run();
      if (outcome.closed > 0) deps.log?.({ ...outcome }, 'unpaid orders closed');
      return { ok: true };
    } finally {
      await scheduleOrderSweep(deps.jobs, deps.everySeconds);
    }
  };
}
