import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dramas, episodes } from './catalogue.ts';
import { users } from './users.ts';

/**
 * Follows and release notices (issue 19, decision 0042). Following is not a favourite: it is
 * the wish to be told. `language` is the follower's interface language (1..5), refreshed on
 * every follow and push subscription of theirs: the language of their notices and pushes.
 */
export const follows = pgTable(
  'follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    dramaId: integer('drama_id')
      .notNull()
      .references(() => dramas.id, { onDelete: 'cascade' }),
    language: smallint('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dramaId] }),
    index('follows_drama_idx').on(t.dramaId),
    index('follows_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Each episode of a followed series once it became visible to viewers: the primary key makes a
 * release recorded (and its notices made) exactly once, however often the job runs.
 */
export const episodeReleases = pgTable('episode_releases', {
  episodeId: integer('episode_id')
    .primaryKey()
    .references(() => episodes.id, { onDelete: 'cascade' }),
  dramaId: integer('drama_id')
    .notNull()
    .references(() => dramas.id, { onDelete: 'cascade' }),
  /** When the job (or a follow) first saw it visible, at the app's clock. */
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/** One in-app notice per follower per released episode; its push is sent once (pushed_at). */
export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    dramaId: integer('drama_id')
      .notNull()
      .references(() => dramas.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    episodeNumber: integer('episode_number').notNull(),
    /** The follower's language when it was made: its push is written in it. */
    language: smallint('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When its push job was queued (null: still to queue). */
    pushQueuedAt: timestamp('push_queued_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notices_user_episode_key').on(t.userId, t.episodeId),
    index('notices_user_id_idx').on(t.userId, t.id),
    index('notices_push_queued_idx').on(t.pushQueuedAt),
  ],
);

/** A browser's Web Push subscription (one per endpoint), for the user logged in on it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device (udid header) it was saved from, '' when unknown. */
    udid: text('udid').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
