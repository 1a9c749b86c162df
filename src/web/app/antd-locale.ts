/**
 * antd-mobile's own texts (mask and close-button labels) in the interface language. Each
 * locale is a tiny chunk loaded on demand; imperative components read the default config.
 * Bootstrap loads the first one beside the language's messages (preloadAntdLocale), so the
 * first render has it: a locale arriving after that changed the providers' props above the
 * whole app, which rendered everything again in one blocking task.
 */
import { useEffect, useState } from 'react';
import { setDefaultConfig } from 'antd-mobile';
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import { useLocale } from '#web/stores/locale.ts';

export type AntdLocale = Parameters<typeof setDefaultConfig>[0]['locale'];

const loaders: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
  en: () => import('antd-mobile/es/locales/en-US'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  id: () => import('antd-mobile/es/locales/id-ID'),
};

/** The locales loaded so far, by locale. */
const loaded = new Map<Locale, AntdLocale>();

async function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  const known = loaded.get(locale);
  if (known) return known;
  const { default: value } = await loaders[locale]();
  loaded.set(locale, value);
  setDefaultConfig({ locale: value });
  return value;
}

/** Loads the locale of `languageId` ahead of the first render; a failure is retried by the hook. */
export function preloadAntdLocale(languageId: LanguageId): Promise<void> {
  return loadAntdLocale(localeOf(languageId)).then(
    () => undefined,
    () => undefined,
  );
}

/** The antd-mobile locale matching the current language (the previous one until it has loaded). */
export function useAntdLocale(): AntdLocale | undefined {
  const locale = localeOf(useLocale((s) => s.languageId));
  const [shown, setShown] = useState(() => loaded.get(locale));
  useEffect(() => {
    let cancelled = false;
    // Already loaded: resolves with the value shown, and setting the same state renders nothing.
    loadAntdLocale(locale)
      .then((value) => {
        if (!cancelled) setShown(value);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [locale]);
  return shown;
}
