/**
 * The release calendar's fill rule (issue 17): "release N episodes a day at HH:MM in time zone
 * Z from date D". Pure: episode numbers in, release instants out.
 *
 * Written by hand on Intl (about 30 lines) rather than with a date library: Node 20 has no
 * Temporal, and dayjs's timezone plugin (the one already in the console's bundle through antd)
 * resolves wall times inside a daylight-saving gap inconsistently. Here a wall time that does
 * not exist (02:30 on a spring-forward night) moves forward by the gap, and an ambiguous one
 * (the autumn hour that happens twice) takes the first, as most calendars do.
 */

export interface ReleasePlan {
  /** Episodes a day, 1 or more. */
  perDay: number;
  /** Wall-clock time in the zone, HH:MM (24 h). */
  time: string;
  /** An IANA time zone, e.g. Asia/Bangkok. */
  timeZone: string;
  /** The first day, YYYY-MM-DD, in the zone. */
  fromDate: string;
}

export type ReleasePlanProblem = 'per_day' | 'time' | 'time_zone' | 'from_date';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `ms`, in ms (east positive). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const n = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant of a wall-clock time in a zone (see the file's note for gaps and overlaps). */
export function zonedTimeToUtc(wallAsUtcMs: number, timeZone: string): number {
  // The offset a little before and a little after: equal except near a transition.
  const before = zoneOffsetMs(wallAsUtcMs - DAY_MS / 2, timeZone);
  const after = zoneOffsetMs(wallAsUtcMs + DAY_MS / 2, timeZone);
  const first = wallAsUtcMs - before;
  if (zoneOffsetMs(first, timeZone) === before) return first; // exists (first of two if ambiguous)
  const second = wallAsUtcMs - after;
  if (zoneOffsetMs(second, timeZone) === after) return second;
  // In a gap: the wall time does not exist; the instant the clock jumps past it.
  return wallAsUtcMs - before;
}

export function checkReleasePlan(plan: ReleasePlan): ReleasePlanProblem | undefined {
  if (!Number.isInteger(plan.perDay) || plan.perDay < 1 || plan.perDay > 100) return 'per_day';
  if (!TIME.test(plan.time)) return 'time';
  if (!isTimeZone(plan.timeZone)) return 'time_zone';
  const d = DATE.exec(plan.fromDate);
  if (!d) return 'from_date';
  const ms = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== plan.fromDate) return 'from_date';
  return undefined;
}

/**
 * Release instants for `count` episodes in order: the first `perDay` on the first day, the next
 * on the day after, and so on, each at the plan's wall time in its zone.
 */
export function releaseTimes(plan: ReleasePlan, count: number): Date[] {
  const problem = checkReleasePlan(plan);
  if (problem) throw new RangeError(`release plan: ${problem}`);
  const [, y, m, d] = DATE.exec(plan.fromDate) ?? [];
  const [, hh, mm] = TIME.exec(plan.time) ?? [];
  const out: Date[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor(i / plan.perDay);
    const wall = Date.UTC(Number(y), Number(m) - 1, Number(d) + day, Number(hh), Number(mm));
    out.push(new Date(zonedTimeToUtc(wall, plan.timeZone)));
  }
  return out;
}
