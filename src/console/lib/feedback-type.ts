/**
 * A feedback type in the operator's language, wherever the console names one: the inbox, its
 * filter, a person's Feedback tab. An unknown one (a newer server's) shows as stored.
 */
import { FEEDBACK_TYPES } from '#shared/contract/feedback.ts';
import type { MessageKey, Translate } from './i18n.ts';

export function feedbackTypeLabel(t: Translate, type: string): string {
  const known = FEEDBACK_TYPES.find((k) => k === type);
  return known ? t(`feedback.type.${known}` satisfies MessageKey) : type;
}
