/** How the inbox names a feedback type (in the interface language) and a language (its own name). */
import { FEEDBACK_TYPES, type FeedbackType } from '#shared/contract/feedback.ts';
import { LANGUAGES } from '#shared/languages.ts';
import type { Translate } from '#console/lib/i18n.ts';

export function typeLabel(t: Translate, type: string): string {
  return (FEEDBACK_TYPES as readonly string[]).includes(type)
    ? t(`feedback.type.${type as FeedbackType}`)
    : type;
}

export function languageName(id: number | null): string | undefined {
  return LANGUAGES.find((language) => language.id === id)?.name;
}

export const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.id, label: language.name }));
