/**
 * Episodes' media: asking for a transcode (first upload, replacement, retry) and the steps a
 * transcode job reports (begin, progress, switch, failure). The console and the sample seeder
 * call `request` and `retry`; jobs/transcode.job.ts calls the rest.
 */
import { randomUUID } from 'node:crypto';
import { NOT_QUEUED } from '#shared/contract/transcode-failure.ts';
import { ApiError } from '../../api-error.ts';
import { QUEUES, type JobSender } from '../../jobs/queue.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { EpisodeMediaState, MediaStatus } from './episode-media.repository.ts';
import { parseSourceLabel, sourceLabel, type MediaSource } from './pipeline/transcode.ts';

/** Progress is written at most this often per job. */
export const PROGRESS_EVERY_MS = 1000;

export interface ProgressReporter {
  report(fraction: number): void;
  /** Resolves once every progress write is done. */
  flush(): Promise<void>;
}

export function createEpisodeMediaService(deps: {
  uow: UnitOfWork;
  jobs: () => JobSender;
  now: () => number;
  logError?: (fields: Record<string, unknown>, message: string) => void;
  /** Removes an uploaded source nobody needs any more (pipeline/staged-source.ts). */
  discard?: (source: MediaSource) => Promise<void>;
}) {
  const repo = deps.uow.read.episodeMedia;
  const at = () => new Date(deps.now());

  /**
   * A new request for the episode's video. `retrying`: only while the latest request is still
   * that failed one (a new upload meanwhile wins; 941). The source it replaces is removed once
   * the job is queued, so a request that cannot be queued loses nothing.
   */
  async function request(
    episodeId: number,
    source: MediaSource,
    options: { priority?: number; retrying?: string } = {},
  ): Promise<{ jobId: string }> {
    const jobId = randomUUID();
    const label = sourceLabel(source);
    // The row names the job before the job exists, so its worker finds itself the owner.
    const earlier = await deps.uow.run(async (tx) => {
      const latest = await tx.episodeMedia.lockRequest(episodeId);
      const { retrying } = options;
      if (retrying !== undefined && (latest?.status !== 'failed' || latest.source !== retrying)) {
        throw new ApiError('mediaNotRetryable');
      }
      await tx.episodeMedia.request(episodeId, label, jobId, at());
      return latest?.source;
    });
    try {
      await deps
        .jobs()
        .send(
          QUEUES.transcode,
          { episodeId, requestId: jobId, source },
          { id: jobId, ...(options.priority === undefined ? {} : { priority: options.priority }) },
        );
    } catch (error) {
      const reason = `${NOT_QUEUED}${error instanceof Error ? error.message : String(error)}`;
      await repo.fail(episodeId, jobId, reason, true, at());
      throw error;
    }
    // A new upload supersedes one still waiting or failed: its file would stay in staging forever.
    if (earlier !== undefined && earlier !== label) await discardSource(earlier);
    return { jobId };
  }

  /** Removes a source by its label; a failure only leaves a file behind, so it is logged. */
  async function discardSource(label: string): Promise<void> {
    if (!deps.discard) return;
    await deps.discard(parseSourceLabel(label)).catch((error: unknown) => {
      deps.logError?.({ err: error, source: label }, 'could not remove an unused episode source');
    });
  }

  return {
    request,
    discardSource,

    /** A failed transcode again, from the same source, as a new request. */
    async retry(episodeId: number): Promise<{ jobId: string }> {
      const state = await repo.get(episodeId);
      if (!state) throw new ApiError('recordNotFound');
      if (state.status !== 'failed') throw new ApiError('mediaNotRetryable');
      return request(episodeId, parseSourceLabel(state.source), { retrying: state.source });
    },

    state: (episodeId: number): Promise<EpisodeMediaState | undefined> => repo.get(episodeId),
    counts: (): Promise<Record<MediaStatus, number>> => repo.counts(),
    inUse: (mediaKey: string): Promise<boolean> => repo.inUse(mediaKey),

    /** A run starts; undefined when a newer request superseded this job. */
    begin: (episodeId: number, jobId: string) => repo.begin(episodeId, jobId, at()),

    /** Writes the percentage (0..99 while running) at most every PROGRESS_EVERY_MS, in order. */
    progressReporter(episodeId: number, jobId: string): ProgressReporter {
      let lastAt = -Infinity;
      let lastPercent = 0;
      let chain = Promise.resolve();
      return {
        report(fraction) {
          const percent = Math.min(99, Math.max(0, Math.floor(fraction * 100)));
          const t = deps.now();
          if (percent <= lastPercent || t - lastAt < PROGRESS_EVERY_MS) return;
          lastAt = t;
          lastPercent = percent;
          chain = chain
            .then(() => repo.progress(episodeId, jobId, percent, new Date(t)))
            .catch((error: unknown) => deps.logError?.({ err: error, episodeId }, 'progress not written'));
        },
        flush: () => chain,
      };
    },

    /** The switch to a complete rendition, in one transaction; undefined when superseded. */
    finish(episodeId: number, jobId: string, rendition: { mediaKey: string; durationMs: number }) {
      return deps.uow.run((repos) => repos.episodeMedia.switchTo(episodeId, jobId, rendition, at()));
    },

    /** A run failed: for good (`final`), or waiting for its retry. */
    fail: (episodeId: number, jobId: string, reason: string, final: boolean) =>
      repo.fail(episodeId, jobId, reason, final, at()),
  };
}
export type EpisodeMediaService = ReturnType<typeof createEpisodeMediaService>;
