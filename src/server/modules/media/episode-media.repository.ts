/**
 * SQL of episodes' media state (episode_media) and of the switch to a new rendition
 * (episodes.media_key). Every write after the request names the request's job id, so a job
 * that a newer request superseded changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { episodes } from '#db/schema/catalogue.ts';
import { episodeMedia, type MEDIA_STATUS_VALUES } from '#db/schema/media.ts';

export type MediaStatus = (typeof MEDIA_STATUS_VALUES)[number];

export interface EpisodeMediaState {
  episodeId: number;
  status: MediaStatus;
  progress: number;
  source: string;
  jobId: string;
  attempts: number;
  error: string | null;
  updatedAt: Date;
  /** The rendition viewers get now (null: none yet). */
  mediaKey: string | null;
}

export function createEpisodeMediaRepository(db: Executor) {
  const ofJob = (episodeId: number, jobId: string) =>
    and(eq(episodeMedia.episodeId, episodeId), eq(episodeMedia.jobId, jobId));

  return {
    /** A new request (first upload, replacement or retry): queued, owned by `jobId`. */
    async request(episodeId: number, source: string, jobId: string, at: Date): Promise<void> {
      const row = {
        status: 'queued' as const,
        progress: 0,
        source,
        jobId,
        attempts: 0,
        error: null,
        updatedAt: at,
      };
      await db
        .insert(episodeMedia)
        .values({ episodeId, ...row })
        .onConflictDoUpdate({ target: episodeMedia.episodeId, set: row });
    },

    async get(episodeId: number): Promise<EpisodeMediaState | undefined> {
      const [row] = await db
        .select({
          episodeId: episodes.id,
          status: episodeMedia.status,
          progress: episodeMedia.progress,
          source: episodeMedia.source,
          jobId: episodeMedia.jobId,
          attempts: episodeMedia.attempts,
          error: episodeMedia.error,
          updatedAt: episodeMedia.updatedAt,
          mediaKey: episodes.mediaKey,
        })
        .from(episodeMedia)
        .innerJoin(episodes, eq(episodes.id, episodeMedia.episodeId))
        .where(eq(episodeMedia.episodeId, episodeId));
      return row;
    },

    /** The latest request's source and status, its row locked until the transaction ends. */
    async lockRequest(episodeId: number): Promise<{ source: string; status: MediaStatus } | undefined> {
      const [row] = await db
        .select({ source: episodeMedia.source, status: episodeMedia.status })
        .from(episodeMedia)
        .where(eq(episodeMedia.episodeId, episodeId))
        .for('update');
      return row;
    },

    /** A run starts: transcoding from 0 %, one more attempt. Undefined when superseded. */
    async begin(
      episodeId: number,
      jobId: string,
      at: Date,
    ): Promise<{ mediaKey: string | null } | undefined> {
      const [row] = await db
        .update(episodeMedia)
        .set({
          status: 'transcoding',
          progress: 0,
          attempts: sql`${episodeMedia.attempts} + 1`,
          updatedAt: at,
        })
        .where(ofJob(episodeId, jobId))
        .returning({ episodeId: episodeMedia.episodeId });
      if (!row) return undefined;
      const [episode] = await db
        .select({ mediaKey: episodes.mediaKey })
        .from(episodes)
        .where(eq(episodes.id, episodeId));
      return { mediaKey: episode?.mediaKey ?? null };
    },

    async progress(episodeId: number, jobId: string, percent: number, at: Date): Promise<void> {
      await db
        .update(episodeMedia)
        .set({ progress: percent, updatedAt: at })
        .where(and(ofJob(episodeId, jobId), eq(episodeMedia.status, 'transcoding')));
    },

    /**
     * The switch (inside a transaction): the request is ready and the episode plays the new
     * rendition. Returns the rendition it replaced (null: none), or undefined when superseded.
     */
    async switchTo(
      episodeId: number,
      jobId: string,
      rendition: { mediaKey: string; durationMs: number },
      at: Date,
    ): Promise<{ previousKey: string | null } | undefined> {
      const [done] = await db
        .update(episodeMedia)
        .set({ status: 'ready', progress: 100, error: null, updatedAt: at })
        .where(ofJob(episodeId, jobId))
        .returning({ episodeId: episodeMedia.episodeId });
      if (!done) return undefined;
      const [before] = await db
        .select({ mediaKey: episodes.mediaKey })
        .from(episodes)
        .where(eq(episodes.id, episodeId))
        .for('update');
      await db
        .update(episodes)
        .set({ mediaKey: rendition.mediaKey, durationMs: rendition.durationMs })
        .where(eq(episodes.id, episodeId));
      return { previousKey: before?.mediaKey ?? null };
    },

    /** A run failed: `failed` for good, or back to `queued` while a retry waits. */
    async fail(episodeId: number, jobId: string, reason: string, final: boolean, at: Date): Promise<void> {
      await db
        .update(episodeMedia)
        .set({ status: final ? 'failed' : 'queued', error: reason.slice(0, 2000), updatedAt: at })
        // A request already settled (ready, or failed by its run before its dead letter) stays.
        .where(and(ofJob(episodeId, jobId), sql`${episodeMedia.status} in ('queued', 'transcoding')`));
    },

    /** Episodes per status. */
    async counts(): Promise<Record<MediaStatus, number>> {
      const rows = await db
        .select({ status: episodeMedia.status, n: sql<number>`count(*)::int` })
        .from(episodeMedia)
        .groupBy(episodeMedia.status);
      const out: Record<MediaStatus, number> = { queued: 0, transcoding: 0, ready: 0, failed: 0 };
      for (const r of rows) out[r.status] = r.n;
      return out;
    },

    /** Whether an episode plays this rendition (a folder in use is never deleted). */
    async inUse(mediaKey: string): Promise<boolean> {
      const rows = await db
        .select({ id: episodes.id })
        .from(episodes)
        .where(eq(episodes.mediaKey, mediaKey))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type EpisodeMediaRepository = ReturnType<typeof createEpisodeMediaRepository>;
