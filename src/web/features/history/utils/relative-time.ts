/**
 * "When" of a history row (SPEC 9): under 5 minutes "just now", then minutes, hours and
 * days ago up to 30 days, then the date. Words come from Intl in the interface language.
 */
const JUST_NOW_S = 5 * 60;
const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
const RELATIVE_LIMIT_S = 30 * DAY_S;

export function relativeTime(updatedAtS: number, nowMs: number, locale: string, justNow: string): string {
  const elapsed = Math.max(0, Math.floor(nowMs / 1000 - updatedAtS));
  if (elapsed < JUST_NOW_S) return justNow;
  if (elapsed < RELATIVE_LIMIT_S) {
    const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    if (elapsed < HOUR_S) return format.format(-Math.floor(elapsed / 60), 'minute');
    if (elapsed < DAY_S) return format.format(-Math.floor(elapsed / HOUR_S), 'hour');
    return format.format(-Math.floor(elapsed / DAY_S), 'day');
  }
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(updatedAtS * 1000),
  );
}
