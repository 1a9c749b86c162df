/**
 * The release jobs (issue 19, decision 0042). `release-check` runs every RELEASE_CHECK_SECONDS:
 * it records the newly visible episodes of followed series once, with their notices, and queues
 * their pushes (modules/follow/release.service.ts), then queues its next run; the queue's
 * `short` policy keeps one run waiting across every process, as the aggregation does. `push`
 * sends one notice to its follower's devices; a failure is retried with backoff.
 */
import { z } from 'zod';
import type { ReleaseOutcome } from '../modules/follow/release.service.ts';
import type { PushService } from '../modules/follow/push.service.ts';
import { QUEUES, type JobOutcome, type JobSender, type RunningJob } from './queue.ts';

/** How soon after a process starts the first check is queued (at most the period). */
export const FIRST_RELEASE_CHECK_S = 10;

/** Queues the next check unless one is already waiting. */
export async function scheduleReleaseCheck(jobs: JobSender, everySeconds: number): Promise<void> {
  await jobs.send(QUEUES.releaseCheck, {}, { startAfterSeconds: everySeconds, unlessWaiting: true });
}

export function releaseCheckHandler(deps: {
  releases: { run(): Promise<ReleaseOutcome> };
  jobs: JobSender;
  everySeconds: number;
  log?: (fields: Record<string, unknown>, message: string) => void;
}) {
  return async (): Promise<JobOutcome> => {
    try {
      const outcome = await deps.releases.run();
      if (outcome.released > 0 || outcome.pushes > 0 || outcome.pruned > 0)
        deps.log?.({ ...outcome }, 'releases checked');
      return { ok: true };
    } finally {
      await scheduleReleaseCheck(deps.jobs, deps.everySeconds);
    }
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
