/**
 * SQL of a user's standing for money: until when they are VIP, and whether the account is
 * blocked (a blocked account is given nothing).
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { users } from '#db/schema/users.ts';

export function createVipRepository(db: Executor) {
  return {
    async standing(userId: number): Promise<{ vipUntil: Date | null; blocked: boolean } | undefined> {
      const [row] = await db
        .select({ vipUntil: users.vipUntil, blockedAt: users.blockedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row ? { vipUntil: row.vipUntil, blocked: row.blockedAt !== null } : undefined;
    },

    /** VIP's end, the user row locked for the rest of the transaction. */
    async lockVip(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ vipUntil: users.vipUntil })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row?.vipUntil ?? null;
    },

    async setVipUntil(userId: number, until: Date | null): Promise<void> {
      await db.update(users).set({ vipUntil: until }).where(eq(users.id, userId));
    },

    /** Adds `days` to VIP: from its end when it still runs at `at`, else from `at`. */
    async extend(userId: number, days: number, at: Date): Promise<void> {
      const stamp = at.toISOString();
      await db
        .update(users)
        .set({
          vipUntil: sql`greatest(coalesce(${users.vipUntil}, ${stamp}::timestamptz), ${stamp}::timestamptz) + make_interval(days => ${days})`,
        })
        .where(eq(users.id, userId));
    },
  };
}
export type VipRepository = ReturnType<typeof createVipRepository>;
