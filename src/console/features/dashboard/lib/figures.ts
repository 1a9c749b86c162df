/** Numbers of the dashboard in the console's language: counts, money (USD cents), shares. */
import { localeOf, type LanguageId } from '#shared/languages.ts';

export interface Figures {
  /** A dash for none (a figure that cannot be counted for the range). */
  count(value: number | null): string;
  money(cents: number | null): string;
  share(value: number | null): string;
}

export function figuresIn(language: LanguageId): Figures {
  const locale = localeOf(language);
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    count: (value) => (value === null ? '–' : count.format(value)),
    money: (cents) => (cents === null ? '–' : money.format(cents / 100)),
    share: (value) => (value === null ? '–' : share.format(value)),
  };
}

/** The last `days` UTC days, today included, as YYYY-MM-DD. */
export function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(now - (days - 1) * 86_400_000), to: day(now) };
}
