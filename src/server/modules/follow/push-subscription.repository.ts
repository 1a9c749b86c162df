/** SQL of Web Push subscriptions (issue 19): one row per endpoint, for the user last saving it. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { pushSubscriptions } from '#db/schema/follows.ts';

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushSubscriptionRepository(db: Executor) {
  return {
    /** Saves a browser's subscription; an endpoint saved before moves to this user and keys. */
    async save(row: { userId: number; endpoint: string; p256dh: string; auth: string; udid: string }) {
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, udid: row.udid },
        });
    },

    /** Removes the user's subscription of that endpoint; false when there was none. */
    async remove(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** The user's subscriptions saved from one device (udid); how many went. */
    async removeDevice(userId: number, udid: string): Promise<number> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.udid, udid)))
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    /** A subscription the push service says is gone (404, 410). */
    async removeById(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async ofUser(userId: number): Promise<PushSubscriptionRow[]> {
      return db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.id);
    },
  };
}
export type PushSubscriptionRepository = ReturnType<typeof createPushSubscriptionRepository>;
