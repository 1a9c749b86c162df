/**
 * SQL of the pictures sent with feedback (decision 0064). A picture with `feedback_id` null waits
 * to be sent; only those younger than the caller's `since` may be sent or count towards the
 * pending limit (older ones wait for the sweep). Reached as `feedback.images` of the unit of work.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { feedbackImages } from '#db/schema/community.ts';
import { users } from '#db/schema/users.ts';

export interface FeedbackImageRow {
  id: string;
  feedbackId: number;
  width: number;
  height: number;
}

export function createFeedbackImageRepository(db: Executor) {
  /** The user's pictures with these ids that may still be sent. */
  const usable = (userId: number, ids: readonly string[], since: Date) =>
    and(
      inArray(feedbackImages.id, [...ids]),
      eq(feedbackImages.userId, userId),
      isNull(feedbackImages.feedbackId),
      gt(feedbackImages.createdAt, since),
    );

  return {
    /** Holds the user's row to the end of the transaction: one upload counts at a time. */
    async lockOwner(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** The ids of all the user's unsent pictures, newest first (past their time too). */
    async unsentOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ id: feedbackImages.id })
        .from(feedbackImages)
        .where(and(eq(feedbackImages.userId, userId), isNull(feedbackImages.feedbackId)))
        .orderBy(desc(feedbackImages.createdAt), desc(feedbackImages.id));
      return rows.map((r) => r.id);
    },

    async insert(values: {
      id: string;
      userId: number;
      width: number;
      height: number;
      bytes: number;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(feedbackImages).values(values);
    },

    /** How many of `ids` are the user's, unsent and uploaded after `since`. */
    async usableCount(userId: number, ids: readonly string[], since: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(feedbackImages)
        .where(usable(userId, ids, since));
      return row?.n ?? 0;
    },

    /**
     * Gives the usable ones of `ids` to the feedback, each at its index in `ids`; answers how many
     * it took. Conditional on `feedback_id` being null: of two transactions sending one picture,
     * the second finds it taken once the first commits.
     */
    async attach(feedbackId: number, userId: number, ids: readonly string[], since: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const position = sql`case ${feedbackImages.id} ${sql.join(
        ids.map((id, index) => sql`when ${id} then ${index}::smallint`),
        sql` `,
      )} end`;
      const rows = await db
        .update(feedbackImages)
        .set({ feedbackId, position })
        .where(usable(userId, ids, since))
        .returning({ id: feedbackImages.id });
      return rows.length;
    },

    /** The pictures of these feedback, in each feedback's order. */
    async ofFeedback(feedbackIds: readonly number[]): Promise<FeedbackImageRow[]> {
      if (feedbackIds.length === 0) return [];
      const rows = await db
        .select({
          id: feedbackImages.id,
          feedbackId: feedbackImages.feedbackId,
          width: feedbackImages.width,
          height: feedbackImages.height,
        })
        .from(feedbackImages)
        .where(inArray(feedbackImages.feedbackId, [...feedbackIds]))
        .orderBy(asc(feedbackImages.feedbackId), asc(feedbackImages.position));
      return rows.flatMap((r) => (r.feedbackId === null ? [] : [{ ...r, feedbackId: r.feedbackId }]));
    },

    /** Unsent pictures uploaded before `before`, oldest first, at most `limit`. */
    async unsentBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: feedbackImages.id })
        .from(feedbackImages)
        .where(and(isNull(feedbackImages.feedbackId), lt(feedbackImages.createdAt, before)))
        .orderBy(asc(feedbackImages.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Deletes the row of a picture still unsent; false when it is gone or was sent meanwhile. */
    async deleteUnsent(id: string): Promise<boolean> {
      const rows = await db
        .delete(feedbackImages)
        .where(and(eq(feedbackImages.id, id), isNull(feedbackImages.feedbackId)))
        .returning({ id: feedbackImages.id });
      return rows.length > 0;
    },
  };
}
export type FeedbackImageRepository = ReturnType<typeof createFeedbackImageRepository>;
