/**
 * Which handler works which queue: the same in the server (WORKERS_IN_PROCESS) and in
 * `npm run worker` (scripts/worker.ts).
 */
import type { JobsConfig } from '../env.ts';
import type { EpisodeMediaService } from '../modules/media/episode-media.service.ts';
import type { Aggregation } from '../modules/events/aggregation.ts';
import { aggregationJob } from './aggregate.job.ts';
import { mediaCleanupHandler } from './media-cleanup.job.ts';
import { orderSweepJob } from './order-sweep.job.ts';
import { feedbackImageSweepJob } from './feedback-image-sweep.job.ts';
import type { SweepOutcome } from '../modules/money/order-sweep.service.ts';
import { startPeriodic } from './periodic.job.ts';
import { pushHandler, releaseCheckJob } from './release.job.ts';
import type { ReleaseOutcome } from '../modules/follow/release.service.ts';
import type { PushService } from '../modules/follow/push.service.ts';
import { storeOf, type StoreDeps } from '../modules/media/store/store-deps.ts';
import { QUEUES, type JobQueue } from './queue.ts';
import { transcodeDeadHandler, transcodeHandler, type TranscodeDeps } from './transcode.job.ts';

export async function startWorkers(
  queue: JobQueue,
  deps: StoreDeps & {
    media: EpisodeMediaService;
    config: JobsConfig;
    beforeSwitch?: TranscodeDeps['beforeSwitch'];
    sampleReady?: TranscodeDeps['sampleReady'];
    stagingDir?: string;
    log?: (fields: Record<string, unknown>, message: string) => void;
    /** The daily tables' job (decision 0038), run every `everySeconds`. */
    aggregation?: { run: Aggregation['run']; everySeconds: number };
    /** Issue 19: the release check every `everySeconds`, and the pushes it queues. */
    releases?: { run(): Promise<ReleaseOutcome>; everySeconds: number; push: Pick<PushService, 'deliver'> };
    /** Unpaid orders closed every `everySeconds` (modules/money/order-sweep.service.ts). */
    orderSweep?: { run(): Promise<SweepOutcome>; everySeconds: number };
    /** Unsent feedback pictures deleted every `everySeconds` (decision 0064). */
    feedbackImageSweep?: { run(): Promise<{ deleted: number }>; everySeconds: number };
  },
): Promise<void> {
  const { media, config } = deps;
  const store = storeOf(deps);
  await queue.work(
    QUEUES.transcode,
    config.concurrency,
    transcodeHandler({
      media,
      jobs: queue,
      store,
      expireSeconds: config.expireSeconds,
      ...(deps.beforeSwitch ? { beforeSwitch: deps.beforeSwitch } : {}),
      ...(deps.sampleReady ? { sampleReady: deps.sampleReady } : {}),
      ...(deps.stagingDir ? { stagingDir: deps.stagingDir } : {}),
      ...(deps.log ? { log: deps.log } : {}),
    }),
  );
  await queue.work(QUEUES.transcodeDead, 1, transcodeDeadHandler({ media }));
  await queue.work(QUEUES.mediaCleanup, 1, mediaCleanupHandler({ media, store }));
  const { aggregation, releases, orderSweep, feedbackImageSweep, log } = deps;
  if (aggregation) await startPeriodic(queue, aggregationJob(aggregation, aggregation.everySeconds), log);
  if (releases) {
    await startPeriodic(queue, releaseCheckJob(releases, releases.everySeconds), log);
    await queue.work(QUEUES.push, config.concurrency, pushHandler({ push: releases.push }));
  }
  if (orderSweep) await startPeriodic(queue, orderSweepJob(orderSweep, orderSweep.everySeconds), log);
  if (feedbackImageSweep) {
    await startPeriodic(
      queue,
      feedbackImageSweepJob(feedbackImageSweep, feedbackImageSweep.everySeconds),
      log,
    );
  }
}
