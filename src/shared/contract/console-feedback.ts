/**
 * The feedback inbox in the console (issue 18): support and owners answer viewers' feedback.
 * JSON under /console-api in the console's envelope; every write audited in its transaction.
 *
 *   GET  /console-api/feedback?status=&type=&language=&q=&page=&size=   the inbox: open
 *                                                  unanswered first, then answered, closed last;
 *                                                  newest first; q finds text in the feedback, its
 *                                                  contact or the user's email, or a user id
 *   POST /console-api/feedback/:id/reply {body}    a reply, unread for the user (the same service
 *                                                  call as the CLI and /admin/api) → the item; a
 *                                                  closed one is open again (audited as reopen)
 *   POST /console-api/feedback/:id/close {closed}  closes (true) or reopens (false) → the item
 *   GET  /console-api/feedback/templates[?language=]    saved replies, by language then title
 *   POST /console-api/feedback/templates {templateInput}          create → the template
 *   POST /console-api/feedback/templates/:id {templateInput}      update → the template
 *   POST /console-api/feedback/templates/:id/delete
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { charCount, FEEDBACK_REPLY_MAX, FEEDBACK_TYPES, feedbackImage } from './feedback.ts';

/** unanswered: open without a reply; answered: open with one; closed: closed by an operator. */
export const INBOX_STATES = ['unanswered', 'answered', 'closed'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

const languageId = numeric(z.number().int().min(1).max(5));

/** The longest inbox search the server takes (characters as typed). */
export const INBOX_SEARCH_MAX = 100;

export const inboxQuery = z.object({
  status: z.enum(['all', ...INBOX_STATES]).default('all'),
  type: z.enum(FEEDBACK_TYPES).optional(),
  language: languageId.optional(),
  /** Text anywhere in the feedback, its contact or the user's email; or a user id (#123 too). */
  q: z.string().trim().max(INBOX_SEARCH_MAX).optional(),
  page: numeric(z.number().int().min(1).default(1)),
  size: numeric(z.number().int().min(1).max(100).default(20)),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inboxReply = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  /** Whether the user has opened it yet. */
  read: z.boolean(),
});

export const inboxItem = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  type: z.string(),
  content: z.string(),
  contact: z.string(),
  /** The language it was written in; null for feedback from before the inbox. */
  language: z.number().int().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  state: z.enum(INBOX_STATES),
  replies: z.array(inboxReply),
  /** Pictures the user sent with it (decision 0064), signed for the operator's session. */
  images: z.array(feedbackImage),
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxResponse = z.object({ items: z.array(inboxItem), total: z.number().int() });
export type InboxResponse = z.infer<typeof inboxResponse>;

/** The reply's rule (trimmed, 1..FEEDBACK_REPLY_MAX characters) is the service's, as for the CLI. */
export const replyInput = z.object({ body: z.string() });
export const closeInput = z.object({ closed: z.boolean() });

export const REPLY_TEMPLATE_TITLE_MAX = 60;

export const templateInput = z.object({
  language: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(REPLY_TEMPLATE_TITLE_MAX),
  body: z
    .string()
    .trim()
    .min(1)
    .refine((body) => charCount(body) <= FEEDBACK_REPLY_MAX, { message: 'too long' }),
});
export type TemplateInput = z.infer<typeof templateInput>;

export const replyTemplate = templateInput.extend({ id: z.number().int(), updated_at: z.string() });
export type ReplyTemplate = z.infer<typeof replyTemplate>;
export const templatesQuery = z.object({ language: languageId.optional() });
export const templatesResponse = z.object({ items: z.array(replyTemplate) });
export type TemplatesResponse = z.infer<typeof templatesResponse>;
