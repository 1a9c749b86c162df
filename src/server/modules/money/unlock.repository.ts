/**
 * SQL of the episodes a user bought: once bought, an episode stays open, unless its coins came
 * back after a failed playback (decision 0041).
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { episodes, unlocks } from '#db/schema/catalogue.ts';

export function createUnlockRepository(db: Executor) {
  return {
    /** Opens the episodes; returns how many were not open before. */
    async open(userId: number, episodeIds: readonly number[]): Promise<number> {
      if (episodeIds.length === 0) return 0;
      const inserted = await db
        .insert(unlocks)
        .values(episodeIds.map((episodeId) => ({ userId, episodeId })))
        .onConflictDoNothing()
        .returning({ episodeId: unlocks.episodeId });
      return inserted.length;
    },

    async isOpen(userId: number, episodeId: number): Promise<boolean> {
      const rows = await db
        .select({ id: unlocks.episodeId })
        .from(unlocks)
        .where(and(eq(unlocks.userId, userId), eq(unlocks.episodeId, episodeId)))
        .limit(1);
      return rows.length === 1;
    },

    /** Withdraws one unlock (its coins came back: decision 0041); true when there was one. */
    async close(userId: number, episodeId: number): Promise<boolean> {
      const removed = await db
        .delete(unlocks)
        .where(and(eq(unlocks.userId, userId), eq(unlocks.episodeId, episodeId)))
        .returning({ id: unlocks.episodeId });
      return removed.length === 1;
    },

    /** Every episode the user has open, with its drama and number (a guest merged away: merge.ts). */
    async held(userId: number): Promise<{ episodeId: number; dramaId: number; number: number }[]> {
      return db
        .select({ episodeId: unlocks.episodeId, dramaId: episodes.dramaId, number: episodes.number })
        .from(unlocks)
        .innerJoin(episodes, eq(episodes.id, unlocks.episodeId))
        .where(eq(unlocks.userId, userId))
        .orderBy(unlocks.episodeId);
    },

    async openIn(userId: number, dramaId: number): Promise<Set<number>> {
      const rows = await db
        .select({ id: unlocks.episodeId })
        .from(unlocks)
        .innerJoin(episodes, eq(episodes.id, unlocks.episodeId))
        .where(and(eq(unlocks.userId, userId), eq(episodes.dramaId, dramaId)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type UnlockRepository = ReturnType<typeof createUnlockRepository>;
