/**
 * SQL of the console's dashboard (decision 0038): reads of the daily tables only (never the
 * raw events), over a range of UTC days (YYYY-MM-DD, both included).
 */
import { and, asc, between, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { dramas } from '#db/schema/catalogue.ts';
import { dailyMetrics, dailyRevenue, dailySeries } from '#db/schema/events.ts';
import type { RevenueBy } from '#shared/contract/console-stats.ts';

/** A drama's title for the console: English if it has one, else its first locale. */
const titleOf = (dramaId: ReturnType<typeof sql>) => sql<string>`coalesce((select t.title
  from drama_translations t where t.drama_id = ${dramaId}
  order by (t.locale = 'en') desc, t.locale limit 1), '')`;

const funnelSums = {
  viewers: sql<number>`coalesce(sum(${dailySeries.viewers}), 0)::int`,
  completions: sql<number>`coalesce(sum(${dailySeries.completions}), 0)::int`,
  lockedShown: sql<number>`coalesce(sum(${dailySeries.lockedShown}), 0)::int`,
  unlockedInVisit: sql<number>`coalesce(sum(${dailySeries.unlockedInVisit}), 0)::int`,
};

export function createStatsRepository(db: Executor) {
  return {
    async daily(from: string, to: string) {
      return db
        .select()
        .from(dailyMetrics)
        .where(between(dailyMetrics.day, from, to))
        .orderBy(asc(dailyMetrics.day));
    },

    async lastAggregatedAt(): Promise<Date | null> {
      const [row] = await db.select({ at: max(dailyMetrics.aggregatedAt) }).from(dailyMetrics);
      return row?.at ?? null;
    },

    async revenue(from: string, to: string, by: RevenueBy) {
      const key =
        by === 'day'
          ? sql<string>`${dailyRevenue.day}::text`
          : by === 'goods'
            ? sql<string>`${dailyRevenue.goodsId}::text`
            : sql<string>`${dailyRevenue.channel}`;
      return db
        .select({
          key,
          cents: sql<number>`sum(${dailyRevenue.cents})::bigint`.mapWith(Number),
          orders: sql<number>`sum(${dailyRevenue.orders})::int`,
        })
        .from(dailyRevenue)
        .where(between(dailyRevenue.day, from, to))
        .groupBy(key)
        .orderBy(key);
    },

    /** Per drama: the funnel summed over the days, and episode 1's viewers. */
    async series(from: string, to: string) {
      return db
        .select({
          dramaId: dailySeries.dramaId,
          title: titleOf(sql`${dailySeries.dramaId}`),
          firstViewers: sql<number>`coalesce(sum(${dailySeries.viewers}) filter (where ${dailySeries.episode} = 1), 0)::int`,
          ...funnelSums,
        })
        .from(dailySeries)
        .where(between(dailySeries.day, from, to))
        .groupBy(dailySeries.dramaId)
        .orderBy(sql`4 desc`, asc(dailySeries.dramaId));
    },

    /** One drama's episodes: the drop-off curve. */
    async episodes(dramaId: number, from: string, to: string) {
      return db
        .select({ episode: dailySeries.episode, ...funnelSums })
        .from(dailySeries)
        .where(and(eq(dailySeries.dramaId, dramaId), between(dailySeries.day, from, to)))
        .groupBy(dailySeries.episode)
        .orderBy(asc(dailySeries.episode));
    },

    async dramaTitle(dramaId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ title: titleOf(sql`${dramas.id}`) })
        .from(dramas)
        .where(eq(dramas.id, dramaId));
      return row?.title;
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
