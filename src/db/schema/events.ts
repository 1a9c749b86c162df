import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** What the server records of viewers' calls (issue 18, decision 0038). */
export const EVENT_KINDS = [
  'app_open',
  'play_start',
  'progress',
  'locked_shown',
  'unlock',
  'topup_started',
  'paid',
  'refunded',
  'invite_arrived',
  'invite_registered',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * Append-only, written in batches (one multi-row insert per process about every second), kept
 * EVENTS_RETENTION_DAYS. No foreign keys: a merged or removed account keeps its history here.
 * `episode` is an episode number; `value` is the kind's figure (progress: the position in ms;
 * unlock: episodes opened; paid/refunded/topup_started: cents).
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    dramaId: integer('drama_id'),
    episode: integer('episode'),
    value: integer('value').notNull().default(0),
    extra: jsonb('extra').$type<Record<string, string | number>>(),
  },
  (t) => [index('events_at_idx').on(t.at)],
);

/** One row per UTC day, recomputed by the aggregation job (jobs/aggregate.job.ts). */
export const dailyMetrics = pgTable('daily_metrics', {
  day: date('day', { mode: 'string' }).primaryKey(),
  activeUsers: integer('active_users').notNull().default(0),
  newUsers: integer('new_users').notNull().default(0),
  plays: integer('plays').notNull().default(0),
  watchedMs: bigint('watched_ms', { mode: 'number' }).notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  payingUsers: integer('paying_users').notNull().default(0),
  topupsStarted: integer('topups_started').notNull().default(0),
  topupsPaid: integer('topups_paid').notNull().default(0),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  invitesArrived: integer('invites_arrived').notNull().default(0),
  invitesRegistered: integer('invites_registered').notNull().default(0),
  aggregatedAt: timestamp('aggregated_at', { withTimezone: true }).notNull(),
});

/** Paid orders per UTC day, package and channel. */
export const dailyRevenue = pgTable(
  'daily_revenue',
  {
    day: date('day', { mode: 'string' }).notNull(),
    goodsId: integer('goods_id').notNull(),
    channel: text('channel').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.goodsId, t.channel] })],
);

/** Per UTC day, drama and episode number: the drop-off curve and the paywall. */
export const dailySeries = pgTable(
  'daily_series',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dramaId: integer('drama_id').notNull(),
    episode: integer('episode').notNull(),
    viewers: integer('viewers').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    lockedShown: integer('locked_shown').notNull().default(0),
    unlockedInVisit: integer('unlocked_in_visit').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.dramaId, t.episode] }),
    index('daily_series_drama_idx').on(t.dramaId, t.day),
  ],
);
