/**
 * The five languages as the console names them beside content (the series editor's texts and
 * preview, the package card's preview): each in its own script (an operator looks for the
 * language, not a translation of its name), and a short mark for small tags and switches.
 */
import { LANGUAGES, type Locale } from '#shared/languages.ts';

export function languageName(locale: Locale): string {
  return LANGUAGES.find((language) => language.locale === locale)?.name ?? locale;
}

const SHORT: Record<Locale, string> = {
  'zh-Hant': '繁',
  'zh-Hans': '简',
  en: 'EN',
  th: 'TH',
  id: 'ID',
};

export function languageMark(locale: Locale): string {
  return SHORT[locale];
}
