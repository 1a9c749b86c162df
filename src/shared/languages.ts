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

/**
 * The cookie that carries the user's chosen language id to the server, so that the page it
 * sends (boot data and home's static first screen, decisions 0006 and 0011) is already in that
 * language. localStorage stays the source of truth on the client; the cookie mirrors it.
 */
export const LANGUAGE_COOKIE = 'enjoy_language';

/** The language id in a Cookie header, when it names one of the five. */
export function languageFromCookie(header: string | undefined): LanguageId | undefined {
  if (!header) return undefined;
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header);
  const id = Number(match?.[1]?.trim());
  return isLanguageId(id) ? id : undefined;
}

/** Chinese regions written in Simplified characters (any other Chinese tag reads Traditional). */
const SIMPLIFIED_REGIONS = new Set(['cn', 'sg', 'my']);

function languageOfTag(tag: string): LanguageId | undefined {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  switch (parts[0]) {
    case 'th':
      return 4;
    case 'id':
    case 'in': // the old code of Indonesian, still sent by some Android browsers
      return 5;
    case 'en':
      return 3;
    case 'zh': {
      const rest = parts.slice(1);
      if (rest.includes('hant')) return 2;
      if (rest.includes('hans') || rest.some((part) => SIMPLIFIED_REGIONS.has(part))) return 1;
      return 2; // zh alone, zh-TW, zh-HK, zh-MO and the rest
    }
    default:
      return undefined;
  }
}

/**
 * The browser's preferred language among the five (navigator.languages, in order): th*, id*
 * or in*, en*, Simplified for zh-Hans, zh-CN, zh-SG and zh-MY, Traditional for any other
 * Chinese tag; nothing that matches means Traditional Chinese, the default.
 */
export function browserLanguage(languages: readonly string[]): LanguageId {
  for (const tag of languages) {
    const id = languageOfTag(tag);
    if (id !== undefined) return id;
  }
  return DEFAULT_LANGUAGE_ID;
}
