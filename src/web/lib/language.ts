/**
 * Which interface language applies (SPEC 9) and the user's own choice. The site language
 * `use_language` applies unless the switch flag is on and the user saved a language.
 */
import { chooseLanguage, isLanguageId, LANGUAGE_COOKIE, type LanguageId } from '#shared/languages.ts';
import type { SystemLanguage } from '#web/stores/session.ts';
import { applyLanguage } from './i18n.ts';
import { readStorage, writeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { loadSystemSettings } from './system-settings.ts';

export function readSavedLanguage(): number | undefined {
  const raw = readStorage(STORAGE_KEYS.language);
  if (raw === null || raw.trim() === '') return undefined;
  const id = Number(raw);
  return Number.isInteger(id) ? id : undefined;
}

/**
 * Mirrors the saved choice into a cookie, so that the server sends the page (boot data, home's
 * static first screen) in it (docs/decisions/0021). A year, renewed at every start.
 */
export function syncLanguageCookie(): void {
  const saved = readSavedLanguage();
  if (typeof document === 'undefined' || !isLanguageId(saved)) return;
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${saved}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies disabled: the client applies the language itself, after the first paint.
  }
}

export function saveLanguage(id: LanguageId): void {
  writeStorage(STORAGE_KEYS.language, String(id));
  syncLanguageCookie();
}

export function resolveLanguage(system: SystemLanguage): LanguageId {
  return chooseLanguage({
    siteLanguage: system.siteLanguage,
    switchEnabled: system.switchEnabled,
    saved: readSavedLanguage(),
  });
}

/**
 * The first visit asks for the language once (issue 15): only where the site lets the user
 * choose, and only while no language was chosen and the question was not answered or dismissed.
 */
export function shouldAskLanguage(system: SystemLanguage): boolean {
  return (
    system.switchEnabled &&
    !isLanguageId(readSavedLanguage()) &&
    readStorage(STORAGE_KEYS.languageAsked) !== '1'
  );
}

/** The first-visit question was answered or dismissed: it is not asked again. */
export function markLanguageAsked(): void {
  writeStorage(STORAGE_KEYS.languageAsked, '1');
}

/**
 * The user picked a language: remember it, switch the interface and the `language` header,
 * and reload the language-dependent system settings. User info is a query keyed by the
 * language, so it refetches by itself.
 */
export async function changeLanguage(id: LanguageId): Promise<void> {
  saveLanguage(id);
  await applyLanguage(id);
  await loadSystemSettings({ silent: true }).catch(() => undefined);
}
