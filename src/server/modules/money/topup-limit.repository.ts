/**
 * SQL of the monthly top-up limit (issue 19): the viewer's limit row, and what their paid
 * orders add up to since a time (a refunded order, status 4, is no longer paid: not counted).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { topupLimits } from '#db/schema/spending.ts';
import { ORDER_PAID, orders } from '#db/schema/wallet.ts';
import { NO_LIMIT, type LimitState } from './topup-limit.rule.ts';

export function createTopupLimitRepository(db: Executor) {
  return {
    async get(userId: number): Promise<LimitState> {
      const [row] = await db
        .select({
          limitCents: topupLimits.limitCents,
          pendingCents: topupLimits.pendingCents,
          pendingAt: topupLimits.pendingAt,
        })
        .from(topupLimits)
        .where(eq(topupLimits.userId, userId))
        .limit(1);
      return row ?? NO_LIMIT;
    },

    async save(userId: number, state: LimitState, at: Date): Promise<void> {
      const values = { ...state, updatedAt: at };
      await db
        .insert(topupLimits)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: topupLimits.userId, set: values });
    },

    /** Cents of the user's orders paid at or after `since` (and not refunded). */
    async paidSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)`.mapWith(Number) })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, ORDER_PAID), gte(orders.paidAt, since)));
      return row?.cents ?? 0;
    },
  };
}
export type TopupLimitRepository = ReturnType<typeof createTopupLimitRepository>;
