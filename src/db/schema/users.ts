import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    /** Also the public uid shown to the user. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 10000001 }),
    nickname: text('nickname').notNull(),
    /** Lower-cased; null for a guest. */
    email: text('email'),
    avatar: text('avatar').notNull().default(''),
    realName: text('real_name').notNull().default(''),
    facebookId: text('facebook_id'),
    tiktokOpenId: text('tiktok_open_id'),
    vipUntil: timestamp('vip_until', { withTimezone: true }),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    /** The code in this user's invite link (made on first use). */
    inviteCode: text('invite_code'),
    /**
     * A guest account that logged in to an existing account: that account (the latest one).
     * Its invite code credits that account from then on (the friends it invited moved there).
     */
    mergedInto: bigint('merged_into', { mode: 'number' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** Set by an operator: a blocked account keeps its data, gets no rewards and cannot log in. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Why an operator blocked the account (issue 18), and which operator; null while not blocked. */
    blockedReason: text('blocked_reason'),
    blockedBy: integer('blocked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The people search's "email begins with" (LIKE 'x%'): usable under any collation.
    index('users_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    uniqueIndex('users_facebook_id_key').on(t.facebookId),
    uniqueIndex('users_tiktok_open_id_key').on(t.tiktokOpenId),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    // The guests merged into an account (a drama's detail counts what they spent on it).
    index('users_merged_into_idx')
      .on(t.mergedInto)
      .where(sql`${t.mergedInto} is not null`),
  ],
);

/** A browser installation (udid) and the guest account it created. */
export const devices = pgTable(
  'devices',
  {
    udid: text('udid').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    marketChannel: text('market_channel').notNull().default(''),
    packageName: text('package_name').notNull().default(''),
    sysVer: text('sys_ver').notNull().default(''),
    phoneModel: text('phone_model').notNull().default(''),
    idfa: text('idfa').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_user_id_idx').on(t.userId)],
);

export const SESSION_KINDS = ['device', 'email', 'facebook', 'tiktok'] as const;

/** Opaque bearer tokens: only the SHA-256 of a token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The interface language (1..5) the session logged in with: the user's language (issue 18). */
    language: smallint('language'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** The two balances of DESIGN.md section 3; never below zero. */
export const wallets = pgTable(
  'wallets',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    gold: integer('gold').notNull().default(0),
    coin: integer('coin').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_gold_nonnegative', sql`${t.gold} >= 0`),
    check('wallets_coin_nonnegative', sql`${t.coin} >= 0`),
  ],
);
