/**
 * The console's interface language: the operator's choice (the header's picker), remembered in
 * this browser; before any choice, the first of the browser's languages the console speaks.
 * The language id travels in the `language` header, so the server's messages match the screen.
 */
import { isLanguageId, LANGUAGES, type LanguageId } from '#shared/languages.ts';

export const LANGUAGE_STORAGE_KEY = 'console.language';
/** Nothing chosen and no browser language we speak: English. */
export const FALLBACK_LANGUAGE: LanguageId = 3;

/** A BCP 47 tag (zh-TW, zh-Hant-HK, zh-CN, en-GB, th, in) to one of the five, if any. */
export function languageOfTag(tag: string): LanguageId | undefined {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [primary = '', ...rest] = parts;
  if (primary === 'zh') {
    if (rest.includes('hant')) return 2;
    if (rest.includes('hans')) return 1;
    // Regions: Taiwan, Hong Kong and Macao write Traditional Chinese; the rest Simplified.
    return rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo') ? 2 : 1;
  }
  if (primary === 'in') return 5; // the old code of Indonesian, still sent by some systems
  return LANGUAGES.find((language) => language.locale === primary)?.id;
}

/** The first of the browser's languages that the console speaks. */
export function languageOfBrowser(tags: readonly string[]): LanguageId {
  for (const tag of tags) {
    const id = languageOfTag(tag);
    if (id !== undefined) return id;
  }
  return FALLBACK_LANGUAGE;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readSavedLanguage(): LanguageId | undefined {
  try {
    const saved = Number(storage()?.getItem(LANGUAGE_STORAGE_KEY));
    return isLanguageId(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function saveLanguage(id: LanguageId): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, String(id));
  } catch {
    // Storage disabled: the choice lasts until the page is closed.
  }
}

/** The language to start in: the saved choice, else the browser's. */
export function initialLanguage(): LanguageId {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return readSavedLanguage() ?? languageOfBrowser(browser.filter(Boolean));
}
