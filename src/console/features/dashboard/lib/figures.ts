/** Numbers of the dashboard in the console's language: counts, money (USD cents), shares, days. */
import type { DailyRow } from '#shared/contract/console-stats.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';

const DAY_MS = 86_400_000;

export interface Figures {
  /** A dash for none (a figure that cannot be counted for the range). */
  count(value: number | null): string;
  money(cents: number | null): string;
  share(value: number | null): string;
  /** A UTC day (YYYY-MM-DD) short, for a chart's axis: month and day ("Nov 2", "11月2日"). */
  day(day: string): string;
  /** An instant in UTC, as the days are, its zone written ("Nov 20, 2026, 10:00 AM UTC"). */
  time(iso: string): string;
}

export function figuresIn(language: LanguageId): Figures {
  const locale = localeOf(language);
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  // The Gregorian calendar and UTC, as the table's days are written (see lib/format.ts).
  const day = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
    calendar: 'gregory',
  });
  // The zone written after the time: Intl's own zone names are long in some languages
  // ("3 นาฬิกา 13 นาที 59 วินาที UTC", "凌晨3:13:59 [UTC]").
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
    calendar: 'gregory',
  });
  return {
    count: (value) => (value === null ? '–' : count.format(value)),
    money: (cents) => (cents === null ? '–' : money.format(cents / 100)),
    share: (value) => (value === null ? '–' : share.format(value)),
    day: (value) => {
      const at = Date.parse(`${value}T00:00:00Z`);
      return Number.isNaN(at) ? value : day.format(at);
    },
    time: (iso) => {
      const at = Date.parse(iso);
      return Number.isNaN(at) ? iso : `${time.format(at)} UTC`;
    },
  };
}

/** The last `days` UTC days, today included, as YYYY-MM-DD. */
export function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(now - (days - 1) * DAY_MS), to: day(now) };
}

/**
 * A day the daily tables hold no row for: one the aggregation has not counted (the scheduled
 * job counts the last three days, "Recount now" any range). Its figures as a recount of a day
 * without events gives them: zeros, and no ARPPU or conversions (nothing to divide by).
 */
export function emptyDay(day: string): DailyRow {
  return {
    day,
    active_users: 0,
    new_users: 0,
    plays: 0,
    watched_ms: 0,
    minutes_watched: 0,
    revenue_cents: 0,
    paying_users: 0,
    arppu_cents: null,
    topups_started: 0,
    topups_paid: 0,
    topup_conversion: null,
    refunded_cents: 0,
    net_revenue_cents: 0,
    coin_revenue_cents: 0,
    vip_revenue_cents: 0,
    coin_orders: 0,
    vip_orders: 0,
    invites_arrived: 0,
    invites_registered: 0,
    invite_conversion: null,
  };
}

/** The range's days as the dashboard shows them (`everyDay`). */
export interface Days {
  /** Every day of the range, oldest first (the charts'; the table turns them round). */
  rows: DailyRow[];
  /** Days after the first counted one with no row: the aggregation has not counted them yet. */
  uncounted: number;
  /** Days before the range's first counted day: nothing recorded (0 when none is counted). */
  before: number;
  /** The range's first counted day, or null when the server has none. */
  firstDay: string | null;
}

/**
 * Every UTC day from `from` to `to` (both included), in order: the server's row for a day, or
 * an empty one (`emptyDay`) where it has none, so that the table and the charts show each day
 * of the range the same way before and after a recount. A day without a row after the range's
 * first counted day is one the aggregation has not counted yet (`uncounted`); one before it is
 * a day from before anything was recorded (a long range reaching back before the service ran),
 * not one waiting for a count (`before`).
 */
export function everyDay(rows: readonly DailyRow[], range: { from: string; to: string }): Days {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const all: DailyRow[] = [];
  let missing = 0;
  let before = 0;
  let firstDay: string | null = null;
  const end = Date.parse(`${range.to}T00:00:00Z`);
  for (let at = Date.parse(`${range.from}T00:00:00Z`); at <= end; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const row = byDay.get(day);
    if (row) {
      all.push(row);
      firstDay ??= day;
    } else {
      all.push(emptyDay(day));
      if (firstDay === null) before += 1;
      else missing += 1;
    }
  }
  // Nothing counted in the whole range: nothing tells the days before the service ran from
  // the ones waiting for a count (a recount tells).
  if (firstDay === null) return { rows: all, uncounted: before, before: 0, firstDay };
  return { rows: all, uncounted: missing, before, firstDay };
}

/**
 * A chart legend's order: its series as they are drawn (recharts sorts a legend by its names
 * otherwise, which changes with the language).
 */
export function drawnOrder(keys: readonly string[]): (item: { dataKey?: unknown }) => number {
  return (item) => keys.indexOf(String(item.dataKey));
}
