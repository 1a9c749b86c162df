/**
 * SQL of release notices (issue 19): a user's list and unread count, reading, the pushes
 * still to queue, and the pruning of old ones.
 */
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { notices, pushSubscriptions } from '#db/schema/follows.ts';
import { qualified } from '../catalogue/catalogue-sql.repository.ts';

export interface NoticeRow {
  id: number;
  userId: number;
  dramaId: number;
  episodeNumber: number;
  language: number;
  createdAt: Date;
  readAt: Date | null;
}

const columns = {
  id: notices.id,
  userId: notices.userId,
  dramaId: notices.dramaId,
  episodeNumber: notices.episodeNumber,
  language: notices.language,
  createdAt: notices.createdAt,
  readAt: notices.readAt,
};

export function createNoticeRepository(db: Executor, now: () => number = Date.now) {
  const unread = (userId: number) => and(eq(notices.userId, userId), isNull(notices.readAt));

  return {
    async page(userId: number, page: number, pageSize: number) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notices)
        .where(eq(notices.userId, userId));
      const rows: NoticeRow[] = await db
        .select(columns)
        .from(notices)
        .where(eq(notices.userId, userId))
        .orderBy(desc(notices.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: count?.n ?? 0 };
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notices)
        .where(unread(userId));
      return row?.n ?? 0;
    },

    /** Marks one of the user's notices read; false when the user has no such notice. */
    async markRead(userId: number, noticeId: number): Promise<boolean> {
      const rows = await db
        .update(notices)
        .set({ readAt: sql`coalesce(${notices.readAt}, ${new Date(now()).toISOString()}::timestamptz)` })
        .where(and(eq(notices.id, noticeId), eq(notices.userId, userId)))
        .returning({ id: notices.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number): Promise<void> {
      await db
        .update(notices)
        .set({ readAt: new Date(now()) })
        .where(unread(userId));
    },

    async byId(noticeId: number): Promise<NoticeRow | undefined> {
      const [row] = await db.select(columns).from(notices).where(eq(notices.id, noticeId)).limit(1);
      return row;
    },

    /**
     * Notices whose push is still to queue, oldest first: `withDevice` those whose user has a
     * push subscription, the rest (nothing to send) apart.
     */
    async pushesToQueue(limit: number): Promise<{ id: number; withDevice: boolean }[]> {
      return db
        .select({
          id: notices.id,
          withDevice: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${qualified(pushSubscriptions.userId)} = ${qualified(notices.userId)})`,
        })
        .from(notices)
        .where(isNull(notices.pushQueuedAt))
        .orderBy(notices.id)
        .limit(limit);
    },

    /**
     * Deletes, of the `limit` oldest notices (by primary key, so a run reads at most `limit`
     * rows whatever the table's size), those made before `before`; how many went.
     */
    async pruneOldest(before: Date, limit: number): Promise<number> {
      const oldest = db.select({ id: notices.id }).from(notices).orderBy(notices.id).limit(limit);
      const gone = await db
        .delete(notices)
        .where(and(inArray(notices.id, oldest), lt(notices.createdAt, before)))
        .returning({ id: notices.id });
      return gone.length;
    },

    async markPushQueued(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(notices)
        .set({ pushQueuedAt: new Date(now()) })
        .where(and(inArray(notices.id, [...ids]), isNull(notices.pushQueuedAt)));
    },
  };
}
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
