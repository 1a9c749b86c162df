/**
 * antd-mobile's own texts (mask and close-button labels) in the interface language. Each
 * locale is a tiny chunk loaded on demand; imperative components read the default config.
 */
import { useEffect, useState } from 'react';
import { setDefaultConfig } from 'antd-mobile';
import { localeOf, type Locale } from '#shared/languages.ts';
import { useLocale } from '#web/stores/locale.ts';

export type AntdLocale = Parameters<typeof setDefaultConfig>[0]['locale'];

const loaders: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
  en: () => import('antd-mobile/es/locales/en-US'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  id: () => import('antd-mobile/es/locales/id-ID'),
};

/** The antd-mobile locale matching the current language (undefined until loaded). */
export function useAntdLocale(): AntdLocale | undefined {
  const languageId = useLocale((s) => s.languageId);
  const [locale, setLocale] = useState<AntdLocale>();
  useEffect(() => {
    let cancelled = false;
    loaders[localeOf(languageId)]()
      .then((module) => {
        if (cancelled) return;
        setDefaultConfig({ locale: module.default });
        setLocale(module.default);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [languageId]);
  return locale;
}
