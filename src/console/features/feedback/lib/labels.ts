/**
 * How the inbox names a language (its own name). A feedback type's name is the console's
 * (`#console/lib/feedback-type.ts`): a person's page names types too.
 */
import { LANGUAGES } from '#shared/languages.ts';

export function languageName(id: number | null): string | undefined {
  return LANGUAGES.find((language) => language.id === id)?.name;
}

export const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.id, label: language.name }));
