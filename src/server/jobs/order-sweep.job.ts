/**
 * The order sweep (modules/money/order-sweep.service.ts): closes the orders nobody paid, every
 * `everySeconds` (periodic.job.ts).
 */
import type { SweepOutcome } from '../modules/money/order-sweep.service.ts';
import type { PeriodicJob } from './periodic.job.ts';
import { QUEUES } from './queue.ts';

export function orderSweepJob(
  sweep: { run(): Promise<SweepOutcome> },
  everySeconds: number,
): PeriodicJob<SweepOutcome> {
  return {
    queue: QUEUES.orderSweep,
    everySeconds,
    firstAfterSeconds: 30,
    run: () => sweep.run(),
    report: (outcome) =>
      outcome.closed > 0 ? { fields: { ...outcome }, message: 'unpaid orders closed' } : null,
  };
}
