/** Dates and times in the console's language (Intl), the operator's own time zone. */
import { localeOf, type LanguageId } from '#shared/languages.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string | null | undefined, language: LanguageId): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = localeOf(language);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    formats.set(locale, format);
  }
  return format.format(date);
}

/** The operator's own time zone (the browser's), in which the console shows and takes times. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
