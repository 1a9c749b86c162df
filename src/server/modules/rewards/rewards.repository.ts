/** The check-ins and the welcome bonus as rows (the rules live in rewards.service.ts). */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { users } from '#db/schema/users.ts';
import { checkins, ledger } from '#db/schema/wallet.ts';

export function createRewardsRepository(db: Executor) {
  return {
    async welcomeGiven(userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: ledger.id })
        .from(ledger)
        .where(
          and(eq(ledger.reason, 'welcome'), eq(ledger.reference, String(userId)), eq(ledger.asset, 'coin')),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The newest check-in of a user (its local day, streak place and when it was made). */
    async lastCheckin(userId: number): Promise<{ day: number; streak: number; at: Date } | undefined> {
      const [row] = await db
        .select({ day: checkins.day, streak: checkins.streak, at: checkins.createdAt })
        .from(checkins)
        .where(eq(checkins.userId, userId))
        .orderBy(desc(checkins.day))
        .limit(1);
      return row;
    },

    async addCheckin(row: {
      userId: number;
      day: number;
      streak: number;
      amount: number;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(checkins).values(row);
    },

    /** Whether the user is registered (an identity bound) and whether an operator blocked them. */
    async standing(userId: number): Promise<{ registered: boolean; blocked: boolean } | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          facebookId: users.facebookId,
          tiktokOpenId: users.tiktokOpenId,
          blockedAt: users.blockedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return undefined;
      return {
        registered: Boolean(row.email ?? row.facebookId ?? row.tiktokOpenId),
        blocked: row.blockedAt !== null,
      };
    },
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
