/**
 * Reads of the ledger (DESIGN.md section 3): a user's rows newest first with the lapse date of
 * the vouchers they granted, what auto-unlock spent since a moment, and the per-asset sums the
 * invariant checks compare with the balances. Rows are written only by the wallet repository,
 * with the balance they change.
 */
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { ledger, voucherLots, type Asset, type LedgerReason } from '#db/schema/wallet.ts';
import type { Balances } from './wallet.repository.ts';

export function createLedgerRepository(db: Executor) {
  return {
    /** Coins spent by auto-unlock since `since` (the start of the user's day). */
    async spentSince(userId: number, reason: LedgerReason, since: Date): Promise<number> {
      const [row] = await db
        .select({ spent: sql<number>`coalesce(-sum(${ledger.delta}), 0)::int` })
        .from(ledger)
        .where(and(eq(ledger.userId, userId), eq(ledger.reason, reason), gte(ledger.createdAt, since)));
      return row?.spent ?? 0;
    },

    /** The row written for a reason and exactly-once reference (any asset), if any. */
    async byReference(reason: LedgerReason, reference: string) {
      const [row] = await db
        .select({
          id: ledger.id,
          userId: ledger.userId,
          asset: ledger.asset,
          delta: ledger.delta,
          note: ledger.note,
        })
        .from(ledger)
        .where(and(eq(ledger.reason, reason), eq(ledger.reference, reference)))
        .limit(1);
      return row;
    },

    async page(userId: number, page: number, pageSize: number, asset: Asset | undefined) {
      const where = asset
        ? and(eq(ledger.userId, userId), eq(ledger.asset, asset))
        : eq(ledger.userId, userId);
      const [total] = await db.select({ n: count() }).from(ledger).where(where);
      const rows = await db
        .select({
          id: ledger.id,
          asset: ledger.asset,
          delta: ledger.delta,
          balanceAfter: ledger.balanceAfter,
          reason: ledger.reason,
          reference: ledger.reference,
          dramaId: ledger.dramaId,
          episodeFrom: ledger.episodeFrom,
          episodeTo: ledger.episodeTo,
          inviteeId: ledger.inviteeId,
          otherUserId: ledger.otherUserId,
          streakDay: ledger.streakDay,
          createdAt: ledger.createdAt,
          expiresAt: voucherLots.expiresAt,
        })
        .from(ledger)
        .leftJoin(
          voucherLots,
          and(
            eq(voucherLots.userId, ledger.userId),
            eq(voucherLots.reason, ledger.reason),
            eq(voucherLots.reference, ledger.reference),
            eq(ledger.asset, 'coin'),
          ),
        )
        .where(where)
        .orderBy(desc(ledger.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /** Sum of each user's ledger per asset (the invariant check of tests and the admin). */
    async ledgerSums(userIds: number[]): Promise<Map<number, Balances>> {
      const sums = new Map<number, Balances>();
      if (userIds.length === 0) return sums;
      const rows = await db
        .select({
          userId: ledger.userId,
          asset: ledger.asset,
          total: sql<number>`sum(${ledger.delta})::int`,
        })
        .from(ledger)
        .where(inArray(ledger.userId, userIds))
        .groupBy(ledger.userId, ledger.asset);
      for (const r of rows) {
        const entry = sums.get(r.userId) ?? { gold: 0, coin: 0 };
        entry[r.asset] = r.total;
        sums.set(r.userId, entry);
      }
      return sums;
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
