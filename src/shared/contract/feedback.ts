/**
 * Feedback with replies (issue 6; SPEC 1 and 5): a user leaves feedback (type, content,
 * contact, all required; the textarea holds at most 140 characters), sees their records with
 * the operator's replies, and an unread mark on replies they have not seen.
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { TEXTAREA_MAX } from '../constants.ts';
import { paged, pageRequest } from './envelope.ts';
import { uploadData } from './upload.ts';

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

/**
 * Pictures with feedback (decision 0064): a screenshot of a charge, an error, a frozen frame.
 * POST /feedback/image (multipart, field `file`, bearer token) stores one for its uploader and
 * answers its id (`fileName`) and a signed address to show it; the submit names the ids.
 */
export const FEEDBACK_IMAGES_MAX = 3;
/** Uploaded and not sent yet, per user: a form's worth a few times over, not a disk filler. */
export const FEEDBACK_IMAGES_PENDING_MAX = 12;
/** An uploaded picture not sent with feedback within this time is deleted. */
export const FEEDBACK_IMAGE_PENDING_MS = 24 * 60 * 60 * 1000;
/** The stored copy: WebP, metadata left behind, its longer side at most this many pixels. */
export const FEEDBACK_IMAGE_SIDE = 1600;
/** How long a picture's signed address opens it (an upload's answer, a list's items). */
export const FEEDBACK_IMAGE_URL_TTL_S = 60 * 60;
/** A picture's id: 32 lowercase hex characters (random, not derived from the bytes). */
export const FEEDBACK_IMAGE_ID_RE = /^[0-9a-f]{32}$/;

/** POST /feedback/image answer: SPEC 3's upload result (`fileName` is the id) and its size. */
export const feedbackImageUpload = uploadData.extend({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type FeedbackImageUpload = z.infer<typeof feedbackImageUpload>;

/**
 * When a picture's signed address `/uploads/feedback/<exp>.<sig>/<id>.webp` stops opening it
 * (Unix seconds), or undefined for an address of another shape.
 */
export function feedbackImageUrlExpiry(url: string): number | undefined {
  const match = /\/(\d{1,12})\.[A-Za-z0-9_-]+\/[^/]+$/.exec(url);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** A picture sent with feedback, as lists show it. */
export const feedbackImage = z.object({
  id: z.string(),
  /** Signed, for FEEDBACK_IMAGE_URL_TTL_S from the answer; a later list signs it again. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type FeedbackImage = z.infer<typeof feedbackImage>;

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
  /**
   * Ids of pictures this user uploaded and has not sent yet, at most FEEDBACK_IMAGES_MAX, each
   * once (the service refuses more, a repeat, or one that is not theirs or is gone: 601).
   */
  images: z.array(z.string().max(64)).max(20).optional(),
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
  /** Pictures sent with it, in the order sent. Absent in answers of older servers: none. */
  images: z.array(feedbackImage).optional(),
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
