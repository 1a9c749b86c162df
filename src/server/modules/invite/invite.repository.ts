/**
 * Invite codes, who invited whom, and the reward marks (DESIGN.md section 3). Every write is
 * one statement that is right under concurrency by itself: a conditional UPDATE for the
 * code and for the reward, an insert that ignores a repeat for the attribution.
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { invites } from '#db/schema/community.ts';
import { users } from '#db/schema/users.ts';
import { ledger } from '#db/schema/wallet.ts';

/** The ledger reason of an invite reward; its reference is the invitee's id. */
export const INVITE_LEDGER_REASON = 'invite';

export interface InvitedRow {
  inviteeId: number;
  nickname: string;
  avatar: string;
  createdAt: Date;
  rewardedAt: Date | null;
  reward: number;
}

export interface InviteStats {
  invited: number;
  valid: number;
  earned: number;
}

export function createInviteRepository(db: Executor) {
  return {
    async codeOf(userId: number): Promise<string | null | undefined> {
      const [row] = await db
        .select({ code: users.inviteCode })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ? row.code : undefined;
    },

    /**
     * Gives the user this code unless they already have one; true when it was set. A code
     * another user holds raises the unique violation (the caller draws another).
     */
    async setCodeIfNone(userId: number, code: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ inviteCode: code })
        .where(and(eq(users.id, userId), isNull(users.inviteCode)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async userByCode(code: string): Promise<number | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code)).limit(1);
      return row?.id;
    },

    /** Records that `inviterId` invited the new account `inviteeId` (once; never self). */
    async attribute(inviteeId: number, inviterId: number): Promise<boolean> {
      if (inviteeId === inviterId) return false;
      const rows = await db
        .insert(invites)
        .values({ inviteeId, inviterId })
        .onConflictDoNothing({ target: invites.inviteeId })
        .returning({ inviteeId: invites.inviteeId });
      if (rows.length === 0) return false;
      await db
        .update(users)
        .set({ invitedBy: inviterId })
        .where(and(eq(users.id, inviteeId), isNull(users.invitedBy)));
      return true;
    },

    /**
     * Marks the invitee's invite rewarded, if it exists and is not yet: the inviter to pay,
     * or undefined. The row lock this takes makes a concurrent second call find it rewarded.
     */
    async markRewarded(inviteeId: number): Promise<number | undefined> {
      const [row] = await db
        .update(invites)
        .set({ rewardedAt: sql`now()` })
        .where(and(eq(invites.inviteeId, inviteeId), isNull(invites.rewardedAt)))
        .returning({ inviterId: invites.inviterId });
      return row?.inviterId;
    },

    /** Forgets a pending invite (the account turned out to be someone who already had one). */
    async dropPending(inviteeId: number): Promise<void> {
      await db.delete(invites).where(and(eq(invites.inviteeId, inviteeId), isNull(invites.rewardedAt)));
    },

    async stats(inviterId: number): Promise<InviteStats> {
      const [counts] = await db
        .select({
          invited: count(),
          valid: count(invites.rewardedAt),
        })
        .from(invites)
        .where(eq(invites.inviterId, inviterId));
      const [earned] = await db
        .select({ total: sql<number>`coalesce(sum(${ledger.delta}), 0)::int` })
        .from(ledger)
        .where(
          and(
            eq(ledger.userId, inviterId),
            eq(ledger.reason, INVITE_LEDGER_REASON),
            eq(ledger.asset, 'gold'),
          ),
        );
      return { invited: counts?.invited ?? 0, valid: counts?.valid ?? 0, earned: earned?.total ?? 0 };
    },

    /** The friends a user invited, newest first, with the gold each earned (from the ledger). */
    async page(inviterId: number, page: number, pageSize: number): Promise<InvitedRow[]> {
      return db
        .select({
          inviteeId: invites.inviteeId,
          nickname: users.nickname,
          avatar: users.avatar,
          createdAt: invites.createdAt,
          rewardedAt: invites.rewardedAt,
          reward: sql<number>`coalesce(${ledger.delta}, 0)`.mapWith(Number),
        })
        .from(invites)
        .innerJoin(users, eq(users.id, invites.inviteeId))
        .leftJoin(
          ledger,
          and(
            eq(ledger.reason, INVITE_LEDGER_REASON),
            eq(ledger.asset, 'gold'),
            eq(ledger.reference, sql`${invites.inviteeId}::text`),
            isNotNull(invites.rewardedAt),
          ),
        )
        .where(eq(invites.inviterId, inviterId))
        .orderBy(desc(invites.createdAt), desc(invites.inviteeId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    },
  };
}
export type InviteRepository = ReturnType<typeof createInviteRepository>;
