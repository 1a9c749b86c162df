import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { dramas, favorites, unlocks, watchHistory } from '#db/schema/catalogue.ts';
import { users, wallets } from '#db/schema/users.ts';
import { feedback, feedbackImages } from '#db/schema/community.ts';

export interface AccountRow {
  id: number;
  nickname: string;
  email: string | null;
  facebookId: string | null;
  tiktokOpenId: string | null;
  /** Set while an operator blocks the account: no login reaches it (issue 18). */
  blockedAt: Date | null;
}

export type IdentityKind = 'email' | 'facebook' | 'tiktok';

/** A way to log in: the lower-cased email, the Facebook user id or the TikTok open_id. */
export interface Identity {
  kind: IdentityKind;
  value: string;
  /** The provider's display name, for a new account (and a guest that has none yet). */
  nickname?: string | undefined;
  /**
   * The email the provider says its user has (Facebook's, lower-cased), never stored: a new
   * provider identity with an email an account already has is refused (decision 0060).
   */
  email?: string | undefined;
}

const IDENTITY_COLUMNS = {
  email: users.email,
  facebook: users.facebookId,
  tiktok: users.tiktokOpenId,
} as const;

/** The users column an identity fills. */
function identityValue(
  identity: Identity,
): Pick<Partial<typeof users.$inferInsert>, 'email' | 'facebookId' | 'tiktokOpenId'> {
  if (identity.kind === 'email') return { email: identity.value };
  if (identity.kind === 'facebook') return { facebookId: identity.value };
  return { tiktokOpenId: identity.value };
}

export function createAccountRepository(db: Executor) {
  const columns = {
    id: users.id,
    nickname: users.nickname,
    email: users.email,
    facebookId: users.facebookId,
    tiktokOpenId: users.tiktokOpenId,
    blockedAt: users.blockedAt,
  };
  return {
    async byId(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The account, locked until the transaction ends (two unlinks at once take turns). */
    async byIdForUpdate(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1).for('update');
      return row;
    },

    async byIdentity(identity: Identity): Promise<AccountRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(eq(IDENTITY_COLUMNS[identity.kind], identity.value))
        .limit(1);
      return row;
    },

    /** Binds the identity to an account; a still empty nickname takes the provider's name. */
    async bindIdentity(userId: number, identity: Identity): Promise<void> {
      await db
        .update(users)
        .set({
          ...identityValue(identity),
          registeredAt: sql`coalesce(${users.registeredAt}, now())`,
          ...(identity.nickname
            ? {
                nickname: sql`case when ${users.nickname} = '' then ${identity.nickname} else ${users.nickname} end`,
              }
            : {}),
        })
        .where(eq(users.id, userId));
    },

    /**
     * Takes a way in away from an account (decision 0061); `nickname` fills a still empty one
     * (the name the account showed, which came from the email being unlinked).
     */
    async unbindIdentity(userId: number, kind: IdentityKind, nickname?: string): Promise<void> {
      const cleared =
        kind === 'email'
          ? { email: null }
          : kind === 'facebook'
            ? { facebookId: null }
            : { tiktokOpenId: null };
      await db
        .update(users)
        .set({
          ...cleared,
          ...(nickname
            ? { nickname: sql`case when ${users.nickname} = '' then ${nickname} else ${users.nickname} end` }
            : {}),
        })
        .where(eq(users.id, userId));
    },

    async createWithIdentity(identity: Identity): Promise<number> {
      const [row] = await db
        .insert(users)
        .values({
          nickname: identity.nickname ?? '',
          ...identityValue(identity),
          registeredAt: new Date(),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('insert users returned nothing');
      await db.insert(wallets).values({ userId: row.id });
      return row.id;
    },

    /**
     * Moves what a guest account holds into another account: unlocks (those of episodes the
     * account owns already stay behind, for money/merge.ts to refund), history (the newer entry
     * wins), favourites (the drama counts once), feedback and VIP time, and notes where it went
     * (merged_into: its invite code credits that account). One transaction: the caller's, which
     * moves the money (money/merge.ts) and the invites (invite/invite.rules.ts) too.
     */
    async mergeInto(guestId: number, targetId: number): Promise<void> {
      // The guest's unlocks move, but for the episodes the account owns already: those stay on
      // the guest for money/merge.ts, which gives back what the guest paid and then drops them.
      await db.execute(sql`
        with moved as (
          delete from ${unlocks} g
          where g.user_id = ${guestId}
            and not exists (select 1 from ${unlocks} t where t.user_id = ${targetId} and t.episode_id = g.episode_id)
          returning g.episode_id, g.created_at)
        insert into ${unlocks} (user_id, episode_id, created_at)
        select ${targetId}, episode_id, created_at from moved
        on conflict do nothing`);

      await db.execute(sql`
        insert into ${watchHistory} (user_id, drama_id, episode_number, position_ms, updated_at)
        select ${targetId}, drama_id, episode_number, position_ms, updated_at from ${watchHistory} where user_id = ${guestId}
        on conflict (user_id, drama_id) do update
          set episode_number = excluded.episode_number, position_ms = excluded.position_ms, updated_at = excluded.updated_at
          where ${watchHistory}.updated_at < excluded.updated_at`);
      await db.delete(watchHistory).where(eq(watchHistory.userId, guestId));

      await db.execute(sql`
        update ${dramas} set favorite_count = greatest(favorite_count - 1, 0)
        where id in (select g.drama_id from ${favorites} g join ${favorites} t on t.drama_id = g.drama_id and t.user_id = ${targetId}
                     where g.user_id = ${guestId})`);
      await db.execute(sql`
        insert into ${favorites} (user_id, drama_id, created_at)
        select ${targetId}, drama_id, created_at from ${favorites} where user_id = ${guestId}
        on conflict do nothing`);
      await db.delete(favorites).where(eq(favorites.userId, guestId));

      // Their feedback follows them, with the operator's replies and their pictures, sent or not
      // (balances and orders: money/merge.ts).
      await db.update(feedback).set({ userId: targetId }).where(eq(feedback.userId, guestId));
      await db.update(feedbackImages).set({ userId: targetId }).where(eq(feedbackImages.userId, guestId));
      await db.execute(sql`
        update ${users} set vip_until = (select vip_until from ${users} where id = ${guestId})
        where id = ${targetId}
          and (select vip_until from ${users} where id = ${guestId}) is not null
          and (vip_until is null or vip_until < (select vip_until from ${users} where id = ${guestId}))`);
      await db.update(users).set({ vipUntil: null, mergedInto: targetId }).where(eq(users.id, guestId));
    },
  };
}
