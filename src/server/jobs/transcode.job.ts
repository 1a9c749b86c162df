/**
 * The transcode job: `{ episodeId, requestId, source }` → a complete rendition folder, then the
 * episode's switch to it (modules/media). Idempotent: the folder is named by the request (or by
 * a sample episode's content), a complete one is reused, a half-written one is removed first,
 * and the switch names the request, so a retry after a kill, or a superseded job, is safe.
 * The replaced rendition is deleted later (media-cleanup), once signed URLs to it have expired.
 *
 * Failures: an unreadable source fails for good at once (no retry); anything else is retried
 * with backoff; the dead letter of the last retry marks the episode failed when its run died
 * without saying so (a killed worker).
 */
import { z } from 'zod';
import { GAVE_UP, UPLOADED_FILE } from '#shared/contract/transcode-failure.ts';
import { storeOf, type StoreDeps } from '../modules/media/store/store-deps.ts';
import { renditionPrefix, type MediaFolder } from '../modules/media/store/media-store.ts';
import { MEDIA_URL_TTL_S } from '../modules/media/media-signing.ts';
import type { EpisodeMediaService } from '../modules/media/episode-media.service.ts';
import { MediaToolError } from '../modules/media/pipeline/ffmpeg.ts';
import { IngestError } from '../modules/media/pipeline/ingest-error.ts';
import { removeSource } from '../modules/media/pipeline/staged-source.ts';
import {
  mediaSource,
  renditionKey,
  transcodeInto,
  type MediaSource,
} from '../modules/media/pipeline/transcode.ts';
import { QUEUES, type JobOutcome, type JobSender, type RunningJob } from './queue.ts';

export const transcodeData = z.object({
  episodeId: z.number().int().positive(),
  requestId: z.string().min(1),
  source: mediaSource,
});

export type TranscodeDeps = StoreDeps & {
  media: EpisodeMediaService;
  jobs: JobSender;
  /** The queue's expiry: ffmpeg is stopped before it, so a live run is never retried twice. */
  expireSeconds: number;
  /** Last touches to a complete folder before viewers get it (the episode's subtitle tracks). */
  beforeSwitch?: (episodeId: number, folder: MediaFolder, durationMs: number) => Promise<void>;
  /** Where console uploads wait (DATA_DIR/staging): a source there is removed once it plays. */
  stagingDir?: string;
  /** A sample episode plays now: its drama is published if it was the last (sample-seed.ts). */
  sampleReady?: (drama: string) => Promise<unknown>;
  log?: (fields: Record<string, unknown>, message: string) => void;
};

/** A reason an operator can read: the first line and the last lines of ffmpeg's complaint. */
export function failureReason(error: unknown, source?: MediaSource): string {
  const message = error instanceof Error ? error.message : String(error);
  // The operator reads this in the console: the server's path of the file they uploaded (a
  // staging folder, or a worker's copy of a stored source) says nothing to them.
  const named = source?.kind === 'file' ? message.replaceAll(source.path, UPLOADED_FILE) : message;
  const text = named.replace(/^\/\S+(?= is not a|: )/, UPLOADED_FILE);
  const lines = text.split('\n');
  const short = lines.length > 4 ? [lines[0], ...lines.slice(-3)].join('\n') : text;
  return short.length > 1000 ? `${short.slice(0, 1000)}…` : short;
}

export function transcodeHandler(deps: TranscodeDeps) {
  const store = storeOf(deps);
  return async (job: RunningJob): Promise<JobOutcome> => {
    const parsed = transcodeData.safeParse(job.data);
    if (!parsed.success) return { ok: false, reason: 'malformed transcode job', retry: false };
    const { episodeId, requestId, source } = parsed.data;
    if (!(await deps.media.begin(episodeId, requestId))) return { ok: true };
    const key = renditionKey(source, requestId);
    const progress = deps.media.progressReporter(episodeId, requestId);
    try {
      const made = await transcodeInto(store, key, source, {
        report: progress.report,
        signal: job.signal,
        timeoutMs: Math.max(10_000, deps.expireSeconds * 1000 - 5000),
      });
      await progress.flush();
      await deps.beforeSwitch?.(episodeId, store.folder(renditionPrefix(key)), made.durationMs);
      const switched = await deps.media.finish(episodeId, requestId, {
        mediaKey: key,
        durationMs: made.durationMs,
      });
      if (!switched) {
        // Superseded while it ran: its folder is nobody's.
        if (!(await deps.media.inUse(key))) await store.deletePrefix(renditionPrefix(key));
        return { ok: true };
      }
      if (switched.previousKey && switched.previousKey !== key) {
        await deps.jobs.send(
          QUEUES.mediaCleanup,
          { mediaKey: switched.previousKey },
          { startAfterSeconds: MEDIA_URL_TTL_S },
        );
      }
      await removeSource(store, deps.stagingDir, source);
      if (source.kind === 'sample') await deps.sampleReady?.(source.drama);
      deps.log?.({ episodeId, mediaKey: key, reused: made.reused }, 'episode media ready');
      return { ok: true };
    } catch (error) {
      await progress.flush();
      const reason = failureReason(error, source);
      const permanent = error instanceof IngestError || error instanceof MediaToolError;
      await deps.media.fail(episodeId, requestId, reason, permanent || job.retryCount >= job.retryLimit);
      return permanent ? { ok: false, reason, retry: false } : { ok: false, reason };
    }
  };
}

/** The dead letter of a transcode whose last run died without a word (its worker was killed). */
export function transcodeDeadHandler(deps: Pick<TranscodeDeps, 'media'>) {
  return async (job: RunningJob): Promise<JobOutcome> => {
    const parsed = transcodeData.safeParse(job.data);
    if (!parsed.success) return { ok: true };
    const { episodeId, requestId } = parsed.data;
    await deps.media.fail(episodeId, requestId, GAVE_UP, true);
    return { ok: true };
  };
}
