/**
 * The ledger and the two balances (DESIGN.md section 3). Every change runs inside the
 * caller's transaction: the balance moves with a conditional UPDATE (never below zero, and a
 * CHECK behind it) and a ledger row records it with the balance after. A unique key on
 * (reason, reference, asset) makes a credit exactly-once: a second one aborts the
 * transaction.
 *
 * Reward vouchers may lapse (issue 15): such a credit also opens a voucher lot. The coin
 * balance holds every voucher; spending takes the lots that lapse first (soonest first), so
 * the open lots never hold more than the balance. A lapsed lot leaves the balance through a
 * 'voucher_expired' ledger row when the wallet is next locked; until then the reads subtract
 * it (spendableCoin), so nobody sees or spends a lapsed voucher.
 */
import { and, asc, eq, getTableName, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#db/client.ts';
import { wallets } from '#db/schema/users.ts';
import {
  DEFAULT_AUTO_UNLOCK_CAP,
  ledger,
  voucherLots,
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

/** What a ledger row is about, in its own columns (see the ledger schema). */
export interface LedgerDetails {
  dramaId?: number;
  episodeFrom?: number;
  episodeTo?: number;
  tradeNo?: string;
  inviteeId?: number;
  otherUserId?: number;
  lotId?: number;
  streakDay?: number;
  operatorId?: number;
  /** adjust: the operator's written reason. */
  note?: string;
}

export interface LedgerEntry extends LedgerDetails {
  asset: Asset;
  delta: number;
  reason: LedgerReason;
  /** The exactly-once key with reason and asset; never parsed. */
  reference: string;
  /** When, by the app's clock (time rules such as auto-unlock's day read it); else the database's. */
  at?: Date;
}

function column(asset: Asset) {
  return asset === 'gold' ? wallets.gold : wallets.coin;
}

/**
 * The vouchers a user can spend, for reads outside a money transaction: the stored coin
 * balance less the lots that have lapsed but are not yet written off (`userId` is the column
 * of the query's user; a missing wallet counts as 0).
 */
export function spendableCoin(userId: AnyPgColumn, at?: Date): SQL<number> {
  const when = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  // Qualified by hand: in a one-table select Drizzle writes bare column names, and inside the
  // subquery a bare "user_id" would be the lot's own (every user's lapsed lots subtracted).
  const user = sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  const lots = sql.identifier(getTableName(voucherLots));
  return sql<number>`(coalesce(${wallets.coin}, 0) - coalesce((select sum(${lots}."remaining") from ${voucherLots} where ${lots}."user_id" = ${user} and ${lots}."remaining" > 0 and ${lots}."expires_at" <= ${when}), 0))::int`.mapWith(
    Number,
  );
}

export function createWalletRepository(db: Executor) {
  async function record(userId: number, entry: LedgerEntry, balanceAfter: number): Promise<number> {
    const { at, ...row } = entry;
    const [inserted] = await db
      .insert(ledger)
      .values({ userId, ...row, balanceAfter, ...(at ? { createdAt: at } : {}) })
      .returning({ id: ledger.id });
    return inserted?.id ?? 0;
  }

  /** Writes off the lapsed lots of a locked wallet, one ledger row each; returns the balances after. */
  async function expireLapsed(userId: number, balance: Balances, at: Date): Promise<Balances> {
    const lapsed = await db
      .select({ id: voucherLots.id, remaining: voucherLots.remaining })
      .from(voucherLots)
      .where(
        and(eq(voucherLots.userId, userId), gt(voucherLots.remaining, 0), lte(voucherLots.expiresAt, at)),
      )
      .orderBy(asc(voucherLots.id));
    let coin = balance.coin;
    for (const lot of lapsed) {
      await db.update(voucherLots).set({ remaining: 0 }).where(eq(voucherLots.id, lot.id));
      const [row] = await db
        .update(wallets)
        .set({ coin: sql`${wallets.coin} - ${lot.remaining}`, updatedAt: sql`now()` })
        .where(and(eq(wallets.userId, userId), gte(wallets.coin, lot.remaining)))
        .returning({ coin: wallets.coin });
      // The open lots never hold more than the balance (spending takes them first).
      if (!row) throw new Error(`voucher lot ${lot.id} holds more than user ${userId}'s vouchers`);
      await record(
        userId,
        {
          asset: 'coin',
          delta: -lot.remaining,
          reason: 'voucher_expired',
          reference: `lot:${lot.id}`,
          lotId: lot.id,
          at,
        },
        row.coin,
      );
      coin = row.coin;
    }
    return { ...balance, coin };
  }

  /** Takes `amount` vouchers out of the open lots, soonest lapse first (within a locked wallet). */
  async function consumeLots(userId: number, amount: number): Promise<void> {
    let left = amount;
    if (left <= 0) return;
    const open = await db
      .select({ id: voucherLots.id, remaining: voucherLots.remaining })
      .from(voucherLots)
      .where(and(eq(voucherLots.userId, userId), gt(voucherLots.remaining, 0)))
      .orderBy(asc(voucherLots.expiresAt), asc(voucherLots.id));
    for (const lot of open) {
      if (left <= 0) break;
      const take = Math.min(lot.remaining, left);
      await db
        .update(voucherLots)
        .set({ remaining: sql`${voucherLots.remaining} - ${take}` })
        .where(eq(voucherLots.id, lot.id));
      left -= take;
    }
  }

  return {
    /**
     * Locks the wallet row for the rest of the transaction and reads it, after writing off the
     * reward vouchers that have lapsed (so every money change sees only spendable vouchers).
     */
    async lock(userId: number, at: Date): Promise<Balances> {
      let rows = await db
        .select({ gold: wallets.gold, coin: wallets.coin })
        .from(wallets)
        .where(eq(wallets.userId, userId))
        .for('update');
      if (!rows[0]) {
        // Accounts made before wallets existed get one on first use.
        await db.insert(wallets).values({ userId }).onConflictDoNothing();
        rows = await db
          .select({ gold: wallets.gold, coin: wallets.coin })
          .from(wallets)
          .where(eq(wallets.userId, userId))
          .for('update');
      }
      const balance = rows[0] ?? { gold: 0, coin: 0 };
      return expireLapsed(userId, balance, at);
    },

    async balances(userId: number, at: Date): Promise<Balances> {
      const rows = await db
        .select({ gold: wallets.gold, coin: spendableCoin(wallets.userId, at) })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return rows[0] ?? { gold: 0, coin: 0 };
    },

    /** Reward vouchers still to lapse, soonest first (what the wallet warns about). */
    async openLots(userId: number, at: Date): Promise<{ amount: number; expiresAt: Date }[]> {
      const rows = await db
        .select({ amount: voucherLots.remaining, expiresAt: voucherLots.expiresAt })
        .from(voucherLots)
        .where(
          and(eq(voucherLots.userId, userId), gt(voucherLots.remaining, 0), gt(voucherLots.expiresAt, at)),
        )
        .orderBy(asc(voucherLots.expiresAt));
      return rows;
    },

    /**
     * Adds `entry.delta` (> 0) to one balance and writes its ledger row. Vouchers given with
     * `expiresAt` (rewards) open a lot that lapses then; nothing bought ever does.
     */
    async credit(userId: number, entry: LedgerEntry, options: { expiresAt?: Date } = {}): Promise<number> {
      if (options.expiresAt && entry.asset !== 'coin') throw new Error('only vouchers may lapse');
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
      if (options.expiresAt) {
        await db.insert(voucherLots).values({
          userId,
          amount: entry.delta,
          remaining: entry.delta,
          expiresAt: options.expiresAt,
          reason: entry.reason,
          reference: entry.reference,
        });
      }
      return row.after;
    },

    /**
     * Takes `amount` coins, vouchers first, then gold; null (and nothing changed) when the two
     * together are short. The row lock taken here holds until the transaction ends.
     */
    async debit(
      userId: number,
      amount: number,
      entry: Omit<LedgerEntry, 'asset' | 'delta'>,
      /** The balances read under this transaction's lock (`lock` first: it writes off lapsed vouchers). */
      before: Balances,
    ): Promise<Debit | null> {
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
      await consumeLots(userId, fromCoin);
      if (fromCoin > 0) await record(userId, { ...entry, asset: 'coin', delta: -fromCoin }, row.coin);
      if (fromGold > 0) await record(userId, { ...entry, asset: 'gold', delta: -fromGold }, row.gold);
      return { fromCoin, fromGold, balance: row };
    },

    /** Vouchers outside any open lot (purchase bonuses): what the lots cannot lapse or hold. */
    async lastingCoin(userId: number, balance: Balances): Promise<number> {
      const [row] = await db
        .select({ held: sql<number>`coalesce(sum(${voucherLots.remaining}), 0)::int` })
        .from(voucherLots)
        .where(and(eq(voucherLots.userId, userId), gt(voucherLots.remaining, 0)));
      return Math.max(0, balance.coin - (row?.held ?? 0));
    },

    /**
     * Takes `entry.delta` (< 0) out of one balance where it holds that much (a refund takes only
     * lasting vouchers, so no lot changes); false, and nothing changed, when it does not.
     */
    async takeBack(userId: number, entry: LedgerEntry): Promise<boolean> {
      if (entry.delta >= 0) throw new Error(`takeBack needs a negative delta, got ${entry.delta}`);
      const target = column(entry.asset);
      const [row] = await db
        .update(wallets)
        .set({ [entry.asset]: sql`${target} + ${entry.delta}`, updatedAt: sql`now()` })
        .where(and(eq(wallets.userId, userId), gte(target, -entry.delta)))
        .returning({ after: target });
      if (!row) return false;
      await record(userId, entry, row.after);
      return true;
    },

    /** Takes a whole balance out of one asset (a guest account merged into another). */
    async moveOut(
      userId: number,
      asset: Asset,
      amount: number,
      reference: string,
      toUserId: number,
    ): Promise<void> {
      const target = column(asset);
      const [row] = await db
        .update(wallets)
        .set({ [asset]: sql`${target} - ${amount}`, updatedAt: sql`now()` })
        .where(and(eq(wallets.userId, userId), gte(target, amount)))
        .returning({ after: target });
      if (!row) throw new Error(`cannot take ${amount} ${asset} from user ${userId}`);
      if (asset === 'coin') await consumeLots(userId, amount);
      await record(
        userId,
        { asset, delta: -amount, reason: 'merge_out', reference, otherUserId: toUserId },
        row.after,
      );
    },

    /**
     * An operator's signed change of one balance (issue 18) and its ledger row, in a wallet the
     * caller locked (`lock` first); null, nothing written, when it would go below zero. Vouchers
     * taken come out of the open lots first, as spending does.
     */
    async adjust(userId: number, entry: LedgerEntry): Promise<{ after: number; ledgerId: number } | null> {
      const target = column(entry.asset);
      const [row] = await db
        .update(wallets)
        .set({ [entry.asset]: sql`${target} + ${entry.delta}`, updatedAt: sql`now()` })
        .where(and(eq(wallets.userId, userId), gte(target, Math.max(0, -entry.delta))))
        .returning({ after: target });
      if (!row) return null;
      if (entry.asset === 'coin' && entry.delta < 0) await consumeLots(userId, -entry.delta);
      return { after: row.after, ledgerId: await record(userId, entry, row.after) };
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
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
