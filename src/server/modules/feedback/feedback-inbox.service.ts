/**
 * The console's feedback inbox (issue 18): the filtered list, the reply (through
 * feedback.service.ts `reply`, the same rule as the CLI and /admin/api: stored unread for the
 * user; a closed feedback replied to is open again), closing and reopening, and the saved reply
 * templates per language. Every write is audited in its transaction.
 */
import type { FeedbackImage } from '#shared/contract/feedback.ts';
import type {
  InboxItem,
  InboxQuery,
  InboxResponse,
  ReplyTemplate,
  TemplateInput,
  TemplatesResponse,
} from '#shared/contract/console-feedback.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import type { FeedbackRow, ReplyRow } from './feedback.repository.ts';
import { operatorFields, type FeedbackService } from './feedback.service.ts';
import type { TemplateRow } from './feedback-inbox.repository.ts';
import type { FeedbackImageService } from './feedback-image.service.ts';

function toItem(row: FeedbackRow, replies: readonly ReplyRow[], images: FeedbackImage[]): InboxItem {
  return {
    ...operatorFields(row),
    language: row.language,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    state: row.closedAt ? 'closed' : replies.length > 0 ? 'answered' : 'unanswered',
    replies: replies.map((r) => ({
      id: r.id,
      body: r.body,
      created_at: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
    images,
  };
}

function toTemplate(row: TemplateRow): ReplyTemplate {
  return {
    id: row.id,
    language: row.language,
    title: row.title,
    body: row.body,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createFeedbackInboxService(deps: {
  uow: UnitOfWork;
  audit: AuditService;
  feedback: FeedbackService;
  /** The pictures sent with feedback, signed anew for each answer (decision 0064). */
  images: FeedbackImageService;
  now: () => number;
}) {
  const { uow, audit } = deps;

  async function item(id: number): Promise<InboxItem> {
    const row = await uow.read.feedback.find(id);
    if (!row) throw new ApiError('recordNotFound');
    const images = await deps.images.ofFeedback([id]);
    return toItem(row, await uow.read.feedback.repliesOf([id]), images.get(id) ?? []);
  }

  async function existingTemplate(id: number): Promise<TemplateRow> {
    const row = await uow.read.feedbackInbox.findTemplate(id);
    if (!row) throw new ApiError('recordNotFound');
    return row;
  }

  return {
    async list(query: InboxQuery): Promise<InboxResponse> {
      const { rows, total } = await uow.read.feedbackInbox.page(query);
      const ids = rows.map((r) => r.id);
      const replies = await uow.read.feedback.repliesOf(ids);
      const images = await deps.images.ofFeedback(ids);
      return {
        items: rows.map((row) =>
          toItem(
            row,
            replies.filter((r) => r.feedbackId === row.id),
            images.get(row.id) ?? [],
          ),
        ),
        total,
      };
    },

    /**
     * The one reply rule (feedback.service.ts: a closed feedback replied to is open again, in the
     * reply's transaction), then the item as the inbox shows it.
     */
    async reply(actor: AuditActor, id: number, body: string): Promise<InboxItem> {
      if (!(await uow.read.feedback.find(id))) throw new ApiError('recordNotFound');
      await deps.feedback.reply(id, body, actor);
      return item(id);
    },

    /** Closes or reopens, audited; nothing if it is so already. */
    async setClosed(actor: AuditActor, id: number, closed: boolean): Promise<InboxItem> {
      await uow.run(async (tx) => {
        const before = await tx.feedback.find(id);
        if (!before) throw new ApiError('recordNotFound');
        if ((before.closedAt !== null) === closed) return;
        await tx.feedbackInbox.setClosed(id, closed ? new Date(deps.now()) : null);
        await audit.record(tx, actor, {
          action: closed ? 'close' : 'reopen',
          entity: 'feedback',
          entityId: id,
          before: { closed_at: before.closedAt },
          after: { closed },
        });
      });
      return item(id);
    },

    async templates(language: number | undefined): Promise<TemplatesResponse> {
      return { items: (await uow.read.feedbackInbox.templates(language)).map(toTemplate) };
    },

    async createTemplate(actor: AuditActor, input: TemplateInput): Promise<ReplyTemplate> {
      return uow.run(async (tx) => {
        const row = await tx.feedbackInbox.insertTemplate(input, new Date(deps.now()));
        await audit.record(tx, actor, {
          action: 'create',
          entity: 'reply_template',
          entityId: row.id,
          after: toTemplate(row),
        });
        return toTemplate(row);
      });
    },

    async updateTemplate(actor: AuditActor, id: number, input: TemplateInput): Promise<ReplyTemplate> {
      await existingTemplate(id);
      return uow.run(async (tx) => {
        const before = await tx.feedbackInbox.findTemplate(id);
        const row = await tx.feedbackInbox.updateTemplate(id, input, new Date(deps.now()));
        if (!before || !row) throw new ApiError('recordNotFound');
        await audit.record(tx, actor, {
          action: 'update',
          entity: 'reply_template',
          entityId: id,
          before: toTemplate(before),
          after: toTemplate(row),
        });
        return toTemplate(row);
      });
    },

    async deleteTemplate(actor: AuditActor, id: number): Promise<{ id: number }> {
      return uow.run(async (tx) => {
        const row = await tx.feedbackInbox.deleteTemplate(id);
        if (!row) throw new ApiError('recordNotFound');
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'reply_template',
          entityId: id,
          before: toTemplate(row),
        });
        return { id };
      });
    },
  };
}
export type FeedbackInboxService = ReturnType<typeof createFeedbackInboxService>;
