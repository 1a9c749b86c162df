/**
 * SQL of the viewer events (issue 18, decision 0038): the batched insert, the daily tables
 * recomputed from them (one UTC day at a time, delete + insert: run it in one transaction) and
 * the retention's delete.
 */
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { events, type EventKind } from '#db/schema/events.ts';

export interface EventRow {
  at: Date;
  userId: number;
  kind: EventKind;
  dramaId?: number | undefined;
  episode?: number | undefined;
  value?: number | undefined;
  extra?: Record<string, string | number> | undefined;
}

/** A paywall's "within the visit": an unlock this long after the locked sheet at most. */
export const VISIT_MINUTES = 30;
/** An episode counts as completed once a position of 90% of its length was reported. */
export const COMPLETED_PER_MILLE = 900;

/** The UTC day `day` (YYYY-MM-DD) as a half-open range of instants. */
export function dayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/** Rows per statement: a flush of a busy second stays one statement of a few hundred KB. */
export const INSERT_CHUNK = 5000;

export function createEventsRepository(db: Executor) {
  return {
    /**
     * Many events in one statement (the recorder's flush), or one per INSERT_CHUNK rows. The
     * rows travel as one JSON parameter: a builder's multi-row VALUES costs CPU per row and
     * parameter on every flush (about a tenth of an app open's CPU), one text costs nothing.
     */
    async insert(rows: readonly EventRow[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const batch = rows.slice(start, start + INSERT_CHUNK).map((r) => ({
          at: r.at.toISOString(),
          user_id: r.userId,
          kind: r.kind,
          drama_id: r.dramaId ?? null,
          episode: r.episode ?? null,
          value: r.value ?? 0,
          extra: r.extra ?? null,
        }));
        await db.execute(sql`
          insert into ${events} (at, user_id, kind, drama_id, episode, value, extra)
          select at, user_id, kind, drama_id, episode, value, extra
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
            as r(at timestamptz, user_id bigint, kind text, drama_id integer, episode integer,
                 value integer, extra jsonb)`);
      }
    },

    /** Recomputes the daily tables of one UTC day from its events (and its new users). */
    async aggregateDay(day: string, at: Date): Promise<void> {
      const { start, end } = dayRange(day);
      const inDay = sql`e.at >= ${start.toISOString()}::timestamptz and e.at < ${end.toISOString()}::timestamptz`;
      const count = (kind: EventKind) =>
        sql`(select count(*) from events e where ${inDay} and e.kind = ${kind})`;
      const sum = (kind: EventKind) =>
        sql`(select coalesce(sum(e.value), 0) from events e where ${inDay} and e.kind = ${kind})`;
      await db.execute(sql`delete from daily_metrics where day = ${day}::date`);
      await db.execute(sql`
        insert into daily_metrics (day, active_users, new_users, plays, watched_ms, revenue_cents,
          paying_users, topups_started, topups_paid, refunded_cents, invites_arrived,
          invites_registered, aggregated_at)
        select ${day}::date,
          (select count(distinct e.user_id) from events e where ${inDay}),
          (select count(*) from users u where u.created_at >= ${start.toISOString()}::timestamptz
             and u.created_at < ${end.toISOString()}::timestamptz),
          ${count('play_start')},
          (select coalesce(sum(w.pos), 0) from (select max(e.value) as pos from events e
             where ${inDay} and e.kind = 'progress' group by e.user_id, e.drama_id, e.episode) w),
          ${sum('paid')},
          (select count(distinct e.user_id) from events e where ${inDay} and e.kind = 'paid'),
          ${count('topup_started')}, ${count('paid')}, ${sum('refunded')},
          ${count('invite_arrived')}, ${count('invite_registered')},
          ${at.toISOString()}::timestamptz`);
      await db.execute(sql`delete from daily_revenue where day = ${day}::date`);
      await db.execute(sql`
        insert into daily_revenue (day, goods_id, channel, cents, orders)
        select ${day}::date, coalesce((e.extra->>'goods')::int, 0), coalesce(e.extra->>'channel', ''),
          sum(e.value), count(*)
        from events e where ${inDay} and e.kind = 'paid' group by 2, 3`);
      await db.execute(sql`delete from daily_series where day = ${day}::date`);
      await db.execute(sql`
        with e as (select * from events e where ${inDay} and e.drama_id is not null and e.episode is not null),
        views as (select drama_id, episode, count(distinct user_id) as n from e
          where kind = 'play_start' group by 1, 2),
        reached as (select drama_id, episode, user_id, max(value) as pos from e
          where kind = 'progress' group by 1, 2, 3),
        done as (select r.drama_id, r.episode, count(*) as n from reached r
          join episodes ep on ep.drama_id = r.drama_id and ep.number = r.episode
          where ep.duration_ms > 0 and r.pos * 1000 >= ep.duration_ms * ${COMPLETED_PER_MILLE}
          group by 1, 2),
        shown as (select drama_id, episode, count(distinct user_id) as n from e
          where kind = 'locked_shown' group by 1, 2),
        converted as (select l.drama_id, l.episode, count(distinct l.user_id) as n from e l
          where l.kind = 'locked_shown' and exists (select 1 from events u where u.kind = 'unlock'
            and u.user_id = l.user_id and u.drama_id = l.drama_id
            and u.episode <= l.episode and l.episode < u.episode + u.value
            and u.at >= l.at and u.at < l.at + ${VISIT_MINUTES} * interval '1 minute')
          group by 1, 2),
        keys as (select drama_id, episode from views union select drama_id, episode from done
          union select drama_id, episode from shown)
        insert into daily_series (day, drama_id, episode, viewers, completions, locked_shown, unlocked_in_visit)
        select ${day}::date, k.drama_id, k.episode, coalesce(v.n, 0), coalesce(d.n, 0),
          coalesce(s.n, 0), coalesce(c.n, 0)
        from keys k
        left join views v using (drama_id, episode) left join done d using (drama_id, episode)
        left join shown s using (drama_id, episode) left join converted c using (drama_id, episode)`);
    },

    /** Deletes raw events older than `before` (the retention). */
    async deleteBefore(before: Date): Promise<void> {
      await db.delete(events).where(lt(events.at, before));
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
