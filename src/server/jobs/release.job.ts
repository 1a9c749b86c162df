/**
 * The release jobs (issue 19, decision 0042). `release-check` runs every RELEASE_CHECK_SECONDS:
 * it records the newly visible episodes of followed series once, with their notices, and queues
 * their pushes (modules/follow/release.service.ts), a periodic job (periodic.job.ts). `push`
 * sends one notice to its follower's devices; a failure is retried with backoff.
 */
import { z } from 'zod';
import type { ReleaseOutcome } from '../modules/follow/release.service.ts';
import type { PushService } from '../modules/follow/push.service.ts';
import type { PeriodicJob } from './periodic.job.ts';
import { QUEUES, type JobOutcome, type RunningJob } from './queue.ts';

export function releaseCheckJob(
  releases: { run(): Promise<ReleaseOutcome> },
  everySeconds: number,
): PeriodicJob<ReleaseOutcome> {
  return {
    queue: QUEUES.releaseCheck,
    everySeconds,
    firstAfterSeconds: 10,
    run: () => releases.run(),
    report: (outcome) =>
      outcome.released > 0 || outcome.pushes > 0 || outcome.pruned > 0
        ? { fields: { ...outcome }, message: 'releases checked' }
        : null,
  };
}

const pushJob = z.object({ notice_id: z.number().int().positive() });

export function pushHandler(deps: { push: Pick<PushService, 'deliver'> }) {
  return async (job: RunningJob): Promise<JobOutcome> => {
    const parsed = pushJob.safeParse(job.data);
    if (!parsed.success) return { ok: false, reason: 'malformed push job', retry: false };
    return deps.push.deliver(parsed.data.notice_id);
  };
}
