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
import type { ReleaseCheck } from '#shared/contract/follow.ts';
import type { JobSender } from '../../jobs/queue.ts';
import { QUEUES } from '../../jobs/queue.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';

/** Pushes queued per round of `queuePushes`. */
const PUSH_BATCH = 200;

/**
 * How long a notice is kept: a release older than this is news no more. Each run deletes at
 * most PRUNE_BATCH of them, oldest first, so a backlog goes over a few minutes.
 */
export const NOTICE_KEEP_DAYS = 90;
const PRUNE_BATCH = 1000;

/** One run's counts (the console's POST /console-api/releases/check answers them). */
export type ReleaseOutcome = ReleaseCheck;

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

export function createReleaseService(deps: { uow: UnitOfWork; jobs: () => JobSender; now?: () => number }) {
  const now = deps.now ?? Date.now;
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
    /**
     * One run of the job: new releases of followed series, their notices, their pushes; then
     * the notices past NOTICE_KEEP_DAYS go.
     */
    async run(): Promise<ReleaseOutcome> {
      const recorded = await uow.run((tx) => recordReleases(tx, 'followed'));
      const pushes = await queuePushes();
      const keepFrom = new Date(now() - NOTICE_KEEP_DAYS * 86_400_000);
      return { ...recorded, pushes, pruned: await uow.read.notices.pruneOldest(keepFrom, PRUNE_BATCH) };
    },
    queuePushes,
  };
}
export type ReleaseService = ReturnType<typeof createReleaseService>;
