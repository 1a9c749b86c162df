/** Interface languages of SPEC 9: the numeric id travels in the `language` header. */

export const LANGUAGES = [
  { id: 1, locale: 'zh-Hans', name: '简体中文' },
  { id: 2, locale: 'zh-Hant', name: '繁體中文' },
  { id: 3, locale: 'en', name: 'English' },
  { id: 4, locale: 'th', name: 'ไทย' },
  { id: 5, locale: 'id', name: 'Bahasa Indonesia' },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]['id'];
export type Locale = (typeof LANGUAGES)[number]['locale'];

export const DEFAULT_LANGUAGE_ID: LanguageId = 2;
export const LOCALES: readonly Locale[] = LANGUAGES.map((l) => l.locale);

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'number' && LANGUAGES.some((l) => l.id === value);
}

/** Any header or setting value to a language id; 0, absent or unknown means Traditional Chinese. */
export function parseLanguageId(value: unknown): LanguageId {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isLanguageId(n) ? n : DEFAULT_LANGUAGE_ID;
}

export function localeOf(id: LanguageId): Locale {
  return LANGUAGES.find((l) => l.id === id)?.locale ?? 'zh-Hant';
}

export function languageIdOf(locale: string): LanguageId | undefined {
  return LANGUAGES.find((l) => l.locale === locale)?.id;
}

/**
 * SPEC 9: the site language `use_language` (0 or unset = Traditional Chinese) applies,
 * unless the switch flag `use_lanaguage_switch` is on and the user saved a language.
 */
export function chooseLanguage(input: {
  siteLanguage: unknown;
  switchEnabled: boolean;
  saved: unknown;
}): LanguageId {
  if (input.switchEnabled && isLanguageId(input.saved)) return input.saved;
  return parseLanguageId(input.siteLanguage);
}
