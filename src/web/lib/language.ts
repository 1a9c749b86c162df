/**
 * Which interface language applies (SPEC 9) and the user's own choice. The site language
 * `use_language` applies unless the switch flag is on and the user saved a language.
 */
import { chooseLanguage, type LanguageId } from '#shared/languages.ts';
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

export function saveLanguage(id: LanguageId): void {
  writeStorage(STORAGE_KEYS.language, String(id));
}

export function resolveLanguage(system: SystemLanguage): LanguageId {
  return chooseLanguage({
    siteLanguage: system.siteLanguage,
    switchEnabled: system.switchEnabled,
    saved: readSavedLanguage(),
  });
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
