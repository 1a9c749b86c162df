import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { devices, users, wallets } from '#db/schema/users.ts';
import type { DeviceInfo } from '#shared/contract/headers.ts';
import { spendableCoin } from '../money/wallet.repository.ts';

export interface UserProfileRow {
  id: number;
  nickname: string;
  email: string | null;
  avatar: string;
  realName: string;
  facebookId: string | null;
  tiktokOpenId: string | null;
  vipUntil: Date | null;
  gold: number;
  coin: number;
}

/** The user-info answer's row: account, VIP, balances (spendable coins). */
function prepareProfile(db: Executor) {
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      avatar: users.avatar,
      realName: users.realName,
      facebookId: users.facebookId,
      tiktokOpenId: users.tiktokOpenId,
      vipUntil: users.vipUntil,
      gold: sql<number>`coalesce(${wallets.gold}, 0)`.mapWith(Number),
      coin: spendableCoin(users.id),
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_profile');
}

export function createUserRepository(db: Executor) {
  let profile: ReturnType<typeof prepareProfile> | undefined;
  return {
    /** The device's account, whether it is registered (email, Facebook or TikTok bound), and blocked. */
    async findDeviceUser(
      udid: string,
    ): Promise<{ userId: number; registered: boolean; blocked: boolean } | undefined> {
      const rows = await db
        .select({
          userId: devices.userId,
          blocked: sql<boolean>`(${users.blockedAt} is not null)`,
          registered: sql<boolean>`(${users.email} is not null or ${users.facebookId} is not null or ${users.tiktokOpenId} is not null)`,
        })
        .from(devices)
        .innerJoin(users, eq(users.id, devices.userId))
        .where(eq(devices.udid, udid))
        .limit(1);
      return rows[0];
    },

    /** Points the device at another account; false when it no longer pointed at `fromUserId`. */
    async repointDevice(udid: string, fromUserId: number, toUserId: number): Promise<boolean> {
      const rows = await db
        .update(devices)
        .set({ userId: toUserId, lastSeenAt: sql`now()` })
        .where(and(eq(devices.udid, udid), eq(devices.userId, fromUserId)))
        .returning({ udid: devices.udid });
      return rows.length > 0;
    },

    async touchDevice(device: DeviceInfo): Promise<void> {
      await db
        .update(devices)
        .set({
          marketChannel: device.marketChannel,
          packageName: device.packageName,
          sysVer: device.sysVer,
          phoneModel: device.phoneModel,
          idfa: device.idfa,
          lastSeenAt: sql`now()`,
        })
        .where(eq(devices.udid, device.udid));
    },

    /** A guest user with an empty wallet; the caller runs it in a transaction. */
    async createGuest(): Promise<number> {
      const [row] = await db.insert(users).values({ nickname: '' }).returning({ id: users.id });
      if (!row) throw new Error('insert users returned nothing');
      await db.insert(wallets).values({ userId: row.id });
      return row.id;
    },

    /** Links the device to the user; false when another request linked it first. */
    async insertDevice(device: DeviceInfo, userId: number): Promise<boolean> {
      const rows = await db
        .insert(devices)
        .values({ ...device, userId })
        .onConflictDoNothing({ target: devices.udid })
        .returning({ udid: devices.udid });
      return rows.length > 0;
    },

    /** Sets the given profile fields; false when the user does not exist. */
    async updateProfile(userId: number, fields: { nickname?: string; avatar?: string }): Promise<boolean> {
      const rows = await db.update(users).set(fields).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },

    /** One prepared statement (built once; parsed once per connection on PostgreSQL). */
    async profile(userId: number): Promise<UserProfileRow | undefined> {
      profile ??= prepareProfile(db);
      const [row] = await profile.execute({ userId });
      return row;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
