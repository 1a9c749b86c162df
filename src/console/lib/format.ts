/**
 * Dates, times and numbers in the console's language (Intl), the operator's own time zone:
 * a full date, a time from now ("3 minutes ago", "in 23 hours"), a count, money.
 */
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { formatMoneyIn } from '#shared/number-format.ts';

/**
 * The Gregorian calendar in every language: the console's pickers, tables and charts write
 * 2026-11-28, so its texts must not say 2569 (Thai's default, the Buddhist era) beside them.
 */
const GREGORY = 'gregory';

/** One formatter per language, made on first use (Intl's constructors are the slow part). */
function perLanguage<F>(make: (locale: string) => F): (language: LanguageId) => F {
  const made = new Map<string, F>();
  return (language) => {
    const locale = localeOf(language);
    let format = made.get(locale);
    if (!format) {
      format = make(locale);
      made.set(locale, format);
    }
    return format;
  };
}

const dateTimes = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', calendar: GREGORY }),
);
const hourSpans = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', calendar: GREGORY }),
);
const counts = perLanguage((locale) => new Intl.NumberFormat(locale));
const relatives = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

export function formatDateTime(iso: string | null | undefined, language: LanguageId): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimes(language).format(date);
}

/**
 * When a person was last active, as the server knows it: between `iso` and `stepMs` later
 * (a session's last_seen_at moves at most once a step). `recent` when that span reaches now;
 * otherwise the span in words ("Nov 28, 2026, 7:00 – 8:00 AM"). '' when unreadable.
 */
export function formatSeen(
  iso: string | null | undefined,
  language: LanguageId,
  stepMs: number,
  now: number = Date.now(),
): { recent: boolean; text: string } {
  const at = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(at)) return { recent: false, text: '' };
  if (now - at < stepMs) return { recent: true, text: '' };
  return { recent: false, text: hourSpans(language).formatRange(new Date(at), new Date(at + stepMs)) };
}

/** The operator's own time zone (the browser's), in which the console shows and takes times. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A count as the language writes it ("1,234", "1.234"). */
export function formatNumber(value: number, language: LanguageId): string {
  return counts(language).format(value);
}

/** Money from integer cents as the language writes it: "$1,234.56" (en), "US$1.234,56" (id). */
export function formatMoney(cents: number, currency: string, language: LanguageId): string {
  return formatMoneyIn(localeOf(language), cents, currency);
}

/** The largest unit that fits, with its length in seconds (a month as 30 days). */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** How far `iso` is from `now`, in words: "5 minutes ago", "in 23 hours", "now"; '' when unreadable. */
export function formatRelative(iso: string, language: LanguageId, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  const [unit, length] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return relatives(language).format(Math.trunc(seconds / length), unit);
}
