/**
 * The dashboard's range as the address asks for it (?from=&to=, UTC days): the range itself,
 * or why it cannot be shown (the server reads at most STATS_MAX_DAYS days, from an earlier day
 * to a later one). No range asked for is not a problem: the default is shown.
 */
import { STATS_MAX_DAYS, statsDay } from '#shared/contract/console-stats.ts';

export type RangeProblem = 'invalid' | 'reversed' | 'too_long';

const DAY_MS = 86_400_000;

export function rangeProblem(from: string | null, to: string | null): RangeProblem | undefined {
  if (from === null && to === null) return undefined;
  if (!statsDay.safeParse(from).success || !statsDay.safeParse(to).success) return 'invalid';
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (span < 0) return 'reversed';
  return span < STATS_MAX_DAYS ? undefined : 'too_long';
}

/** Whether a day may end (or start) a range that begins (or ends) on `other`: at most the longest range. */
export function withinLongest(day: string, other: string): boolean {
  const span = Math.abs(Date.parse(`${day}T00:00:00Z`) - Date.parse(`${other}T00:00:00Z`)) / DAY_MS;
  return span < STATS_MAX_DAYS;
}
