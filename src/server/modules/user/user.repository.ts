import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { devices, users, wallets } from '#db/schema/users.ts';
import type { DeviceInfo } from '#shared/contract/headers.ts';

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

export function createUserRepository(db: Executor) {
  return {
    async findDeviceUser(udid: string): Promise<number | undefined> {
      const rows = await db
        .select({ userId: devices.userId })
        .from(devices)
        .where(eq(devices.udid, udid))
        .limit(1);
      return rows[0]?.userId;
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

    async profile(userId: number): Promise<UserProfileRow | undefined> {
      const rows = await db
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
          coin: sql<number>`coalesce(${wallets.coin}, 0)`.mapWith(Number),
        })
        .from(users)
        .leftJoin(wallets, eq(wallets.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0];
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
