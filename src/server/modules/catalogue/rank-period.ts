/** Days as the rankings count them (UTC dates) and the first day of each ranking period. */
import type { RankPeriod } from '#shared/contract/catalogue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<Exclude<RankPeriod, 'all'>, number> = { day: 1, week: 7, month: 30 };

export function dayString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first day a period's ranking counts at `nowMs` (undefined: all time). */
export function periodStart(period: RankPeriod, nowMs: number): string | undefined {
  if (period === 'all') return undefined;
  return dayString(nowMs - (PERIOD_DAYS[period] - 1) * DAY_MS);
}
