import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { dramas, favorites, unlocks, watchHistory } from '#db/schema/catalogue.ts';
import { users, wallets } from '#db/schema/users.ts';

export interface AccountRow {
  id: number;
  nickname: string;
  email: string | null;
  facebookId: string | null;
  tiktokOpenId: string | null;
}

export function createAccountRepository(db: Executor) {
  const columns = {
    id: users.id,
    nickname: users.nickname,
    email: users.email,
    facebookId: users.facebookId,
    tiktokOpenId: users.tiktokOpenId,
  };
  return {
    async byId(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async byEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async bindEmail(userId: number, email: string): Promise<void> {
      await db
        .update(users)
        .set({ email, registeredAt: sql`coalesce(${users.registeredAt}, now())` })
        .where(eq(users.id, userId));
    },

    async createWithEmail(email: string): Promise<number> {
      const [row] = await db
        .insert(users)
        .values({ nickname: '', email, registeredAt: new Date() })
        .returning({ id: users.id });
      if (!row) throw new Error('insert users returned nothing');
      await db.insert(wallets).values({ userId: row.id });
      return row.id;
    },

    /**
     * Moves everything a guest account holds into another account: unlocks, history (the newer
     * entry wins), favourites (the drama counts once), balances and VIP time. One transaction:
     * the caller's.
     */
    async mergeInto(guestId: number, targetId: number): Promise<void> {
      await db.execute(sql`
        insert into ${unlocks} (user_id, episode_id, created_at)
        select ${targetId}, episode_id, created_at from ${unlocks} where user_id = ${guestId}
        on conflict do nothing`);
      await db.delete(unlocks).where(eq(unlocks.userId, guestId));

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

      const [guestWallet] = await db
        .select({ gold: wallets.gold, coin: wallets.coin })
        .from(wallets)
        .where(eq(wallets.userId, guestId))
        .for('update');
      if (guestWallet && (guestWallet.gold > 0 || guestWallet.coin > 0)) {
        await db
          .update(wallets)
          .set({
            gold: sql`${wallets.gold} + ${guestWallet.gold}`,
            coin: sql`${wallets.coin} + ${guestWallet.coin}`,
            updatedAt: sql`now()`,
          })
          .where(eq(wallets.userId, targetId));
        await db
          .update(wallets)
          .set({ gold: 0, coin: 0, updatedAt: sql`now()` })
          .where(and(eq(wallets.userId, guestId)));
      }
      await db.execute(sql`
        update ${users} set vip_until = (select vip_until from ${users} where id = ${guestId})
        where id = ${targetId}
          and (select vip_until from ${users} where id = ${guestId}) is not null
          and (vip_until is null or vip_until < (select vip_until from ${users} where id = ${guestId}))`);
      await db.update(users).set({ vipUntil: null }).where(eq(users.id, guestId));
    },
  };
}
