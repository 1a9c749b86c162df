/**
 * Feedback with replies (issue 6): users leave feedback (the rules of checkFeedback, and at
 * most FEEDBACK_PER_HOUR an hour each), read their records with the operator's replies and
 * mark them read; the operator lists feedback and replies (scripts/admin.ts and /admin/api).
 */
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_PER_HOUR,
  FEEDBACK_PER_IP_HOUR,
  FEEDBACK_REPLY_MAX,
  charCount,
  checkFeedback,
  type FeedbackField,
  type FeedbackImage,
  type FeedbackItem,
  type FeedbackPage,
  type FeedbackSubmitRequest,
} from '#shared/contract/feedback.ts';
import type { LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import type { ServerMessageKey } from '../../i18n/messages.ts';
import { feedbackTypeLabel } from '../dict/dict.content.ts';
import type { RateLimitRepository } from '../rate-limit/rate-limit.repository.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import type { FeedbackRow, ReplyRow } from './feedback.repository.ts';
import type { FeedbackImageService } from './feedback-image.service.ts';

const HOUR_MS = 3_600_000;

const MESSAGES: Record<FeedbackField, Record<'required' | 'too_long' | 'invalid', ServerMessageKey>> = {
  type: {
    required: 'feedback_type_required',
    too_long: 'feedback_type_invalid',
    invalid: 'feedback_type_invalid',
  },
  content: {
    required: 'feedback_content_required',
    too_long: 'feedback_content_too_long',
    invalid: 'feedback_content_invalid',
  },
  contact: {
    required: 'feedback_contact_required',
    too_long: 'feedback_contact_too_long',
    invalid: 'feedback_contact_invalid',
  },
};

const MAX_OF: Record<FeedbackField, number> = {
  type: 0,
  content: FEEDBACK_CONTENT_MAX,
  contact: FEEDBACK_CONTACT_MAX,
};

/** What the operator sees of one feedback. */
export interface OperatorFeedback {
  id: number;
  user_id: number;
  type: string;
  content: string;
  contact: string;
  /** Unix seconds. */
  created_at: number;
  replies: { id: number; body: string; created_at: number; is_read: 0 | 1 }[];
}

/** What every operator's view of a feedback shows (the CLI's, /admin/api's, the console's). */
export function operatorFields(row: FeedbackRow) {
  return { id: row.id, user_id: row.userId, type: row.type, content: row.content, contact: row.contact };
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function toReply(r: ReplyRow) {
  return { id: r.id, body: r.body, created_at: seconds(r.createdAt), is_read: r.readAt ? 1 : 0 } as const;
}

function groupReplies(replies: readonly ReplyRow[]): Map<number, ReplyRow[]> {
  const byFeedback = new Map<number, ReplyRow[]>();
  for (const reply of replies) {
    const list = byFeedback.get(reply.feedbackId) ?? [];
    list.push(reply);
    byFeedback.set(reply.feedbackId, list);
  }
  return byFeedback;
}

export function createFeedbackService(deps: {
  uow: UnitOfWork;
  rateLimits: RateLimitRepository;
  audit: AuditService;
  /** The pictures sent with feedback (decision 0064). */
  images: FeedbackImageService;
}) {
  const repo = deps.uow.read.feedback;

  function toItem(
    row: FeedbackRow,
    replies: readonly ReplyRow[],
    language: LanguageId,
    images: FeedbackImage[],
  ): FeedbackItem {
    return {
      id: row.id,
      type: row.type,
      type_label: feedbackTypeLabel(language, row.type),
      content: row.content,
      contact: row.contact,
      created_at: seconds(row.createdAt),
      unread: replies.filter((r) => r.readAt === null).length,
      replies: replies.map(toReply),
      closed: row.closedAt ? 1 : 0,
      images,
    };
  }

  function toOperator(row: FeedbackRow, replies: readonly ReplyRow[]): OperatorFeedback {
    return {
      ...operatorFields(row),
      created_at: seconds(row.createdAt),
      replies: replies.map(toReply),
    };
  }

  return {
    /** `ip`: the sender's address, for the per-address limit (accepted feedback only). */
    async submit(
      userId: number,
      language: LanguageId,
      body: FeedbackSubmitRequest,
      ip: string,
    ): Promise<FeedbackItem> {
      // SPEC names content and contact only: a client that sends no type files it under "other";
      // the app's form asks for one (an empty choice is still refused).
      const checked = checkFeedback({ ...body, type: body.type ?? 'other' });
      if (!checked.ok) {
        throw new ApiError(
          'validation',
          { max: MAX_OF[checked.field] },
          MESSAGES[checked.field][checked.problem],
        );
      }
      // Pictures checked before anything is written or counted (attached in the transaction below).
      const ids = body.images ?? [];
      await deps.images.checkSendable(userId, ids);
      // Counted once the form is valid: a user correcting a field is not flooding. The address
      // counts only what its users' own limits let through, so one user's refused flood does
      // not use up the allowance of everybody behind the same carrier address.
      const window = await deps.rateLimits.hit(`feedback:user:${userId}`, HOUR_MS);
      if (window.count > FEEDBACK_PER_HOUR) throw new ApiError('rateLimited').retryAfter(window.ttlMs / 1000);
      const address = await deps.rateLimits.hit(`feedback:ip:${ip}`, HOUR_MS);
      if (address.count > FEEDBACK_PER_IP_HOUR) {
        throw new ApiError('rateLimited').retryAfter(address.ttlMs / 1000);
      }
      // The feedback and its pictures together or not at all.
      const row = await deps.uow.run(async (tx) => {
        const inserted = await tx.feedback.insert(userId, { ...checked.value, language });
        await deps.images.attach(tx, inserted.id, userId, ids);
        return inserted;
      });
      const images = ids.length === 0 ? [] : ((await deps.images.ofFeedback([row.id])).get(row.id) ?? []);
      return toItem(row, [], language, images);
    },

    async list(userId: number, language: LanguageId, page: number, pageSize: number): Promise<FeedbackPage> {
      const { rows, total } = await repo.pageOfUser(userId, page, pageSize);
      const ids = rows.map((r) => r.id);
      const replies = groupReplies(await repo.repliesOf(ids));
      const images = await deps.images.ofFeedback(ids);
      return {
        list: rows.map((row) => toItem(row, replies.get(row.id) ?? [], language, images.get(row.id) ?? [])),
        total,
        page,
        page_size: pageSize,
      };
    },

    /** Marks one feedback's replies read; answers the user's remaining unread count. */
    async markRead(userId: number, feedbackId: number): Promise<{ count: number }> {
      if (!(await repo.markRead(userId, feedbackId))) throw new ApiError('recordNotFound');
      return { count: await repo.unreadCount(userId) };
    },

    async unreadCount(userId: number): Promise<{ count: number }> {
      return { count: await repo.unreadCount(userId) };
    },

    // ---- The operator ----------------------------------------------------------------------

    async operatorList(options: { unanswered?: boolean; limit?: number; offset?: number } = {}) {
      const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500);
      const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
      const { rows, total } = await repo.pageForOperator({
        unanswered: options.unanswered === true,
        limit,
        offset,
      });
      const replies = groupReplies(await repo.repliesOf(rows.map((r) => r.id)));
      return { list: rows.map((row) => toOperator(row, replies.get(row.id) ?? [])), total, limit, offset };
    },

    /**
     * Stores a reply, unread, with its audit row (`actor`: who replied). Throws notFound for an
     * unknown feedback, validation for a bad body.
     */
    async reply(feedbackId: number, rawBody: string, actor: AuditActor): Promise<OperatorFeedback> {
      const body = rawBody.trim();
      if (body === '' || charCount(body) > FEEDBACK_REPLY_MAX) {
        throw new ApiError('validation', { field: 'body' }, 'validation_field');
      }
      // The operator's REST-style API answers an unknown feedback with HTTP 404.
      if (!Number.isSafeInteger(feedbackId) || feedbackId <= 0) throw new ApiError('notFound');
      return deps.uow.run(async (tx) => {
        const row = await tx.feedback.find(feedbackId);
        if (!row) throw new ApiError('notFound');
        const reply = await tx.feedback.addReply(feedbackId, body);
        await deps.audit.record(tx, actor, {
          action: 'reply',
          entity: 'feedback',
          entityId: feedbackId,
          after: { reply_id: reply.id, body },
        });
        // A reply to a closed feedback opens it again: the conversation goes on (answered).
        if (row.closedAt !== null) {
          await tx.feedbackInbox.setClosed(feedbackId, null);
          await deps.audit.record(tx, actor, {
            action: 'reopen',
            entity: 'feedback',
            entityId: feedbackId,
            before: { closed_at: row.closedAt },
            after: { closed: false, by: 'reply' },
          });
        }
        return toOperator({ ...row, closedAt: null }, await tx.feedback.repliesOf([feedbackId]));
      });
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
