/**
 * The console's dashboard (issue 18, decision 0038): figures read from the daily tables the
 * aggregation job writes. Days are UTC days (YYYY-MM-DD), `from` and `to` both included.
 * Roles: owner, finance, editor. Every table also as CSV (`format=csv`: UTF-8 with a BOM).
 *
 *   GET  /console-api/stats/daily?from=&to=            one row per day, and the range's totals
 *   GET  /console-api/stats/revenue?from=&to=&by=      paid, refunded and net by day, goods or channel
 *   GET  /console-api/stats/series?from=&to=           per series: viewers, completion, paywall
 *   GET  /console-api/stats/series/:id?from=&to=       per episode: the drop-off curve
 *   POST /console-api/stats/aggregate {from, to}       owner: recompute those days now
 *
 * Money is counted as a payment account does: a payment on the day it was paid, a refund on the
 * day it was made; net = paid − refunded (a day with old orders refunded may be negative).
 */
import { z } from 'zod';

/** The longest range one request reads or recomputes. */
export const STATS_MAX_DAYS = 400;
const DAY_MS = 86_400_000;

export const statsDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
  );

const range = { from: statsDay, to: statsDay };
const inOrder = (q: { from: string; to: string }) => {
  const span = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / DAY_MS;
  return span >= 0 && span < STATS_MAX_DAYS;
};
const rangeRule = { message: 'from must not be after to, and the range at most 400 days', path: ['to'] };
const format = z.enum(['json', 'csv']).default('json');

export const statsQuery = z.object({ ...range, format }).refine(inOrder, rangeRule);
export type StatsQuery = z.infer<typeof statsQuery>;
export const REVENUE_BY = ['day', 'goods', 'channel'] as const;
export type RevenueBy = (typeof REVENUE_BY)[number];
export const revenueQuery = z
  .object({ ...range, format, by: z.enum(REVENUE_BY).default('day') })
  .refine(inOrder, rangeRule);
export const aggregateInput = z.object(range).refine(inOrder, rangeRule);

/** A share (0..1), or null when nothing was there to convert. */
const ratio = z.number().nullable();

export const dailyFigures = z.object({
  active_users: z.number(),
  new_users: z.number(),
  plays: z.number(),
  watched_ms: z.number(),
  /** watched_ms in minutes, one decimal. */
  minutes_watched: z.number(),
  /** Gross: what the orders paid that day came to. */
  revenue_cents: z.number(),
  /** Who paid that day (a refund later does not take it back). */
  paying_users: z.number(),
  /** NET revenue per paying user (cents, rounded); null without paying users. */
  arppu_cents: z.number().nullable(),
  topups_started: z.number(),
  topups_paid: z.number(),
  /** top-ups paid / started. */
  topup_conversion: ratio,
  /** What was refunded that day (orders paid that day or before). */
  refunded_cents: z.number(),
  /** revenue_cents − refunded_cents: the revenue the dashboard shows. */
  net_revenue_cents: z.number(),
  /**
   * revenue_cents split by the package's type: coin packs and VIP memberships (gross, so
   * coin_revenue_cents + vip_revenue_cents = revenue_cents); refunds stay one figure above.
   */
  coin_revenue_cents: z.number(),
  vip_revenue_cents: z.number(),
  /** topups_paid split the same way: coin_orders + vip_orders = topups_paid. */
  coin_orders: z.number(),
  vip_orders: z.number(),
  /** New accounts from an invite link, and invited accounts that registered. */
  invites_arrived: z.number(),
  invites_registered: z.number(),
  /** registered / arrived. */
  invite_conversion: ratio,
});
export type DailyFigures = z.infer<typeof dailyFigures>;
export const dailyRow = dailyFigures.extend({ day: z.string() });
export type DailyRow = z.infer<typeof dailyRow>;
/**
 * The range's totals: sums of the days (active and paying users: user-days; ARPPU: net revenue
 * per paying user-day), and when the daily tables were last computed (null: never).
 */
export const dailyStats = z.object({
  rows: z.array(dailyRow),
  totals: dailyFigures,
  aggregated_at: z.string().nullable(),
});
export type DailyStats = z.infer<typeof dailyStats>;

export const revenueRow = z.object({
  /** The day, the goods id, or the channel. */
  key: z.string(),
  /**
   * By goods: the name of what the line's orders credited, in the request's language ("500 Coins
   * + 50 vouchers"), never the package as it is now; null for a day or a channel.
   */
  title: z.string().nullable(),
  /** Orders paid in the range: their gross cents and how many. */
  cents: z.number(),
  orders: z.number(),
  /** Orders refunded in the range (on the day of the refund): their cents and how many. */
  refunded_cents: z.number(),
  refunds: z.number(),
  /** cents − refunded_cents. */
  net_cents: z.number(),
  /**
   * By goods, a line per package and contents: what its orders credited (coins, bonus vouchers,
   * VIP days), so a package edited in the range has a line for its older orders and one for its
   * newer; null for a day or a channel.
   */
  gold: z.number().nullable(),
  bonus: z.number().nullable(),
  vip_days: z.number().nullable(),
});
export type RevenueRow = z.infer<typeof revenueRow>;
export const revenueStats = z.object({ by: z.enum(REVENUE_BY), rows: z.array(revenueRow) });
export type RevenueStats = z.infer<typeof revenueStats>;

const funnel = {
  /**
   * Person-episode-days: per day and episode, the people who started it, summed (one who watched
   * episodes 1 and 2 counts 2; on two days, 4). Not distinct people: see the series' `viewers`.
   */
  episode_views: z.number(),
  /** Of those, the ones that reached 90 % of the episode. */
  completions: z.number(),
  /** completions / episode_views: the share of episode views watched to the end (90 %). */
  completion_rate: ratio,
  locked_shown: z.number(),
  /** Unlocked within the visit (30 minutes) after the locked sheet. */
  unlocked_in_visit: z.number(),
  /** unlocked_in_visit / locked_shown. */
  paywall_conversion: ratio,
};
export const seriesRow = z.object({
  drama_id: z.number(),
  title: z.string(),
  /**
   * Distinct people who started any episode of the series in the range, and episode 1, counted
   * from the raw events (the daily tables cannot tell people apart across days); null when the
   * range starts before `people_since`.
   */
  viewers: z.number().nullable(),
  first_viewers: z.number().nullable(),
  ...funnel,
  /**
   * The series' paywall (the locked sheet of its first locked episode, free_episodes + 1):
   * distinct people shown it in the range, and of them those who unlocked it within the visit;
   * from the raw events like `viewers` (null likewise). For a series `paywall_conversion` is
   * paywall_paid / paywall_people (null when not counted); `locked_shown` and
   * `unlocked_in_visit` stay the per-episode sheets summed.
   */
  paywall_people: z.number().nullable(),
  paywall_paid: z.number().nullable(),
});
export type SeriesRow = z.infer<typeof seriesRow>;
export const seriesStats = z.object({
  rows: z.array(seriesRow),
  /** The first UTC day whose raw events are all kept (EVENTS_RETENTION_DAYS): people are counted from it. */
  people_since: z.string(),
});
export type SeriesStats = z.infer<typeof seriesStats>;
export const episodeRow = z.object({ episode: z.number(), ...funnel });
export type EpisodeRow = z.infer<typeof episodeRow>;
export const episodeStats = z.object({
  drama_id: z.number(),
  title: z.string(),
  /** Free episodes (1 to free_episodes): the paywall is before episode free_episodes + 1. */
  free_episodes: z.number(),
  /** Every episode from 1 to the series' count (or the last counted, if later). */
  rows: z.array(episodeRow),
});
export type EpisodeStats = z.infer<typeof episodeStats>;
export const aggregateResult = z.object({ days: z.number() });
