/**
 * SQL of the console's dashboard (decision 0038), over a range of UTC days (YYYY-MM-DD, both
 * included): the daily tables (VIP revenue: daily_revenue by the package's type), and three
 * reads beside them where those cannot answer: refunds by day and channel (the orders:
 * daily_revenue holds payments only), revenue by package and contents (the orders: daily_revenue
 * knows a package's id, not what its orders credited), and the distinct people per series (the
 * raw events: daily rows cannot tell people apart across days).
 */
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, between, eq, gte, inArray, isNotNull, lt, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { dramaTranslations, dramas } from '#db/schema/catalogue.ts';
import { dailyMetrics, dailyRevenue, dailySeries, events } from '#db/schema/events.ts';
import { goods, GOODS_TYPE_VIP, ORDER_PAID, ORDER_REFUNDED, orders } from '#db/schema/wallet.ts';
import type { RevenueBy } from '#shared/contract/console-stats.ts';
import type { Locale } from '#shared/languages.ts';
import { localized } from '../catalogue/catalogue-sql.repository.ts';
import { dayRange, VISIT_MINUTES } from './events.repository.ts';

/**
 * A drama's title in the console's language, else as a viewer's falls back (`localized`: English
 * first), else its slug; '' for a drama no longer there. Beside `dramas` in the query.
 */
const titleIn = (locale: Locale) =>
  sql<string>`coalesce(${localized(dramaTranslations.title, locale)}, ${dramas.slug}, '')`;

const funnelSums = {
  episodeViews: sql<number>`coalesce(sum(${dailySeries.viewers}), 0)::int`,
  completions: sql<number>`coalesce(sum(${dailySeries.completions}), 0)::int`,
  lockedShown: sql<number>`coalesce(sum(${dailySeries.lockedShown}), 0)::int`,
  unlockedInVisit: sql<number>`coalesce(sum(${dailySeries.unlockedInVisit}), 0)::int`,
};

/** The range as instants: from's midnight (UTC) up to the midnight after `to`. */
function instants(from: string, to: string): { start: Date; end: Date } {
  return { start: dayRange(from).start, end: dayRange(to).end };
}

/** By day or channel: the breakdowns the daily tables key (by package: `packageRevenue`). */
type KeyedBy = Exclude<RevenueBy, 'goods'>;

/**
 * Orders whose `at` (paid_at, refunded_at) falls in the range and before its UTC day was last
 * counted (daily_metrics.aggregated_at): the page's one lag, as the cards and daily table have it.
 */
function countedIn(at: AnyPgColumn, from: string, to: string): SQL {
  const { start, end } = instants(from, to);
  const day = sql`(${at} at time zone 'UTC')::date`;
  return sql`${and(gte(at, start), lt(at, end))} and exists (select 1 from ${dailyMetrics}
    where ${dailyMetrics.day} = ${day} and ${at} <= ${dailyMetrics.aggregatedAt})`;
}

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

    /** Paid orders (daily_revenue) per day or channel: gross cents and how many. */
    async revenue(from: string, to: string, by: KeyedBy) {
      const key =
        by === 'day' ? sql<string>`${dailyRevenue.day}::text` : sql<string>`${dailyRevenue.channel}`;
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

    /**
     * Paid VIP orders per day (daily_revenue, by the package's type: a package never changes
     * type nor goes away), gross cents and how many; the rest of a day's revenue is coin packs.
     */
    async vipRevenue(from: string, to: string) {
      const day = sql<string>`${dailyRevenue.day}::text`;
      return db
        .select({
          day,
          cents: sql<number>`sum(${dailyRevenue.cents})::bigint`.mapWith(Number),
          orders: sql<number>`sum(${dailyRevenue.orders})::int`,
        })
        .from(dailyRevenue)
        .innerJoin(goods, eq(goods.id, dailyRevenue.goodsId))
        .where(and(between(dailyRevenue.day, from, to), eq(goods.type, GOODS_TYPE_VIP)))
        .groupBy(dailyRevenue.day);
    },

    /**
     * Refunded orders per UTC day of the refund or channel, from the orders themselves: the same
     * refunds as daily_metrics' `refunded_cents` (each counted on its refund's day), which the
     * daily tables keep only as a day's total. Only those made before that day was last counted,
     * so the page shows one figure (the cards and daily table lag alike).
     */
    async refunds(from: string, to: string, by: KeyedBy) {
      const key =
        by === 'day'
          ? sql<string>`to_char((${orders.refundedAt} at time zone 'UTC')::date, 'YYYY-MM-DD')`
          : sql<string>`${orders.channel}`;
      return db
        .select({
          key,
          cents: sql<number>`sum(${orders.amountCents})::bigint`.mapWith(Number),
          count: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(and(eq(orders.status, ORDER_REFUNDED), countedIn(orders.refundedAt, from, to)))
        .groupBy(key);
    },

    /**
     * Per package and contents (what its orders credited: an edited package's older orders are
     * apart from its newer ones), with the package's type: the orders paid in the range (refunded
     * since or not) and those refunded in it, each on its own day and up to that day's last count,
     * as daily_revenue and `refunds` count them.
     */
    async packageRevenue(from: string, to: string) {
      const contents = {
        goodsId: orders.goodsId,
        type: goods.type,
        gold: orders.gold,
        bonus: orders.bonus,
        vipDays: orders.vipDays,
      };
      const sums = {
        cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::bigint`.mapWith(Number),
        count: sql<number>`count(*)::int`,
      };
      const of = (where: SQL | undefined) =>
        db
          .select({ ...contents, ...sums })
          .from(orders)
          .innerJoin(goods, eq(goods.id, orders.goodsId))
          .where(where)
          .groupBy(orders.goodsId, goods.type, orders.gold, orders.bonus, orders.vipDays);
      const [paid, refunded] = await Promise.all([
        of(and(inArray(orders.status, [ORDER_PAID, ORDER_REFUNDED]), countedIn(orders.paidAt, from, to))),
        of(and(eq(orders.status, ORDER_REFUNDED), countedIn(orders.refundedAt, from, to))),
      ]);
      return { paid, refunded };
    },

    /**
     * Per drama: the funnel summed over the days and episodes, and its title in `locale`. Every
     * published series is there (zeros when nobody watched it in the range), and any other with
     * figures (a draft again, or one removed).
     */
    async series(from: string, to: string, locale: Locale) {
      const sums = db
        .select({
          dramaId: dailySeries.dramaId,
          // A subquery's computed columns need names.
          episodeViews: funnelSums.episodeViews.as('episode_views'),
          completions: funnelSums.completions.as('completions'),
          lockedShown: funnelSums.lockedShown.as('locked_shown'),
          unlockedInVisit: funnelSums.unlockedInVisit.as('unlocked_in_visit'),
        })
        .from(dailySeries)
        .where(between(dailySeries.day, from, to))
        .groupBy(dailySeries.dramaId)
        .as('sums');
      const zero = (n: typeof sums.episodeViews) => sql<number>`coalesce(${n}, 0)::int`;
      return db
        .select({
          dramaId: sql<number>`coalesce(${sums.dramaId}, ${dramas.id})`.mapWith(Number),
          title: titleIn(locale),
          episodeViews: zero(sums.episodeViews),
          completions: zero(sums.completions),
          lockedShown: zero(sums.lockedShown),
          unlockedInVisit: zero(sums.unlockedInVisit),
        })
        .from(sums)
        .fullJoin(dramas, eq(dramas.id, sums.dramaId))
        .where(or(isNotNull(sums.dramaId), isNotNull(dramas.publishedAt)));
    },

    /**
     * Per drama, from the raw events of the range up to `until`: the distinct people shown its
     * paywall (the locked sheet of episode free_episodes + 1), and of them those who unlocked
     * that episode within the visit (VISIT_MINUTES) after a sheet, as daily_series counts it.
     */
    async seriesPaywall(from: string, to: string, until: Date) {
      const { start, end } = instants(from, to);
      const u = alias(events, 'u');
      const paid = sql`exists (select 1 from ${events} ${u}
        where ${u.kind} = 'unlock' and ${u.userId} = ${events.userId} and ${u.dramaId} = ${events.dramaId}
          and ${u.episode} <= ${events.episode} and ${events.episode} < ${u.episode} + ${u.value}
          and ${u.at} >= ${events.at} and ${u.at} < ${events.at} + ${VISIT_MINUTES} * interval '1 minute'
          and ${u.at} <= ${until.toISOString()}::timestamptz)`;
      return db
        .select({
          dramaId: sql<number>`${events.dramaId}`.mapWith(Number),
          people: sql<number>`count(distinct ${events.userId})::int`,
          paid: sql<number>`(count(distinct ${events.userId}) filter (where ${paid}))::int`,
        })
        .from(events)
        .innerJoin(dramas, eq(dramas.id, events.dramaId))
        .where(
          and(
            eq(events.kind, 'locked_shown'),
            eq(events.episode, sql`${dramas.freeEpisodes} + 1`),
            gte(events.at, start),
            lt(events.at, end),
            lte(events.at, until),
          ),
        )
        .groupBy(events.dramaId);
    },

    /**
     * Per drama, from the raw events of the range up to `until` (the last count, so these are
     * never ahead of the daily figures beside them): the distinct people who started any
     * episode, and episode 1. The same events as daily_series' viewers (play_start).
     */
    async seriesPeople(from: string, to: string, until: Date) {
      const { start, end } = instants(from, to);
      return db
        .select({
          dramaId: sql<number>`${events.dramaId}`.mapWith(Number),
          viewers: sql<number>`count(distinct ${events.userId})::int`,
          firstViewers: sql<number>`(count(distinct ${events.userId}) filter (where ${events.episode} = 1))::int`,
        })
        .from(events)
        .where(
          and(
            gte(events.at, start),
            lt(events.at, end),
            lte(events.at, until),
            eq(events.kind, 'play_start'),
            isNotNull(events.dramaId),
            isNotNull(events.episode),
          ),
        )
        .groupBy(events.dramaId);
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

    /** A drama's title in `locale`, free episodes and episode count; undefined when there is none. */
    async drama(dramaId: number, locale: Locale) {
      const [row] = await db
        .select({
          title: titleIn(locale),
          freeEpisodes: dramas.freeEpisodes,
          episodeCount: dramas.episodeCount,
        })
        .from(dramas)
        .where(eq(dramas.id, dramaId));
      return row;
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
