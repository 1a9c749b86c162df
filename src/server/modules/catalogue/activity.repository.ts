/**
 * SQL of what viewers do with the catalogue: where they are in each drama (history and resume
 * points), their favourites, and plays counted once per view with the daily stats behind the
 * rankings.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { dramaDailyStats, dramas, episodes, favorites, plays, watchHistory } from '#db/schema/catalogue.ts';
import type { EpisodeRow } from './catalogue.repository.ts';
import type { HistoryEntry } from './progress-buffer.ts';

export function createActivityRepository(db: Executor) {
  return {
    async history(userId: number, dramaId: number) {
      const rows = await db
        .select({ episodeNumber: watchHistory.episodeNumber, positionMs: watchHistory.positionMs })
        .from(watchHistory)
        .where(and(eq(watchHistory.userId, userId), eq(watchHistory.dramaId, dramaId)))
        .limit(1);
      return rows[0];
    },

    /**
     * Upserts where each user is in each drama, many rows in one statement (the progress
     * buffer's flush; one key at most once). A row written late keeps the time it was
     * acknowledged: `updated_at` is the database's now() less its age.
     */
    async saveHistory(rows: readonly HistoryEntry[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(watchHistory)
        .values(
          rows.map((r) => ({
            userId: r.userId,
            dramaId: r.dramaId,
            episodeNumber: r.episodeNumber,
            positionMs: r.positionMs,
            updatedAt: r.ageMs > 0 ? sql`now() - ${r.ageMs}::integer * interval '1 millisecond'` : sql`now()`,
          })),
        )
        .onConflictDoUpdate({
          target: [watchHistory.userId, watchHistory.dramaId],
          set: {
            episodeNumber: sql`excluded.episode_number`,
            positionMs: sql`excluded.position_ms`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    async historyPage(userId: number, page: number, pageSize: number) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(watchHistory)
        .where(eq(watchHistory.userId, userId));
      const rows = await db
        .select({
          dramaId: watchHistory.dramaId,
          episodeNumber: watchHistory.episodeNumber,
          positionMs: watchHistory.positionMs,
          updatedAt: watchHistory.updatedAt,
          durationMs: sql<number>`coalesce(${episodes.durationMs}, 0)`.mapWith(Number),
        })
        .from(watchHistory)
        .leftJoin(
          episodes,
          and(eq(episodes.dramaId, watchHistory.dramaId), eq(episodes.number, watchHistory.episodeNumber)),
        )
        .where(eq(watchHistory.userId, userId))
        .orderBy(desc(watchHistory.updatedAt), desc(watchHistory.dramaId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: count?.n ?? 0 };
    },

    async removeHistory(userId: number, dramaId: number | undefined): Promise<void> {
      await db
        .delete(watchHistory)
        .where(
          dramaId === undefined
            ? eq(watchHistory.userId, userId)
            : and(eq(watchHistory.userId, userId), eq(watchHistory.dramaId, dramaId)),
        );
    },

    async isFavorite(userId: number, dramaId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.dramaId, dramaId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Adds a favourite; true when it was new (the counters move only then). */
    async addFavorite(userId: number, dramaId: number, day: string): Promise<boolean> {
      const inserted = await db
        .insert(favorites)
        .values({ userId, dramaId })
        .onConflictDoNothing()
        .returning({ dramaId: favorites.dramaId });
      if (inserted.length === 0) return false;
      await db
        .update(dramas)
        .set({ favoriteCount: sql`${dramas.favoriteCount} + 1` })
        .where(eq(dramas.id, dramaId));
      await db
        .insert(dramaDailyStats)
        .values({ dramaId, day, favorites: 1 })
        .onConflictDoUpdate({
          target: [dramaDailyStats.dramaId, dramaDailyStats.day],
          set: { favorites: sql`${dramaDailyStats.favorites} + 1` },
        });
      return true;
    },

    async removeFavorite(userId: number, dramaId: number): Promise<boolean> {
      const deleted = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.dramaId, dramaId)))
        .returning({ dramaId: favorites.dramaId });
      if (deleted.length === 0) return false;
      await db
        .update(dramas)
        .set({ favoriteCount: sql`greatest(${dramas.favoriteCount} - 1, 0)` })
        .where(eq(dramas.id, dramaId));
      return true;
    },

    async favoriteCount(dramaId: number): Promise<number> {
      const rows = await db
        .select({ n: dramas.favoriteCount })
        .from(dramas)
        .where(eq(dramas.id, dramaId))
        .limit(1);
      return rows[0]?.n ?? 0;
    },

    async favoritePage(userId: number, page: number, pageSize: number) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(favorites)
        .where(eq(favorites.userId, userId));
      const rows = await db
        .select({ dramaId: favorites.dramaId, createdAt: favorites.createdAt })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.dramaId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: count?.n ?? 0 };
    },

    /** Counts a view once: true when this view key is new. */
    async countPlay(viewKey: string, userId: number, episode: EpisodeRow, day: string): Promise<boolean> {
      const inserted = await db
        .insert(plays)
        .values({ viewKey, userId, episodeId: episode.id })
        .onConflictDoNothing()
        .returning({ viewKey: plays.viewKey });
      if (inserted.length === 0) return false;
      await db
        .update(dramas)
        .set({ playCount: sql`${dramas.playCount} + 1` })
        .where(eq(dramas.id, episode.dramaId));
      await db
        .insert(dramaDailyStats)
        .values({ dramaId: episode.dramaId, day, plays: 1 })
        .onConflictDoUpdate({
          target: [dramaDailyStats.dramaId, dramaDailyStats.day],
          set: { plays: sql`${dramaDailyStats.plays} + 1` },
        });
      return true;
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
