/**
 * The console's texts: i18next with one flat JSON file per locale (STYLE rule 12), and with
 * each language antd's own texts (its locale) and dayjs's month and weekday names (the date
 * pickers). Only the active language is downloaded.
 *
 * `useT()` types keys by the console's own locale files: the viewer app declares i18next's
 * key type globally (src/web/lib/i18next-types.d.ts), so the console's `t` is re-typed here.
 */
import dayjs from 'dayjs';
import i18next from 'i18next';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd/es/locale/index.js';
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import type zhHant from '#console/locales/zh-Hant.json';

export type Messages = typeof zhHant;
export type MessageKey = keyof Messages;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface Pack {
  messages: Messages;
  antd: AntdLocale;
  /** dayjs's name of the locale; English is built in. */
  dayjs: string;
}

const unwrap = <T>(module: { default: T }): T => module.default;

/** Each language's console texts alone (the series preview shows a viewer's page in any of them). */
const messageLoaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => unwrap(await import('#console/locales/en.json')),
  'zh-Hans': async () => unwrap(await import('#console/locales/zh-Hans.json')),
  'zh-Hant': async () => unwrap(await import('#console/locales/zh-Hant.json')),
  th: async () => unwrap(await import('#console/locales/th.json')),
  id: async () => unwrap(await import('#console/locales/id.json')),
};

/** Typing each loader as Pack makes a key missing from any locale a compile error too. */
const loaders: Record<Locale, () => Promise<Pack>> = {
  en: async () => ({
    messages: await messageLoaders.en(),
    antd: unwrap(await import('antd/es/locale/en_US.js')),
    dayjs: 'en',
  }),
  'zh-Hans': async () => {
    await import('dayjs/locale/zh-cn.js');
    return {
      messages: await messageLoaders['zh-Hans'](),
      antd: unwrap(await import('antd/es/locale/zh_CN.js')),
      dayjs: 'zh-cn',
    };
  },
  'zh-Hant': async () => {
    await import('dayjs/locale/zh-tw.js');
    return {
      messages: await messageLoaders['zh-Hant'](),
      antd: unwrap(await import('antd/es/locale/zh_TW.js')),
      dayjs: 'zh-tw',
    };
  },
  th: async () => {
    await import('dayjs/locale/th.js');
    return {
      messages: await messageLoaders.th(),
      antd: unwrap(await import('antd/es/locale/th_TH.js')),
      dayjs: 'th',
    };
  },
  id: async () => {
    await import('dayjs/locale/id.js');
    return {
      messages: await messageLoaders.id(),
      antd: unwrap(await import('antd/es/locale/id_ID.js')),
      dayjs: 'id',
    };
  },
};

export interface ActiveLanguage {
  id: LanguageId;
  antd: AntdLocale;
}

let active: ActiveLanguage | undefined;
const listeners = new Set<() => void>();

let initialized: Promise<unknown> | undefined;
function ensureInitialized(locale: Locale): Promise<unknown> {
  initialized ??= i18next.use(initReactI18next).init({
    lng: locale,
    resources: {},
    partialBundledLanguages: true,
    // Every locale has every key (scripts/check-locales.ts): nothing to fall back to.
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return initialized;
}

/** Makes `id` the console's language: its texts, antd's, dayjs's, <html lang>. */
export async function applyLanguage(id: LanguageId): Promise<void> {
  const locale = localeOf(id);
  const pack = await loaders[locale]();
  await ensureInitialized(locale);
  addMessages(locale, pack.messages);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  dayjs.locale(pack.dayjs);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  active = { id, antd: pack.antd };
  for (const listener of listeners) listener();
}

/** The language every request names in its `language` header (English before any is applied). */
export function currentLanguageId(): LanguageId {
  return active?.id ?? 3;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The applied language (undefined until the first one has loaded). */
export function useActiveLanguage(): ActiveLanguage | undefined {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => active,
  );
}

/** The console's `t`, typed by its own keys; re-renders when the language changes. */
export function useT(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}

function addMessages(locale: Locale, messages: Messages): void {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', messages);
  }
}

/**
 * A `t` in another language than the interface's (loading its texts on first use); the
 * interface language's `t` until they are there.
 */
export function useTextsIn(locale: Locale): Translate {
  const own = useT();
  const [loaded, setLoaded] = useState<Locale | undefined>(() =>
    i18next.hasResourceBundle(locale, 'translation') ? locale : undefined,
  );
  useEffect(() => {
    let live = true;
    void messageLoaders[locale]().then((messages) => {
      addMessages(locale, messages);
      if (live) setLoaded(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded === locale ? (i18next.getFixedT(locale) as unknown as Translate) : own;
}

/** Outside React (the API client's own failures). */
export const translate: Translate = (key, values) => i18next.t(key as never, values ?? {});
