/** A day's figures as the console API answers them, for the dashboard's tests. */
import type { DailyFigures, SeriesRow } from '#shared/contract/console-stats.ts';

/** A busy day: $499.00 paid ($300.00 for coin packs, $199.00 for VIP), nothing refunded. */
export const figures = (fields: Partial<DailyFigures> = {}): DailyFigures => ({
  active_users: 12,
  new_users: 5,
  plays: 40,
  watched_ms: 1_800_000,
  minutes_watched: 30,
  revenue_cents: 49_900,
  paying_users: 2,
  arppu_cents: 24_950,
  topups_started: 4,
  topups_paid: 2,
  topup_conversion: 0.5,
  refunded_cents: 0,
  net_revenue_cents: 49_900,
  coin_revenue_cents: 30_000,
  vip_revenue_cents: 19_900,
  coin_orders: 1,
  vip_orders: 1,
  invites_arrived: 3,
  invites_registered: 1,
  invite_conversion: 0.3333,
  ...fields,
});

/** A day without events as the aggregation counts it: zeros, nothing to divide for the ratios. */
export const quietDay = figures({
  active_users: 0,
  new_users: 0,
  plays: 0,
  watched_ms: 0,
  minutes_watched: 0,
  revenue_cents: 0,
  paying_users: 0,
  arppu_cents: null,
  topups_started: 0,
  topups_paid: 0,
  topup_conversion: null,
  net_revenue_cents: 0,
  coin_revenue_cents: 0,
  vip_revenue_cents: 0,
  coin_orders: 0,
  vip_orders: 0,
  invites_arrived: 0,
  invites_registered: 0,
  invite_conversion: null,
});

/** A series' episode funnel: 9 views, 6 finished, the sheet shown 4 times and 1 unlock after it. */
export const funnel = {
  episode_views: 9,
  completions: 6,
  completion_rate: 0.6667,
  locked_shown: 4,
  unlocked_in_visit: 1,
  paywall_conversion: 0.25,
};

/** A row of the series table (Sweet Revenge, id 7), with `fields` over it. */
export const seriesRow = (fields: Partial<SeriesRow> = {}): SeriesRow => ({
  drama_id: 7,
  title: 'Sweet Revenge',
  viewers: 5,
  first_viewers: 5,
  ...funnel,
  paywall_people: 4,
  paywall_paid: 1,
  ...fields,
});

/** The fields of a revenue row a test rarely sets: no title, refund or contents. */
export const revenueRow = {
  title: null,
  refunded_cents: 0,
  refunds: 0,
  gold: null,
  bonus: null,
  vip_days: null,
};
