/**
 * The ledger and the two balances (DESIGN.md section 3). Every change runs inside the
 * caller's transaction: the balance moves with a conditional UPDATE (never below zero, and a
 * CHECK behind it) and a ledger row records it with the balance after. A unique key on
 * (reason, reference, asset) makes a credit exactly-once: a second one aborts the
 * transaction.
 */
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { wallets } from '#db/schema/users.ts';
import {
  DEFAULT_AUTO_UNLOCK_CAP,
  ledger,
  walletSettings,
  type Asset,
  type LedgerReason,
} from '#db/schema/wallet.ts';

export interface Balances {
  gold: number;
  coin: number;
}

export interface Debit {
  fromCoin: number;
  fromGold: number;
  balance: Balances;
}

export interface LedgerEntry {
  asset: Asset;
  delta: number;
  reason: LedgerReason;
  reference: string;
}

function column(asset: Asset) {
  return asset === 'gold' ? wallets.gold : wallets.coin;
}

export function createWalletRepository(db: Executor) {
  async function record(userId: number, entry: LedgerEntry, balanceAfter: number): Promise<void> {
    await db.insert(ledger).values({ userId, ...entry, balanceAfter });
  }

  return {
    /** Locks the wallet row for the rest of the transaction and reads it. */
    async lock(userId: number): Promise<Balances> {
      const rows = await db
        .select({ gold: wallets.gold, coin: wallets.coin })
        .from(wallets)
        .where(eq(wallets.userId, userId))
        .for('update');
      if (rows[0]) return rows[0];
      // Accounts made before wallets existed get one on first use.
      await db.insert(wallets).values({ userId }).onConflictDoNothing();
      const again = await db
        .select({ gold: wallets.gold, coin: wallets.coin })
        .from(wallets)
        .where(eq(wallets.userId, userId))
        .for('update');
      return again[0] ?? { gold: 0, coin: 0 };
    },

    async balances(userId: number): Promise<Balances> {
      const rows = await db
        .select({ gold: wallets.gold, coin: wallets.coin })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return rows[0] ?? { gold: 0, coin: 0 };
    },

    /** Adds `entry.delta` (> 0) to one balance and writes its ledger row. */
    async credit(userId: number, entry: LedgerEntry): Promise<number> {
      if (entry.delta <= 0) throw new Error(`credit needs a positive delta, got ${entry.delta}`);
      const target = column(entry.asset);
      await db.insert(wallets).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .update(wallets)
        .set({ [entry.asset]: sql`${target} + ${entry.delta}`, updatedAt: sql`now()` })
        .where(eq(wallets.userId, userId))
        .returning({ after: target });
      if (!row) throw new Error(`no wallet for user ${userId}`);
      await record(userId, entry, row.after);
      return row.after;
    },

    /**
     * Takes `amount` coins, vouchers first, then gold; null (and nothing changed) when the two
     * together are short. The row lock taken here holds until the transaction ends.
     */
    async debit(
      userId: number,
      amount: number,
      reason: LedgerReason,
      reference: string,
      /** The balances already read under this transaction's lock (saves a second read). */
      locked?: Balances,
    ): Promise<Debit | null> {
      const before = locked ?? (await this.lock(userId));
      if (amount <= 0) return { fromCoin: 0, fromGold: 0, balance: before };
      if (before.coin + before.gold < amount) return null;
      const fromCoin = Math.min(before.coin, amount);
      const fromGold = amount - fromCoin;
      const [row] = await db
        .update(wallets)
        .set({
          coin: sql`${wallets.coin} - ${fromCoin}`,
          gold: sql`${wallets.gold} - ${fromGold}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(wallets.userId, userId), gte(wallets.coin, fromCoin), gte(wallets.gold, fromGold)))
        .returning({ gold: wallets.gold, coin: wallets.coin });
      if (!row) return null;
      if (fromCoin > 0)
        await record(userId, { asset: 'coin', delta: -fromCoin, reason, reference }, row.coin);
      if (fromGold > 0)
        await record(userId, { asset: 'gold', delta: -fromGold, reason, reference }, row.gold);
      return { fromCoin, fromGold, balance: row };
    },

    /** Takes a whole balance out of one asset (a guest account merged into another). */
    async moveOut(userId: number, asset: Asset, amount: number, reference: string): Promise<void> {
      const target = column(asset);
      const [row] = await db
        .update(wallets)
        .set({ [asset]: sql`${target} - ${amount}`, updatedAt: sql`now()` })
        .where(and(eq(wallets.userId, userId), gte(target, amount)))
        .returning({ after: target });
      if (!row) throw new Error(`cannot take ${amount} ${asset} from user ${userId}`);
      await record(userId, { asset, delta: -amount, reason: 'merge_out', reference }, row.after);
    },

    /** Coins spent by auto-unlock since `since` (the start of the user's day). */
    async spentSince(userId: number, reason: LedgerReason, since: Date): Promise<number> {
      const [row] = await db
        .select({ spent: sql<number>`coalesce(-sum(${ledger.delta}), 0)::int` })
        .from(ledger)
        .where(and(eq(ledger.userId, userId), eq(ledger.reason, reason), gte(ledger.createdAt, since)));
      return row?.spent ?? 0;
    },

    async settings(userId: number): Promise<{ autoUnlock: boolean; dailyCap: number }> {
      const rows = await db
        .select({ autoUnlock: walletSettings.autoUnlock, dailyCap: walletSettings.autoUnlockDailyCap })
        .from(walletSettings)
        .where(eq(walletSettings.userId, userId));
      return rows[0] ?? { autoUnlock: false, dailyCap: DEFAULT_AUTO_UNLOCK_CAP };
    },

    async saveSettings(userId: number, autoUnlock: boolean, dailyCap: number | undefined): Promise<void> {
      await db
        .insert(walletSettings)
        .values({ userId, autoUnlock, autoUnlockDailyCap: dailyCap ?? DEFAULT_AUTO_UNLOCK_CAP })
        .onConflictDoUpdate({
          target: walletSettings.userId,
          set: {
            autoUnlock,
            ...(dailyCap === undefined ? {} : { autoUnlockDailyCap: dailyCap }),
            updatedAt: sql`now()`,
          },
        });
    },

    async page(userId: number, page: number, pageSize: number, asset: Asset | undefined) {
      const where = asset
        ? and(eq(ledger.userId, userId), eq(ledger.asset, asset))
        : eq(ledger.userId, userId);
      const [total] = await db.select({ n: count() }).from(ledger).where(where);
      const rows = await db
        .select()
        .from(ledger)
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
export type WalletRepository = ReturnType<typeof createWalletRepository>;
