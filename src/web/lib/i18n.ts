/**
 * i18next with flat per-locale JSON files (STYLE rule 12). Only the active locale is
 * downloaded: each file is its own chunk, imported when that language is applied.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import type zhHant from '#web/locales/zh-Hant.json';
import { useLocale } from '#web/stores/locale.ts';

export type Messages = typeof zhHant;
export type MessageKey = keyof Messages;

/** Typing each loader as Messages makes a key missing from any locale a compile error too. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'zh-Hant': () => import('#web/locales/zh-Hant.json'),
  'zh-Hans': () => import('#web/locales/zh-Hans.json'),
  en: () => import('#web/locales/en.json'),
  th: () => import('#web/locales/th.json'),
  id: () => import('#web/locales/id.json'),
};

let initialized: Promise<unknown> | undefined;

function ensureInitialized(locale: Locale): Promise<unknown> {
  initialized ??= i18next.use(initReactI18next).init({
    lng: locale,
    resources: {},
    partialBundledLanguages: true,
    // Every locale has every key (scripts/check-locales.ts), so there is nothing to fall back to.
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return initialized;
}

/** Starts downloading a locale early (e.g. while the system settings load). */
export function preloadLanguage(id: LanguageId): void {
  loaders[localeOf(id)]().catch(() => undefined);
}

/**
 * Loads the messages of `id` into i18next without switching to it (the language sheet shows
 * its title in the language being picked, through `i18next.getFixedT(locale)`).
 */
export async function loadMessages(id: LanguageId): Promise<Locale> {
  const locale = localeOf(id);
  const messages = await loaders[locale]();
  await ensureInitialized(locale);
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', messages.default);
  }
  return locale;
}

/**
 * Makes `id` the interface language: loads its messages, switches i18next, sets <html lang>
 * and the language id that every API request carries.
 */
export async function applyLanguage(id: LanguageId): Promise<void> {
  const locale = await loadMessages(id);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  useLocale.getState().setLanguageId(id);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.querySelector('meta[name="description"]')?.setAttribute('content', i18next.t('app.description'));
  }
}

export { i18next };
