/**
 * Numbers, dates and durations in the interface language (Intl, one cached formatter per
 * locale and style): plain counts (12,345), compact counts (1.2K, 1.2萬), clock times (1:05),
 * dates, relative times ("5 minutes ago", SPEC 9) and prices ("$1,234.56", SPEC 9). Counts and
 * prices follow the rules the server writes its texts with (#shared/number-format.ts), so a
 * number the web formats and one in a text from the server look alike on one screen.
 */
import { formatCountIn, formatMoneyIn } from '#shared/number-format.ts';

let compactFormatters: Map<string, Intl.NumberFormat> | undefined;

function compactFormat(locale: string): Intl.NumberFormat {
  compactFormatters ??= new Map();
  let format = compactFormatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormatters.set(locale, format);
  }
  return format;
}

/** 12345 → "12,345", or "12.345" in Indonesian (grouping as the language writes it). */
export function formatCount(value: number, locale: string): string {
  return formatCountIn(locale, value);
}

interface CompactUnits {
  /** Magnitudes, ascending, with their suffixes. */
  units: readonly (readonly [number, string])[];
  decimal: string;
}

const LATIN_COMPACT: CompactUnits = {
  units: [
    [1e3, 'K'],
    [1e6, 'M'],
    [1e9, 'B'],
    [1e12, 'T'],
  ],
  decimal: '.',
};

/** CLDR's short compact forms of the five interface languages (what Intl writes for them). */
const COMPACT: Record<string, CompactUnits> = {
  'zh-Hans': {
    units: [
      [1e4, '万'],
      [1e8, '亿'],
      [1e12, '万亿'],
    ],
    decimal: '.',
  },
  'zh-Hant': {
    units: [
      [1e4, '萬'],
      [1e8, '億'],
      [1e12, '兆'],
    ],
    decimal: '.',
  },
  en: LATIN_COMPACT,
  // CLDR gives Thai the same short forms as English.
  th: LATIN_COMPACT,
  // Indonesian puts a no-break space before the suffix.
  id: {
    units: [
      [1e3, '\u00a0rb'],
      [1e6, '\u00a0jt'],
      [1e9, '\u00a0M'],
      [1e12, '\u00a0T'],
    ],
    decimal: ',',
  },
};

/**
 * Play and favourite counts: 1234 → "1.2K" in English, 12345 → "1.2萬" in Traditional Chinese.
 * Whole counts below 10^15 in the five interface languages are written from the table above
 * (one decimal, rounded half up, carried to the next unit as Intl does): the first Intl object of
 * a page costs 30-120 ms of ICU start-up in Chromium, and these counts are on every card of the
 * first screen. Anything else goes to Intl.
 */
export function formatCompact(value: number, locale: string): string {
  const table = COMPACT[locale];
  if (!table || !Number.isSafeInteger(value) || value < 0 || value >= 1e15) {
    return compactFormat(locale).format(value);
  }
  const { units, decimal } = table;
  let index = units.length - 1;
  while (index >= 0 && value < (units[index]?.[0] ?? 0)) index--;
  if (index < 0) return String(value);
  let [unit, suffix] = units[index] ?? [1, ''];
  let tenths = Math.round(value / (unit / 10));
  const next = units[index + 1];
  if (next && tenths >= (next[0] / unit) * 10) {
    [unit, suffix] = next;
    tenths = Math.round(value / (unit / 10));
  }
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  return `${whole}${fraction === 0 ? '' : `${decimal}${fraction}`}${suffix}`;
}

/** Milliseconds as a clock: 65_000 → "1:05", 3_725_000 → "1:02:05". */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

const DATE_STYLES = {
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  monthDay: { month: 'numeric', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateTimeFormat(locale: string, style: keyof typeof DATE_STYLES): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = dateTimeFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_STYLES[style]);
    dateTimeFormatters.set(key, format);
  }
  return format;
}

/** Unix seconds as a date and time in the interface language: "Mar 5, 2026, 2:03 PM". */
export function formatDateTime(unixSeconds: number, locale: string): string {
  return dateTimeFormat(locale, 'datetime').format(new Date(unixSeconds * 1000));
}

/** Unix seconds as the day and month alone, as the language writes them: "12/1", "1/12". */
export function formatMonthDay(unixSeconds: number, locale: string): string {
  return dateTimeFormat(locale, 'monthDay').format(new Date(unixSeconds * 1000));
}

/** A calendar day "YYYY-MM-DD" as the interface language writes it ("Mar 5, 2026"); other text as is. */
export function formatDay(isoDay: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? isoDay : dateTimeFormat(locale, 'date').format(date);
}

// ---- Relative time (SPEC 9) ----------------------------------------------------------------

const JUST_NOW_S = 5 * 60;
const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
const RELATIVE_LIMIT_S = 30 * DAY_S;

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormatters.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, format);
  }
  return format;
}

/**
 * "When", as SPEC 9 says it: under 5 minutes `justNow` (the app's own words), then minutes,
 * hours and days ago (Intl, in the interface language) up to 30 days, then the date. A time
 * ahead of the device clock counts as just now.
 */
export function relativeTime(unixSeconds: number, nowMs: number, locale: string, justNow: string): string {
  const elapsed = Math.max(0, Math.floor(nowMs / 1000 - unixSeconds));
  if (elapsed < JUST_NOW_S) return justNow;
  if (elapsed < RELATIVE_LIMIT_S) {
    const format = relativeFormat(locale);
    if (elapsed < HOUR_S) return format.format(-Math.floor(elapsed / 60), 'minute');
    if (elapsed < DAY_S) return format.format(-Math.floor(elapsed / HOUR_S), 'hour');
    return format.format(-Math.floor(elapsed / DAY_S), 'day');
  }
  return dateTimeFormat(locale, 'date').format(new Date(unixSeconds * 1000));
}

/**
 * A time to come in the interface language (Intl): "in 5 minutes", "in 3 hours", "in 2 days"
 * (within 30 days), then the date and time. A time already past is "now".
 */
export function relativeFuture(unixSeconds: number, nowMs: number, locale: string): string {
  const ahead = Math.max(0, Math.ceil(unixSeconds - nowMs / 1000));
  const format = relativeFormat(locale);
  if (ahead < HOUR_S) return format.format(Math.ceil(ahead / 60), 'minute');
  if (ahead < DAY_S) return format.format(Math.round(ahead / HOUR_S), 'hour');
  if (ahead < RELATIVE_LIMIT_S) return format.format(Math.round(ahead / DAY_S), 'day');
  return dateTimeFormat(locale, 'datetime').format(new Date(unixSeconds * 1000));
}

// ---- Prices (SPEC 9) -----------------------------------------------------------------------

/**
 * SPEC 9's price format, 2 decimals with thousands grouped, in the interface language's own
 * separators (as the server's fat_price): 123456 cents → "1,234.56" ("1.234,56" in
 * Indonesian), with the currency when one is given: "$1,234.56", "US$1.234,56".
 */
export function formatPrice(cents: number, locale: string, currency?: string): string {
  return formatMoneyIn(locale, cents, currency);
}
