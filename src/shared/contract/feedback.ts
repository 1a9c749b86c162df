/**
 * Feedback with replies (issue 6; SPEC 1 and 5): a user leaves feedback (type, content,
 * contact, all required; the textarea holds at most 140 characters), sees their records with
 * the operator's replies, and an unread mark on replies they have not seen.
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { TEXTAREA_MAX } from '../constants.ts';
import { paged, pageRequest } from './envelope.ts';

/** The values of the feedback_type dictionary (labels: GET /comm/dictType/feedback_type). */
export const FEEDBACK_TYPES = ['playback', 'payment', 'account', 'suggestion', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** SPEC 5: textarea maximum 140 characters. */
export const FEEDBACK_CONTENT_MAX = TEXTAREA_MAX;
export const FEEDBACK_CONTACT_MAX = 100;
/** An operator's reply: longer than the user's textarea, still one message. */
export const FEEDBACK_REPLY_MAX = 2000;
/** Per user, through the rate-limit counters: enough for a real conversation, not for a flood. */
export const FEEDBACK_PER_HOUR = 10;
/**
 * Per address, accepted feedback only (a refused form does not count): room for the many
 * users a mobile carrier puts behind one address, still a ceiling for a flood of new accounts.
 */
export const FEEDBACK_PER_IP_HOUR = 300;

export type FeedbackField = 'type' | 'content' | 'contact';
export type FeedbackProblem = { field: FeedbackField; problem: 'required' | 'too_long' | 'invalid' };

/** Characters as people count them (code points: emoji and Thai count once). */
export function charCount(value: string): number {
  return [...value].length;
}

export const FEEDBACK_FIELDS = ['type', 'content', 'contact'] as const satisfies readonly FeedbackField[];

/** What is wrong with one field of the form (the value is trimmed first), or undefined. */
export function checkFeedbackField(
  field: FeedbackField,
  raw: string | undefined,
): FeedbackProblem['problem'] | undefined {
  const value = (raw ?? '').trim();
  if (value === '') return 'required';
  if (field === 'type') return (FEEDBACK_TYPES as readonly string[]).includes(value) ? undefined : 'invalid';
  const max = field === 'content' ? FEEDBACK_CONTENT_MAX : FEEDBACK_CONTACT_MAX;
  if (charCount(value) > max) return 'too_long';
  // Line breaks belong in the textarea; no other control characters anywhere.
  const control = field === 'content' ? /(?![\n\r\t])\p{Cc}/u : /\p{Cc}/u;
  return control.test(value) ? 'invalid' : undefined;
}

/**
 * The form's rules, the same on both sides: every field trimmed and required, content at most
 * 140 characters, contact at most 100, type one of the dictionary's values. Returns the
 * trimmed values or the first problem, in the order the form shows its fields.
 */
export function checkFeedback(raw: {
  type?: string | undefined;
  content?: string | undefined;
  contact?: string | undefined;
}):
  | { ok: true; value: { type: FeedbackType; content: string; contact: string } }
  | ({ ok: false } & FeedbackProblem) {
  for (const field of FEEDBACK_FIELDS) {
    const problem = checkFeedbackField(field, raw[field]);
    if (problem) return { ok: false, field, problem };
  }
  return {
    ok: true,
    value: {
      type: (raw.type ?? '').trim() as FeedbackType,
      content: (raw.content ?? '').trim(),
      contact: (raw.contact ?? '').trim(),
    },
  };
}

/**
 * POST /feedback/submit. Loose on purpose: the service checks the rules (checkFeedback) so a
 * missing field answers 601 with that field's 'please fill in' message, not a generic one.
 */
export const feedbackSubmitRequest = z.object({
  type: z.string().max(64).optional(),
  content: z.string().max(4000).optional(),
  contact: z.string().max(1000).optional(),
});
export type FeedbackSubmitRequest = z.infer<typeof feedbackSubmitRequest>;

export const feedbackReply = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
  /** 0 until the user has opened their records after this reply arrived. */
  is_read: z.union([z.literal(0), z.literal(1)]),
});
export type FeedbackReply = z.infer<typeof feedbackReply>;

export const feedbackItem = z.object({
  id: z.number().int(),
  type: z.string(),
  /** The type's label in the request's language. */
  type_label: z.string(),
  content: z.string(),
  contact: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
  /** Replies not read yet. */
  unread: z.number().int().nonnegative(),
  /** Oldest first, as a conversation reads. */
  replies: z.array(feedbackReply),
  /**
   * 1 once an operator closed it (answered or not): no reply is coming. Absent in answers of
   * servers older than this field, read as 0.
   */
  closed: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

/** POST /feedback/list: the user's feedback, newest first. */
export const feedbackListRequest = pageRequest.partial().nullish();
export const feedbackPage = paged(feedbackItem);
export type FeedbackPage = z.infer<typeof feedbackPage>;

/** POST /feedback/read: marks the replies of one feedback read; answers the remaining unread count. */
export const feedbackReadRequest = z.object({ feedback_id: numeric(z.number().int().positive()) });
export const feedbackUnreadData = z.object({ count: z.number().int().nonnegative() });
export type FeedbackUnreadData = z.infer<typeof feedbackUnreadData>;
