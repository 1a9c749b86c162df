/**
 * Numbers and durations in the interface language (Intl, one cached formatter per locale and
 * style): plain counts (12,345), compact counts (1.2K, 1.2萬) and clock times (1:05).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, style: 'plain' | 'compact'): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      style === 'compact' ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: 0 },
    );
    formatters.set(key, format);
  }
  return format;
}

/** 12345 → "12,345" (grouping as the locale writes it). */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, 'plain').format(value);
}

/** Play and favourite counts: 1234 → "1.2K" in English, 12345 → "1.2萬" in Traditional Chinese. */
export function formatCompact(value: number, locale: string): string {
  return numberFormat(locale, 'compact').format(value);
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
