/**
 * SQL of follows and releases (issue 19, decision 0042): who follows which series, in which
 * language, and each episode of a followed series recorded once when it becomes visible to
 * viewers, with one notice per follower made in the same statement's transaction.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { episodeReleases, follows, notices } from '#db/schema/follows.ts';
import { qualified, visibility } from '../catalogue/catalogue-sql.repository.ts';

/** Notices written per statement. */
const NOTICE_BATCH = 1000;

export function createFollowRepository(db: Executor, now: () => number = Date.now) {
  return {
    /** Adds a follow; true when it was new. */
    async add(userId: number, dramaId: number, language: number): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ userId, dramaId, language, createdAt: new Date(now()) })
        .onConflictDoNothing()
        .returning({ dramaId: follows.dramaId });
      return rows.length > 0;
    },

    async remove(userId: number, dramaId: number): Promise<void> {
      await db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.dramaId, dramaId)));
    },

    /** The follower's language, for every series they follow (their notices' language). */
    async setLanguage(userId: number, language: number): Promise<void> {
      await db
        .update(follows)
        .set({ language })
        .where(and(eq(follows.userId, userId), sql`${follows.language} <> ${language}`));
    },

    async isFollowing(userId: number, dramaId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(follows)
        .where(and(eq(follows.userId, userId), eq(follows.dramaId, dramaId)))
        .limit(1);
      return rows.length > 0;
    },

    /** One page of the user's follows, newest first, with the total. */
    async page(userId: number, page: number, pageSize: number) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(follows)
        .where(eq(follows.userId, userId));
      const rows = await db
        .select({ dramaId: follows.dramaId, createdAt: follows.createdAt })
        .from(follows)
        .where(eq(follows.userId, userId))
        .orderBy(desc(follows.createdAt), desc(follows.dramaId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: count?.n ?? 0 };
    },

    /**
     * Records every episode visible to viewers now (on the air, playable: the catalogue's own
     * rule) and not recorded yet, of the series `scope` names: one series (a follow), or every
     * series with a follower (the job). Answers the episodes recorded by this call only.
     */
    async recordReleases(scope: { dramaId: number } | 'followed'): Promise<number[]> {
      const at = new Date(now());
      const { onAir, playable } = visibility(at);
      const which: SQL =
        scope === 'followed'
          ? sql`exists (select 1 from ${follows} where ${qualified(follows.dramaId)} = ${qualified(episodes.dramaId)})`
          : eq(episodes.dramaId, scope.dramaId);
      const rows = await db
        .insert(episodeReleases)
        .select(
          db
            .select({
              episodeId: episodes.id,
              dramaId: episodes.dramaId,
              seenAt: sql<Date>`${at.toISOString()}::timestamptz`.as('seen_at'),
            })
            .from(episodes)
            .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
            .where(
              and(
                which,
                onAir,
                playable,
                sql`not exists (select 1 from ${episodeReleases} where ${qualified(episodeReleases.episodeId)} = ${qualified(episodes.id)})`,
              ),
            ),
        )
        .onConflictDoNothing()
        .returning({ episodeId: episodeReleases.episodeId });
      return rows.map((r) => r.episodeId);
    },

    /** One notice per follower of each released episode's series (once: a unique key); their ids. */
    async noticeFollowers(episodeIds: readonly number[]): Promise<number[]> {
      if (episodeIds.length === 0) return [];
      const createdAt = new Date(now());
      const targets = await db
        .select({
          userId: follows.userId,
          dramaId: episodes.dramaId,
          episodeId: episodes.id,
          episodeNumber: episodes.number,
          language: follows.language,
        })
        .from(episodes)
        .innerJoin(follows, eq(follows.dramaId, episodes.dramaId))
        .where(inArray(episodes.id, [...episodeIds]));
      const ids: number[] = [];
      for (let i = 0; i < targets.length; i += NOTICE_BATCH) {
        const rows = await db
          .insert(notices)
          .values(targets.slice(i, i + NOTICE_BATCH).map((target) => ({ ...target, createdAt })))
          .onConflictDoNothing()
          .returning({ id: notices.id });
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    },
  };
}
export type FollowRepository = ReturnType<typeof createFollowRepository>;
