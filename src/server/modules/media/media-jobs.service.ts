/**
 * The console's Uploads & jobs page (src/shared/contract/console-jobs.ts): every episode's
 * latest transcode by view, the job queues' counts across every process, and the episode uploads
 * still arriving in staging. Reads only; the windows read the app's clock, never the database's.
 */
import {
  DONE_WINDOW_H,
  JOB_QUEUE_NAMES,
  type JobsQuery,
  type JobsResponse,
  type QueueCounts,
  type StagedUpload,
  type StagedUploadsResponse,
  type TranscodeItem,
} from '#shared/contract/console-jobs.ts';
import { UPLOAD_META } from '#shared/contract/console-uploads.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import type { QueueName, QueueStats } from '../../jobs/queue.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import {
  OWNER_META,
  type EpisodeUploadService,
  type UploadOperator,
} from '../episode-upload/episode-upload.service.ts';
import type { StagedUploadInfo, TusUploads } from '../episode-upload/tus-server.ts';

/** At most this many staged uploads are listed. */
export const STAGED_UPLOADS_MAX = 200;

function storedId(meta: StagedUploadInfo['metadata'], key: string): number | null {
  const value = Number(meta[key] ?? '');
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function createMediaJobsService(deps: {
  uow: UnitOfWork;
  /** The job queue's counts (null when this process has no queue). */
  queueStats: (() => Promise<Record<QueueName, QueueStats>>) | undefined;
  uploads: Pick<TusUploads, 'list'>;
  owns: EpisodeUploadService['owns'];
  now: () => number;
}) {
  const { uow, now } = deps;

  /** Titles of the series that still exist among `ids`: the language's, English, any, the slug. */
  async function titles(ids: readonly number[], language: LanguageId): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    const [slugs, titled] = await Promise.all([
      uow.read.mediaJobs.seriesSlugs(unique),
      uow.read.catalogue.titles(unique, localeOf(language)),
    ]);
    return new Map([...slugs].map(([id, slug]) => [id, titled.get(id) ?? slug]));
  }

  /** Each queue's jobs, or null when the queue is absent or does not answer. */
  async function queues(): Promise<QueueCounts[] | null> {
    if (!deps.queueStats) return null;
    try {
      const stats = await deps.queueStats();
      // Indexed by the contract's names: one the server does not have fails the build here.
      return JOB_QUEUE_NAMES.map((name) => {
        const { queued, active, failed } = stats[name];
        return { name, queued, active, failed };
      });
    } catch {
      // The page says the queue did not answer; readiness (/readyz) reports and logs it.
      return null;
    }
  }

  return {
    async jobs(query: JobsQuery, language: LanguageId): Promise<JobsResponse> {
      const { view, page, size } = query;
      const doneSince = new Date(now() - DONE_WINDOW_H * 60 * 60 * 1000);
      const repo = uow.read.mediaJobs;
      const [counts, rows, queueCounts] = await Promise.all([
        repo.counts(doneSince),
        repo.page(view, doneSince, size, (page - 1) * size),
        queues(),
      ]);
      const names = await titles(
        rows.map((r) => r.seriesId),
        language,
      );
      const items = rows.map((r): TranscodeItem => ({
        episode_id: r.episodeId,
        series_id: r.seriesId,
        series_title: names.get(r.seriesId) ?? r.seriesSlug,
        episode_number: r.episodeNumber,
        status: r.status,
        progress: r.progress,
        attempts: r.attempts,
        error: r.error,
        updated_at: r.updatedAt.toISOString(),
        playable: r.mediaKey !== null,
      }));
      return { counts, queues: queueCounts, items, total: counts[view] };
    },

    /** The uploads still arriving, newest first; those of a series since deleted are left out. */
    async stagedUploads(operator: UploadOperator, language: LanguageId): Promise<StagedUploadsResponse> {
      const staged = await deps.uploads.list();
      const withSeries = staged.flatMap((u) => {
        const seriesId = storedId(u.metadata, UPLOAD_META.seriesId);
        return seriesId === null ? [] : [{ upload: u, seriesId }];
      });
      const names = await titles(
        withSeries.map((u) => u.seriesId),
        language,
      );
      const items: StagedUpload[] = [];
      for (const { upload: u, seriesId } of withSeries) {
        const title = names.get(seriesId);
        if (title === undefined) continue;
        items.push({
          id: u.id,
          filename: u.metadata[UPLOAD_META.filename] ?? '',
          series_id: seriesId,
          series_title: title,
          episode_id: storedId(u.metadata, UPLOAD_META.episodeId),
          episode_number: storedId(u.metadata, UPLOAD_META.episodeNumber),
          operator_name: u.metadata[OWNER_META.name] ?? '',
          mine: deps.owns(u.metadata, operator),
          size: u.size,
          received: u.received,
          created_at: u.createdAt.toISOString(),
          expires_at: u.expiresAt.toISOString(),
        });
        if (items.length === STAGED_UPLOADS_MAX) break;
      }
      return { items };
    },
  };
}

export type MediaJobsService = ReturnType<typeof createMediaJobsService>;
