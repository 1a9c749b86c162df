/**
 * The feedback pictures' sweep (modules/feedback/feedback-image.service.ts, decision 0064):
 * pictures nobody sent within FEEDBACK_IMAGE_PENDING_MS deleted, file then row, every hour
 * (periodic.job.ts). A run killed half way leaves rows whose files are gone; the next run
 * deletes those rows (deleting a missing file is fine).
 */
import type { PeriodicJob } from './periodic.job.ts';
import { QUEUES } from './queue.ts';

export const FEEDBACK_IMAGE_SWEEP_SECONDS = 60 * 60;

export function feedbackImageSweepJob(
  sweep: { run(): Promise<{ deleted: number }> },
  everySeconds: number,
): PeriodicJob<{ deleted: number }> {
  return {
    queue: QUEUES.feedbackImageSweep,
    everySeconds,
    firstAfterSeconds: 120,
    run: () => sweep.run(),
    report: (outcome) =>
      outcome.deleted > 0 ? { fields: { ...outcome }, message: 'unsent feedback pictures deleted' } : null,
  };
}
