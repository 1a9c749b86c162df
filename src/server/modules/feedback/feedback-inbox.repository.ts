/**
 * SQL of the console's feedback inbox (issue 18): the filtered page (open unanswered first,
 * then answered, closed last; newest first in each) with its search, closing, and the saved
 * reply templates. Replies themselves stay in feedback.repository.ts.
 */
import { and, asc, count, eq, exists, ilike, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { feedback, feedbackReplies, feedbackReplyTemplates } from '#db/schema/community.ts';
import { users } from '#db/schema/users.ts';
import type { InboxQuery, TemplateInput } from '#shared/contract/console-feedback.ts';
import { escapeLike } from '../catalogue/catalogue-sql.repository.ts';
import { feedbackColumns, type FeedbackRow } from './feedback.repository.ts';

/** A user id as an operator types it: digits, perhaps after the # the inbox shows. */
const USER_ID = /^#?(\d{1,15})$/;

export interface TemplateRow {
  id: number;
  language: number;
  title: string;
  body: string;
  updatedAt: Date;
}

const templateColumns = {
  id: feedbackReplyTemplates.id,
  language: feedbackReplyTemplates.language,
  title: feedbackReplyTemplates.title,
  body: feedbackReplyTemplates.body,
  updatedAt: feedbackReplyTemplates.updatedAt,
};

export function createFeedbackInboxRepository(db: Executor) {
  const answered = exists(
    db
      .select({ one: sql`1` })
      .from(feedbackReplies)
      .where(eq(feedbackReplies.feedbackId, feedback.id)),
  );

  /**
   * The search: `text` (any case, % and _ taken literally) in the feedback, its contact or the
   * user's email, or the user with that id. A sequential scan: the inbox is small.
   */
  function matching(text: string): SQL | undefined {
    const pattern = `%${escapeLike(text)}%`;
    const id = USER_ID.exec(text)?.[1];
    return or(
      ilike(feedback.content, pattern),
      ilike(feedback.contact, pattern),
      exists(
        db
          .select({ one: sql`1` })
          .from(users)
          .where(and(eq(users.id, feedback.userId), ilike(users.email, pattern))),
      ),
      id === undefined ? undefined : eq(feedback.userId, Number(id)),
    );
  }

  function filters(query: InboxQuery): SQL | undefined {
    const state: Record<InboxQuery['status'], SQL | undefined> = {
      all: undefined,
      unanswered: and(isNull(feedback.closedAt), not(answered)),
      answered: and(isNull(feedback.closedAt), answered),
      closed: isNotNull(feedback.closedAt),
    };
    return and(
      state[query.status],
      query.type === undefined ? undefined : eq(feedback.type, query.type),
      query.language === undefined ? undefined : eq(feedback.language, query.language),
      query.q ? matching(query.q) : undefined,
    );
  }

  return {
    async page(query: InboxQuery): Promise<{ rows: FeedbackRow[]; total: number }> {
      const where = filters(query);
      const [total] = await db.select({ n: count() }).from(feedback).where(where);
      const rows = await db
        .select(feedbackColumns)
        .from(feedback)
        .where(where)
        .orderBy(
          sql`case when ${feedback.closedAt} is not null then 2 when ${answered} then 1 else 0 end`,
          sql`${feedback.createdAt} desc`,
          sql`${feedback.id} desc`,
        )
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      return { rows, total: total?.n ?? 0 };
    },

    /** Sets or clears closed_at; the row after, or undefined for an unknown id. */
    async setClosed(id: number, closedAt: Date | null): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .update(feedback)
        .set({ closedAt })
        .where(eq(feedback.id, id))
        .returning(feedbackColumns);
      return row;
    },

    async templates(language: number | undefined): Promise<TemplateRow[]> {
      return db
        .select(templateColumns)
        .from(feedbackReplyTemplates)
        .where(language === undefined ? undefined : eq(feedbackReplyTemplates.language, language))
        .orderBy(
          asc(feedbackReplyTemplates.language),
          asc(feedbackReplyTemplates.title),
          asc(feedbackReplyTemplates.id),
        );
    },

    async findTemplate(id: number): Promise<TemplateRow | undefined> {
      const rows = await db
        .select(templateColumns)
        .from(feedbackReplyTemplates)
        .where(eq(feedbackReplyTemplates.id, id))
        .limit(1);
      return rows[0];
    },

    async insertTemplate(input: TemplateInput, at: Date): Promise<TemplateRow> {
      const [row] = await db
        .insert(feedbackReplyTemplates)
        .values({ ...input, updatedAt: at })
        .returning(templateColumns);
      if (!row) throw new Error('template insert returned no row');
      return row;
    },

    async updateTemplate(id: number, input: TemplateInput, at: Date): Promise<TemplateRow | undefined> {
      const [row] = await db
        .update(feedbackReplyTemplates)
        .set({ ...input, updatedAt: at })
        .where(eq(feedbackReplyTemplates.id, id))
        .returning(templateColumns);
      return row;
    },

    async deleteTemplate(id: number): Promise<TemplateRow | undefined> {
      const [row] = await db
        .delete(feedbackReplyTemplates)
        .where(eq(feedbackReplyTemplates.id, id))
        .returning(templateColumns);
      return row;
    },
  };
}
export type FeedbackInboxRepository = ReturnType<typeof createFeedbackInboxRepository>;
