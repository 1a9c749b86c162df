/**
 * SQL of feedback and the operator's replies. A reply with `read_at` null is unread; the
 * user's records mark a feedback's replies read when they are opened.
 */
import { and, asc, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { feedback, feedbackReplies } from '#db/schema/community.ts';
import { createFeedbackImageRepository } from './feedback-image.repository.ts';

export interface FeedbackRow {
  id: number;
  userId: number;
  type: string;
  content: string;
  contact: string;
  /** The language it was written in (null before issue 18). */
  language: number | null;
  createdAt: Date;
  closedAt: Date | null;
}

export interface ReplyRow {
  id: number;
  feedbackId: number;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

export const feedbackColumns = {
  id: feedback.id,
  userId: feedback.userId,
  type: feedback.type,
  content: feedback.content,
  contact: feedback.contact,
  language: feedback.language,
  createdAt: feedback.createdAt,
  closedAt: feedback.closedAt,
};

const replyColumns = {
  id: feedbackReplies.id,
  feedbackId: feedbackReplies.feedbackId,
  body: feedbackReplies.body,
  createdAt: feedbackReplies.createdAt,
  readAt: feedbackReplies.readAt,
};

export function createFeedbackRepository(db: Executor) {
  return {
    /** The pictures sent with feedback (decision 0064), over the same executor. */
    images: createFeedbackImageRepository(db),

    async insert(
      userId: number,
      values: { type: string; content: string; contact: string; language: number },
    ) {
      const [row] = await db
        .insert(feedback)
        .values({ userId, ...values })
        .returning(feedbackColumns);
      if (!row) throw new Error('feedback insert returned no row');
      return row;
    },

    async find(id: number): Promise<FeedbackRow | undefined> {
      const rows = await db.select(feedbackColumns).from(feedback).where(eq(feedback.id, id)).limit(1);
      return rows[0];
    },

    /** One user's feedback, newest first. */
    async pageOfUser(userId: number, page: number, pageSize: number) {
      const [total] = await db.select({ n: count() }).from(feedback).where(eq(feedback.userId, userId));
      const rows = await db
        .select(feedbackColumns)
        .from(feedback)
        .where(eq(feedback.userId, userId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every feedback for the operator, newest first; `unanswered` keeps those without a reply. */
    async pageForOperator(options: { unanswered: boolean; limit: number; offset: number }) {
      const where = options.unanswered
        ? notExists(
            db
              .select({ one: sql`1` })
              .from(feedbackReplies)
              .where(eq(feedbackReplies.feedbackId, feedback.id)),
          )
        : undefined;
      const [total] = await db.select({ n: count() }).from(feedback).where(where);
      const rows = await db
        .select(feedbackColumns)
        .from(feedback)
        .where(where)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(options.limit)
        .offset(options.offset);
      return { rows, total: total?.n ?? 0 };
    },

    /** The replies of these feedback, oldest first. */
    async repliesOf(feedbackIds: readonly number[]): Promise<ReplyRow[]> {
      if (feedbackIds.length === 0) return [];
      return db
        .select(replyColumns)
        .from(feedbackReplies)
        .where(inArray(feedbackReplies.feedbackId, [...feedbackIds]))
        .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
    },

    async addReply(feedbackId: number, body: string): Promise<ReplyRow> {
      const [row] = await db.insert(feedbackReplies).values({ feedbackId, body }).returning(replyColumns);
      if (!row) throw new Error('reply insert returned no row');
      return row;
    },

    /** Marks the unread replies of one of the user's feedback read; false when it is not theirs. */
    async markRead(userId: number, feedbackId: number): Promise<boolean> {
      const owned = await db
        .select({ id: feedback.id })
        .from(feedback)
        .where(and(eq(feedback.id, feedbackId), eq(feedback.userId, userId)))
        .limit(1);
      if (owned.length === 0) return false;
      await db
        .update(feedbackReplies)
        .set({ readAt: sql`now()` })
        .where(and(eq(feedbackReplies.feedbackId, feedbackId), isNull(feedbackReplies.readAt)));
      return true;
    },

    /** Unread replies over all of the user's feedback (the badge of the personal centre). */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(feedbackReplies)
        .innerJoin(feedback, eq(feedback.id, feedbackReplies.feedbackId))
        .where(and(eq(feedback.userId, userId), isNull(feedbackReplies.readAt)));
      return row?.n ?? 0;
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
