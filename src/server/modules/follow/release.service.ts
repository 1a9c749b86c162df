/**
 * Releases, exactly once (issue 19, decision 0042): an episode of a followed series is released
 * when viewers can see it (the catalogue's `visibility`: published, on the air, released and
 * playable). The periodic job (jobs/release.job.ts) records each such episode once (a primary
 * key per episode), makes one notice per follower in the same transaction, then queues one push
 * job per notice whose follower has a push subscription. A follow first records what its series
 * has out already (telling that series' other followers of anything new), so a new follower is
 * never told of episodes that were out before.
 */
import { createHash } from 'node:crypto';
import type { JobSender } from '../../jobs/queue.ts';
import { QUEUES } from '../../jobs/queue.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';

/** Pushes queued per round of `queuePushes`. */
const PUSH_BATCH = 200;

export interface ReleaseOutcome {
  /** Episodes recorded as released by this run. */
  released: number;
  /** Notices made for their followers. */
  notices: number;
  /** Push jobs queued (this run's notices and any left over by an interrupted run). */
  pushes: number;
}

/** Records the series' (or every followed series') new releases and their notices, in `tx`. */
export async function recordReleases(
  tx: Repositories,
  scope: { dramaId: number } | 'followed',
): Promise<{ released: number; notices: number }> {
  const released = await tx.follows.recordReleases(scope);
  const notices = await tx.follows.noticeFollowers(released);
  return { released: released.length, notices: notices.length };
}

/** A notice's push job id (a UUID derived from it): queued twice, pg-boss keeps one. */
export function pushJobId(noticeId: number): string {
  const hex = createHash('sha256').update(`push-notice:${noticeId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createReleaseService(deps: { uow: UnitOfWork; jobs: () => JobSender }) {
  const { uow } = deps;

  /**
   * Queues the push of every notice not queued yet. The job is sent before the notice is
   * marked, with an id of its own, so a run stopped in between queues it again harmlessly.
   */
  async function queuePushes(): Promise<number> {
    let queued = 0;
    for (;;) {
      const batch = await uow.read.notices.pushesToQueue(PUSH_BATCH);
      for (const notice of batch) {
        if (!notice.withDevice) continue;
        await deps
          .jobs()
          .send(QUEUES.push, { notice_id: notice.id }, { id: pushJobId(notice.id), unlessWaiting: true });
        queued += 1;
      }
      await uow.read.notices.markPushQueued(batch.map((n) => n.id));
      if (batch.length < PUSH_BATCH) return queued;
    }
  }

  return {
    /** One run of the job: new releases of followed series, their notices, their pushes. */
    async run(): Promise<ReleaseOutcome> {
      const recorded = await uow.run((tx) => recordReleases(tx, 'followed'));
      return { ...recorded, pushes: await queuePushes() };
    },
    queuePushes,
  };
}
export type ReleaseService = ReturnType<typeof createReleaseService>;
