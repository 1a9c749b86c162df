/**
 * SQL of the console's Uploads & jobs page: episodes' latest transcode requests (episode_media)
 * across the catalogue, by view (working, failed, done lately), with their series and whether an
 * earlier rendition plays meanwhile. The done window's start is the caller's (the app's clock).
 */
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { episodeMedia } from '#db/schema/media.ts';
import type { JobView } from '#shared/contract/console-jobs.ts';
import type { MediaStatus } from './episode-media.repository.ts';

export interface TranscodeRow {
  episodeId: number;
  seriesId: number;
  seriesSlug: string;
  episodeNumber: number;
  status: MediaStatus;
  progress: number;
  attempts: number;
  error: string | null;
  updatedAt: Date;
  /** The rendition viewers get meanwhile (null: none yet). */
  mediaKey: string | null;
}

/** Which rows each view holds; `doneSince`: the oldest update a finished one may have. */
function viewWhere(view: JobView, doneSince: Date): SQL {
  switch (view) {
    case 'working':
      return inArray(episodeMedia.status, ['queued', 'transcoding']);
    case 'failed':
      return eq(episodeMedia.status, 'failed');
    case 'done':
      return and(eq(episodeMedia.status, 'ready'), gte(episodeMedia.updatedAt, doneSince)) ?? sql`false`;
  }
}

/** Working: running ones first, then the longest waiting; the others: the latest first. */
function viewOrder(view: JobView): SQL[] {
  if (view === 'working') {
    return [
      desc(sql`(${episodeMedia.status} = 'transcoding')`),
      asc(episodeMedia.updatedAt),
      asc(episodeMedia.episodeId),
    ];
  }
  return [desc(episodeMedia.updatedAt), desc(episodeMedia.episodeId)];
}

export function createMediaJobsRepository(db: Executor) {
  return {
    /** How many episodes each view holds, in one statement. */
    async counts(doneSince: Date): Promise<Record<JobView, number>> {
      const count = (view: JobView) =>
        sql<number>`(count(*) filter (where ${viewWhere(view, doneSince)}))::int`;
      const [row] = await db
        .select({ working: count('working'), failed: count('failed'), done: count('done') })
        .from(episodeMedia);
      return { working: row?.working ?? 0, failed: row?.failed ?? 0, done: row?.done ?? 0 };
    },

    /** One page of a view, with each episode's series and number. */
    async page(view: JobView, doneSince: Date, limit: number, offset: number): Promise<TranscodeRow[]> {
      return db
        .select({
          episodeId: episodeMedia.episodeId,
          seriesId: dramas.id,
          seriesSlug: dramas.slug,
          episodeNumber: episodes.number,
          status: episodeMedia.status,
          progress: episodeMedia.progress,
          attempts: episodeMedia.attempts,
          error: episodeMedia.error,
          updatedAt: episodeMedia.updatedAt,
          mediaKey: episodes.mediaKey,
        })
        .from(episodeMedia)
        .innerJoin(episodes, eq(episodes.id, episodeMedia.episodeId))
        .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
        .where(viewWhere(view, doneSince))
        .orderBy(...viewOrder(view))
        .limit(limit)
        .offset(offset);
    },

    /** The slugs of the series that still exist among `ids`. */
    async seriesSlugs(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: dramas.id, slug: dramas.slug })
        .from(dramas)
        .where(inArray(dramas.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.slug]));
    },
  };
}
export type MediaJobsRepository = ReturnType<typeof createMediaJobsRepository>;
