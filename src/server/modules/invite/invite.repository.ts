/**
 * Invite codes, who invited whom, and the reward marks (DESIGN.md section 3). Every write is
 * one statement that is right under concurrency by itself: a conditional UPDATE for the
 * code and for the reward, an insert that ignores a repeat for the attribution.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#db/client.ts';
import { invites } from '#db/schema/community.ts';
import { users } from '#db/schema/users.ts';
import { ledger } from '#db/schema/wallet.ts';

/** The ledger reason of an invite reward; its reference is the invitee's id. */
export const INVITE_LEDGER_REASON = 'invite';

export interface InvitedRow {
  inviteeId: number;
  nickname: string;
  email: string | null;
  avatar: string;
  createdAt: Date;
  rewardedAt: Date | null;
  reward: number;
}

/** The account a code credits, and whether an operator blocked it. */
export interface CodeOwner {
  id: number;
  blocked: boolean;
}

/** Invites that stood (the rows kept), per UTC day (YYYY-MM-DD): made that day, paid that day. */
export interface InvitesPerDay {
  arrived: Map<string, number>;
  registered: Map<string, number>;
}

export interface InviteStats {
  invited: number;
  valid: number;
  earned: number;
}

/** The ledger row of an invite's reward (its reference is the invitee's id). */
const rewardOf = and(
  eq(ledger.reason, INVITE_LEDGER_REASON),
  eq(ledger.asset, 'gold'),
  eq(ledger.reference, sql`${invites.inviteeId}::text`),
  isNotNull(invites.rewardedAt),
);

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

    /**
     * The account the code credits: its holder, or the account a guest holder was merged into
     * (the person who shared the link logged in there).
     */
    async ownerOfCode(code: string): Promise<CodeOwner | undefined> {
      const target = alias(users, 'target');
      const [row] = await db
        .select({
          id: sql<number>`coalesce(${target.id}, ${users.id})`.mapWith(Number),
          blockedAt: sql<Date | null>`case when ${target.id} is null then ${users.blockedAt} else ${target.blockedAt} end`,
        })
        .from(users)
        .leftJoin(target, eq(target.id, users.mergedInto))
        .where(eq(users.inviteCode, code))
        .limit(1);
      return row ? { id: row.id, blocked: row.blockedAt !== null } : undefined;
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
     * Marks the invitee's invite rewarded, if it exists, is not yet, and its inviter is not
     * blocked: the inviter to pay, or undefined. The row lock this takes makes a concurrent
     * second call find it rewarded.
     */
    async markRewarded(inviteeId: number): Promise<number | undefined> {
      const notBlocked = db.select({ id: users.id }).from(users).where(isNull(users.blockedAt));
      const [row] = await db
        .update(invites)
        .set({ rewardedAt: sql`now()` })
        .where(
          and(
            eq(invites.inviteeId, inviteeId),
            isNull(invites.rewardedAt),
            inArray(invites.inviterId, notBlocked),
          ),
        )
        .returning({ inviterId: invites.inviterId });
      return row?.inviterId;
    },

    /** Forgets a pending invite (the account turned out to be someone who already had one). */
    async dropPending(inviteeId: number): Promise<void> {
      await db.delete(invites).where(and(eq(invites.inviteeId, inviteeId), isNull(invites.rewardedAt)));
    },

    /**
     * The friends a guest invited become the friends of the account it merged into; a friend
     * that is that account itself is no invite of its own (dropped, its reward already paid).
     */
    async moveInviter(guestId: number, targetId: number): Promise<void> {
      await db.delete(invites).where(and(eq(invites.inviterId, guestId), eq(invites.inviteeId, targetId)));
      await db.update(invites).set({ inviterId: targetId }).where(eq(invites.inviterId, guestId));
      await db
        .update(users)
        .set({ invitedBy: sql`case when ${users.id} = ${targetId} then null else ${targetId}::bigint end` })
        .where(eq(users.invitedBy, guestId));
    },

    /** Counts and gold from the invite rows (the reward of each by its ledger row, whoever got it). */
    async stats(inviterId: number): Promise<InviteStats> {
      const [row] = await db
        .select({
          invited: count(),
          valid: count(invites.rewardedAt),
          earned: sql<number>`coalesce(sum(${ledger.delta}), 0)::int`,
        })
        .from(invites)
        .leftJoin(ledger, rewardOf)
        .where(eq(invites.inviterId, inviterId));
      return { invited: row?.invited ?? 0, valid: row?.valid ?? 0, earned: row?.earned ?? 0 };
    },

    /** Invites that stood, per UTC day of `from`..`to` (the dashboard's invite conversion). */
    async perDay(from: string, to: string): Promise<InvitesPerDay> {
      const start = `${from}T00:00:00.000Z`;
      const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString();
      const byDay = async (column: typeof invites.createdAt | typeof invites.rewardedAt) => {
        const day = sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;
        const rows = await db
          .select({ day, n: count() })
          .from(invites)
          .where(and(sql`${column} >= ${start}::timestamptz`, sql`${column} < ${end}::timestamptz`))
          .groupBy(day);
        return new Map(rows.map((r) => [r.day, r.n]));
      };
      return { arrived: await byDay(invites.createdAt), registered: await byDay(invites.rewardedAt) };
    },

    /** The friends a user invited, newest first, with the gold each earned (from the ledger). */
    async page(inviterId: number, page: number, pageSize: number): Promise<InvitedRow[]> {
      return db
        .select({
          inviteeId: invites.inviteeId,
          nickname: users.nickname,
          email: users.email,
          avatar: users.avatar,
          createdAt: invites.createdAt,
          rewardedAt: invites.rewardedAt,
          reward: sql<number>`coalesce(${ledger.delta}, 0)`.mapWith(Number),
        })
        .from(invites)
        .innerJoin(users, eq(users.id, invites.inviteeId))
        .leftJoin(ledger, rewardOf)
        .where(eq(invites.inviterId, inviterId))
        .orderBy(desc(invites.createdAt), desc(invites.inviteeId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    },
  };
}
export type InviteRepository = ReturnType<typeof createInviteRepository>;
