/**
 * How a number is written inside a sentence, one rule per interface language, for the server
 * (package titles, bonus texts, prices, ledger titles, invite rules) and the web (balances,
 * coin amounts, prices) alike: Intl in the language's own locale with Latin digits, so
 * Indonesian groups with dots ("5.000") and English, Thai and Chinese with commas ("5,000")
 * in every string of a screen, whichever side wrote it. Each side calls these through its
 * one formatter (server: i18n/numbers.ts, web: lib/format.ts).
 */

const cache = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * A whole count in a language: 12345 → "12,345" (en) or "12.345" (id). Below 1000 every
 * language writes the digits alone; those skip Intl, whose first use on a page costs Chromium
 * 30-120 ms of ICU start-up (episode counts and coin prices are on every card of home).
 */
export function formatCountIn(locale: string, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return cached(
    `count|${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0, numberingSystem: 'latn' }),
  ).format(value);
}

/**
 * Money from integer cents, two decimals, in a language: 123456 USD → "$1,234.56" (en),
 * "US$1,234.56" (zh, th), "US$1.234,56" (id); without a currency the amount alone.
 */
export function formatMoneyIn(locale: string, cents: number, currency?: string): string {
  const format = cached(
    `money|${locale}|${currency ?? ''}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        numberingSystem: 'latn',
        ...(currency ? { style: 'currency', currency } : {}),
      }),
  );
  const amount = Number.isFinite(cents) ? Math.round(cents) / 100 : 0;
  return format.format(amount === 0 ? 0 : amount);
}
