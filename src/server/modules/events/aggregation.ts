/**
 * The daily tables' recomputation (decision 0038): each UTC day from its events, in one
 * transaction (delete + insert), so a rerun, a retry after a kill or two workers at once
 * leave the same rows. The scheduled job (jobs/aggregate.job.ts) recomputes the recent days
 * and deletes raw events older than the retention; the console and tests may ask for any
 * range ("aggregate now").
 */
import type { UnitOfWork } from '../../unit-of-work.ts';

/** Today and the two days before: events flushed late, or a run missed, are caught up. */
export const RECENT_DAYS = 3;
/** The most days one "aggregate now" recomputes. */
export const MAX_AGGREGATE_DAYS = 400;
const DAY_MS = 86_400_000;

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every UTC day from `from` to `to` (YYYY-MM-DD, both included), at most MAX_AGGREGATE_DAYS. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end && days.length < MAX_AGGREGATE_DAYS; t += DAY_MS)
    days.push(utcDay(t));
  return days;
}

export function createAggregation(deps: {
  uow: UnitOfWork;
  now: () => number;
  retentionDays: number;
  /** This process's pending events, written first (the server's recorder). */
  beforeRun?: () => Promise<void>;
}) {
  const { uow, now } = deps;

  async function aggregate(from: string, to: string): Promise<string[]> {
    await deps.beforeRun?.();
    const days = daysBetween(from, to);
    for (const day of days) await uow.run((tx) => tx.events.aggregateDay(day, new Date(now())));
    return days;
  }

  return {
    aggregate,
    /**
     * The first UTC day whose raw events are all still there: the retention deletes those before
     * (now − retention), never later ones, so every event from this day on is kept.
     */
    keptSince(): string {
      return utcDay(Math.ceil((now() - deps.retentionDays * DAY_MS) / DAY_MS) * DAY_MS);
    },
    /** The scheduled run: the recent days, then the retention's delete. */
    async run(): Promise<{ days: string[]; before: string }> {
      const today = now();
      const days = await aggregate(utcDay(today - (RECENT_DAYS - 1) * DAY_MS), utcDay(today));
      const before = new Date(today - deps.retentionDays * DAY_MS);
      await uow.read.events.deleteBefore(before);
      return { days, before: before.toISOString() };
    },
  };
}
export type Aggregation = ReturnType<typeof createAggregation>;
