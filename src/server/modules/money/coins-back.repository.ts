/**
 * SQL of coins back when playback fails (decision 0041): the failures players report, the
 * returns made, and the debit that paid for an episode (the ledger's unlock rows).
 */
import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { coinsBack, playbackFailures } from '#db/schema/coins-back.ts';
import { ledger } from '#db/schema/wallet.ts';
import type { PlaybackFailureKind } from '#shared/contract/coins-back.ts';

/** What one unlock's debit took from each balance, for how many episodes, and when. */
export interface PaidDebit {
  at: Date;
  coin: number;
  gold: number;
  /** Episodes the one debit paid for (a batch unlock covers several). */
  episodes: number;
}

export function createCoinsBackRepository(db: Executor) {
  return {
    async recordFailure(row: {
      userId: number;
      episodeId: number;
      kind: PlaybackFailureKind;
      positionMs: number;
      at: Date;
    }): Promise<number> {
      const [inserted] = await db.insert(playbackFailures).values(row).returning({ id: playbackFailures.id });
      return inserted?.id ?? 0;
    },

    /** The newest failure of this user and episode reported between `from` and `to`. */
    async failureBetween(userId: number, episodeId: number, from: Date, to: Date) {
      const [row] = await db
        .select({ id: playbackFailures.id, at: playbackFailures.at })
        .from(playbackFailures)
        .where(
          and(
            eq(playbackFailures.userId, userId),
            eq(playbackFailures.episodeId, episodeId),
            gte(playbackFailures.at, from),
            lte(playbackFailures.at, to),
          ),
        )
        .orderBy(desc(playbackFailures.at))
        .limit(1);
      return row;
    },

    async returned(userId: number, episodeId: number): Promise<boolean> {
      const [row] = await db
        .select({ at: coinsBack.at })
        .from(coinsBack)
        .where(and(eq(coinsBack.userId, userId), eq(coinsBack.episodeId, episodeId)))
        .limit(1);
      return row !== undefined;
    },

    async returnsSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(coinsBack)
        .where(and(eq(coinsBack.userId, userId), gte(coinsBack.at, since)));
      return row?.n ?? 0;
    },

    /** Records a return; false (nothing written) when this user and episode have one already. */
    async save(row: {
      userId: number;
      episodeId: number;
      coin: number;
      gold: number;
      failureId: number;
      at: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(coinsBack)
        .values(row)
        .onConflictDoNothing()
        .returning({ userId: coinsBack.userId });
      return inserted.length === 1;
    },

    /**
     * The newest unlock debit of this user that covered episode `number` of the drama (its
     * voucher and gold rows share one reference), or undefined when none did.
     */
    async paidDebit(userId: number, dramaId: number, number: number): Promise<PaidDebit | undefined> {
      const reasons = ['unlock', 'auto_unlock'] as const;
      const [latest] = await db
        .select({ reason: ledger.reason, reference: ledger.reference })
        .from(ledger)
        .where(
          and(
            eq(ledger.userId, userId),
            eq(ledger.dramaId, dramaId),
            inArray(ledger.reason, reasons),
            lte(ledger.episodeFrom, number),
            gte(ledger.episodeTo, number),
          ),
        )
        .orderBy(desc(ledger.id))
        .limit(1);
      if (!latest) return undefined;
      const rows = await db
        .select({
          asset: ledger.asset,
          delta: ledger.delta,
          at: ledger.createdAt,
          from: ledger.episodeFrom,
          to: ledger.episodeTo,
        })
        .from(ledger)
        .where(
          and(
            eq(ledger.userId, userId),
            eq(ledger.reason, latest.reason),
            eq(ledger.reference, latest.reference),
          ),
        );
      const first = rows[0];
      if (!first) return undefined;
      const taken = (asset: 'coin' | 'gold') =>
        rows.filter((r) => r.asset === asset && r.delta < 0).reduce((sum, r) => sum - r.delta, 0);
      return {
        at: first.at,
        coin: taken('coin'),
        gold: taken('gold'),
        episodes: Math.max(1, (first.to ?? number) - (first.from ?? number) + 1),
      };
    },
  };
}
export type CoinsBackRepository = ReturnType<typeof createCoinsBackRepository>;
