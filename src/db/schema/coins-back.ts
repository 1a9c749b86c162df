/**
 * Coins back when playback fails (issue 19, decision 0041): the failures the player reported,
 * and the returns made (once per user and episode).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PLAYBACK_FAILURE_KINDS } from '#shared/contract/coins-back.ts';
import { episodes } from './catalogue.ts';
import { users } from './users.ts';

/** A fatal media or network error the player could not recover from, as it reported it. */
export const playbackFailures = pgTable(
  'playback_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PLAYBACK_FAILURE_KINDS }).notNull(),
    /** Where the player said it was (informative: the rules read the server's own records). */
    positionMs: integer('position_ms').notNull(),
    /** By the app's clock. */
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('playback_failures_user_episode_idx').on(t.userId, t.episodeId, t.at)],
);

/**
 * An episode's coins given back: the primary key makes it once per user and episode (the
 * ledger's 'playback_refund' rows carry the same key as their reference). No foreign key to
 * the episode: the record outlives it.
 */
export const coinsBack = pgTable(
  'coins_back',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    episodeId: integer('episode_id').notNull(),
    /** What came back to each balance. */
    coin: integer('coin').notNull(),
    gold: integer('gold').notNull(),
    /** The failure report it rests on. */
    failureId: bigint('failure_id', { mode: 'number' }).notNull(),
    /** By the app's clock (the monthly limit counts these). */
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.episodeId] }),
    index('coins_back_user_at_idx').on(t.userId, t.at),
    check('coins_back_amounts_valid', sql`${t.coin} >= 0 and ${t.gold} >= 0 and ${t.coin} + ${t.gold} > 0`),
  ],
);
