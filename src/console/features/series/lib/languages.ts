/**
 * The five catalogue languages as the editor names them: each in its own script (an operator
 * looks for the language, not a translation of its name), and a short mark for small tags.
 */
import { LANGUAGES } from '#shared/languages.ts';
import type { ConsoleLocale } from '#shared/contract/console-catalogue.ts';

export function languageName(locale: ConsoleLocale): string {
  return LANGUAGES.find((language) => language.locale === locale)?.name ?? locale;
}

const SHORT: Record<ConsoleLocale, string> = {
  'zh-Hant': '繁',
  'zh-Hans': '简',
  en: 'EN',
  th: 'TH',
  id: 'ID',
};

export function languageMark(locale: ConsoleLocale): string {
  return SHORT[locale];
}
