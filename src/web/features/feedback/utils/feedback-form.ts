/** The feedback form's rules (shared with the server) as this app's message keys. */
import {
  checkFeedback,
  checkFeedbackField,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_FIELDS,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_IMAGES_MAX,
  type FeedbackField,
  type FeedbackType,
} from '#shared/contract/feedback.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_SUFFIXES } from '#shared/contract/upload.ts';
import type { MessageKey } from '#web/lib/i18n.ts';

export { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_IMAGES_MAX };

export interface FeedbackDraft {
  type: string;
  content: string;
  contact: string;
}

export type FeedbackFormCheck =
  | { ok: true; value: { type: FeedbackType; content: string; contact: string } }
  | { ok: false; field: FeedbackField; messageKey: MessageKey; max: number };

const MESSAGES = {
  type: {
    required: 'feedback.type_required',
    too_long: 'feedback.type_required',
    invalid: 'feedback.type_required',
  },
  content: {
    required: 'feedback.content_required',
    too_long: 'feedback.content_too_long',
    invalid: 'feedback.invalid_chars',
  },
  contact: {
    required: 'feedback.contact_required',
    too_long: 'feedback.contact_too_long',
    invalid: 'feedback.invalid_chars',
  },
} as const satisfies Record<FeedbackField, Record<'required' | 'too_long' | 'invalid', MessageKey>>;

const MAX: Record<FeedbackField, number> = {
  type: 0,
  content: FEEDBACK_CONTENT_MAX,
  contact: FEEDBACK_CONTACT_MAX,
};

export function validateFeedback(draft: FeedbackDraft): FeedbackFormCheck {
  const result = checkFeedback(draft);
  if (result.ok) return result;
  return {
    ok: false,
    field: result.field,
    messageKey: MESSAGES[result.field][result.problem],
    max: MAX[result.field],
  };
}

export type FieldErrors = Partial<Record<FeedbackField, { messageKey: MessageKey; max: number }>>;

/** Every field's problem at once, so the form can show all that is missing. */
export function feedbackFieldErrors(draft: FeedbackDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FEEDBACK_FIELDS) {
    const problem = checkFeedbackField(field, draft[field]);
    if (problem) errors[field] = { messageKey: MESSAGES[field][problem], max: MAX[field] };
  }
  return errors;
}

/** The field's 'at most N' error while its value is past the limit, else undefined. */
export function feedbackLengthError(
  field: FeedbackField,
  value: string,
): { messageKey: MessageKey; max: number } | undefined {
  return checkFeedbackField(field, value) === 'too_long'
    ? { messageKey: MESSAGES[field].too_long, max: MAX[field] }
    : undefined;
}

/** The picture types the server takes (decision 0064: JPEG, PNG or WebP). */
const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The picker's `accept`: those types and their suffixes (iOS hands a HEIC photo over as JPEG). */
export const FEEDBACK_IMAGE_ACCEPT = [...IMAGE_TYPES, ...UPLOAD_SUFFIXES.map((s) => `.${s}`)].join(',');

export type FeedbackImageProblem = 'format' | 'too_large';

/**
 * What is wrong with a picked picture before it is sent: a type the server does not take, or
 * more than UPLOAD_MAX_MB. A file without a declared type is judged by its suffix; the server
 * decodes the bytes and judges them again.
 */
export function checkFeedbackImage(file: Pick<File, 'type' | 'size' | 'name'>): FeedbackImageProblem | null {
  const suffix = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk =
    file.type === ''
      ? (UPLOAD_SUFFIXES as readonly string[]).includes(suffix)
      : IMAGE_TYPES.includes(file.type.toLowerCase());
  if (!typeOk) return 'format';
  if (file.size > UPLOAD_MAX_BYTES) return 'too_large';
  return null;
}
