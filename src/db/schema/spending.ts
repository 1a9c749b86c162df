import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A viewer's monthly top-up limit (issue 19), in cents of the orders' currency. Lowering (or
 * setting a first one) applies at once; raising or clearing waits 24 hours: the new value sits
 * in pending_cents (null = no limit) until pending_at, and is read as the limit from then on.
 */
export const topupLimits = pgTable(
  'topup_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    /** The limit in force (until pending_at, when one is set); null = none. */
    limitCents: integer('limit_cents'),
    /** The value asked for that waits for pending_at (null = the limit cleared). */
    pendingCents: integer('pending_cents'),
    /** When the pending value takes over; null = nothing pending. */
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'topup_limits_nonnegative',
      sql`(${t.limitCents} is null or ${t.limitCents} >= 0) and (${t.pendingCents} is null or ${t.pendingCents} >= 0)`,
    ),
  ],
);
