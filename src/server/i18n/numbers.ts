/**
 * The server's one way to put a number into a text for a request's language (the rules are
 * shared with the web: #shared/number-format.ts), so a package title, its bonus text, its price
 * and the web's own amounts next to them group digits the same way.
 */
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { formatCountIn, formatMoneyIn } from '#shared/number-format.ts';

/** A whole count: 5000 → "5,000" in English, "5.000" in Indonesian. */
export function countText(language: LanguageId, value: number): string {
  return formatCountIn(localeOf(language), value);
}

/** A price from integer cents: 499 USD → "$4.99" in English, "US$4,99" in Indonesian. */
export function priceText(language: LanguageId, cents: number, currency = 'USD'): string {
  return formatMoneyIn(localeOf(language), cents, currency);
}

/** "4.99" from 499 (a price on the wire, not in a text): exact, no float. */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
