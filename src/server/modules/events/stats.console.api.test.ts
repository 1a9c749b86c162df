/**
 * Events → daily tables → the dashboard through /console-api (issue 18, decision 0038): events
 * buffered and written in one insert, the aggregation idempotent per UTC day, retention, the
 * job queue's single waiting run, roles, bad ranges, and the CSV download. The whole journey
 * from real viewer calls is in scripts/demo-traffic.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dailyStats, revenueStats } from '#shared/contract/console-stats.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { OPERATOR_COOKIE } from '../../plugins/operator-session.ts';
import { schedulePeriodic } from '../../jobs/periodic.job.ts';
import { QUEUES, startJobQueue } from '../../jobs/queue.ts';

const clock = testClock(Date.parse('2026-11-26T23:50:00Z'));
let t: TestApp;
let owner: ConsoleSession;
let editor: ConsoleSession;
let support: ConsoleSession;
const DAY = '2026-11-26';

const call = (path: string, session = editor) => consoleCall(t.app, 'GET', path, { session });
const count = async (table: string) => {
  const res = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
};

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now, env: { PROGRESS_FLUSH_MS: '60000' } });
  ({ owner, editor, support } = await setUpConsoleTeam(t.app, clock));
});
afterAll(async () => {
  await t.close();
});

describe('events and the daily tables', () => {
  it('buffers events and writes them in one statement', async () => {
    const { record } = t.app.services.events;
    const before = t.app.services.events.stats();
    record({ kind: 'app_open', userId: 1 });
    record({ kind: 'app_open', userId: 2 });
    record({ kind: 'topup_started', userId: 1, value: 499, extra: { goods: 1, channel: 'sandbox' } });
    record({ kind: 'topup_started', userId: 2, value: 999, extra: { goods: 2, channel: 'sandbox' } });
    record({ kind: 'paid', userId: 1, value: 499, extra: { goods: 1, channel: 'sandbox' } });
    record({ kind: 'invite_arrived', userId: 2 });
    expect(await count('events')).toBe(0);
    await t.app.services.events.flush();
    expect(await count('events')).toBe(6);
    const after = t.app.services.events.stats();
    expect(after.writes - before.writes).toBe(1);
  });

  it('aggregates a UTC day on demand (owner only), the same rows however often it runs', async () => {
    // 10 minutes later it is the next UTC day: that event belongs to 2026-11-27.
    clock.advance(20 * 60_000);
    t.app.services.events.record({ kind: 'app_open', userId: 3 });
    const body = { from: DAY, to: '2026-11-27' };
    expect((await consoleCall(t.app, 'POST', '/stats/aggregate', { session: editor, body })).body.code).toBe(
      903,
    );
    for (let run = 0; run < 2; run++) {
      const res = await consoleCall(t.app, 'POST', '/stats/aggregate', { session: owner, body });
      expect(res.body).toMatchObject({ code: 200, data: { days: 2 } });
    }
    expect(await count('daily_metrics')).toBe(2);
    const daily = dailyStats.parse((await call(`/stats/daily?from=${DAY}&to=2026-11-27`)).body.data);
    expect(daily.rows.map((r) => [r.day, r.active_users])).toEqual([
      [DAY, 2],
      ['2026-11-27', 1],
    ]);
    expect(daily.rows[0]).toMatchObject({
      revenue_cents: 499,
      paying_users: 1,
      arppu_cents: 499,
      topups_started: 2,
      topups_paid: 1,
      topup_conversion: 0.5,
      // From the invite rows (none here), not the invite_arrived event: stats-invites test.
      invites_arrived: 0,
      invites_registered: 0,
      invite_conversion: null,
    });
    expect(daily.totals.active_users).toBe(3);
    const revenue = revenueStats.parse(
      (await call(`/stats/revenue?from=${DAY}&to=${DAY}&by=channel`)).body.data,
    );
    // By channel from daily_revenue (by package reads the orders: stats-figures test).
    expect(revenue.rows).toEqual([
      {
        key: 'sandbox',
        title: null,
        cents: 499,
        orders: 1,
        refunded_cents: 0,
        refunds: 0,
        net_cents: 499,
        gold: null,
        bonus: null,
        vip_days: null,
      },
    ]);
  });

  it('lets finance, owners and editors read, not support; refuses bad ranges with 601', async () => {
    expect((await call(`/stats/daily?from=${DAY}&to=${DAY}`, support)).body.code).toBe(903);
    expect((await call(`/stats/daily?from=${DAY}&to=${DAY}`, owner)).body.code).toBe(200);
    expect((await consoleCall(t.app, 'GET', `/stats/daily?from=${DAY}&to=${DAY}`)).body.code).toBe(901);
    expect((await call(`/stats/daily?from=2026-11-27&to=${DAY}`)).body.code).toBe(601);
    expect((await call(`/stats/daily?from=2026-02-30&to=2026-03-01`)).body.code).toBe(601);
    expect((await call(`/stats/daily?from=2020-01-01&to=${DAY}`)).body.code).toBe(601);
    expect((await call(`/stats/revenue?from=${DAY}&to=${DAY}&by=user`)).body.code).toBe(601);
    expect((await call(`/stats/series/999999?from=${DAY}&to=${DAY}`)).body.code).toBe(404);
  });

  it('exports a table as CSV with a BOM for spreadsheets', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/console-api/stats/daily?from=${DAY}&to=2026-11-27&format=csv`,
      // As a browser's download link: the cookie only.
      headers: { cookie: `${OPERATOR_COOKIE}=${editor.cookie}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`daily-${DAY}-2026-11-27.csv`);
    const lines = res.body.split('\r\n');
    expect(lines[0]?.startsWith('\uFEFFday,active_users,new_users,plays,minutes_watched')).toBe(true);
    expect(lines[1]?.startsWith(`${DAY},2,`)).toBe(true);
    expect(lines).toHaveLength(4);
  });

  it('deletes raw events past the retention and keeps the daily tables', async () => {
    clock.advance(91 * 86_400_000);
    await t.app.services.aggregation.run();
    expect(await count('events')).toBe(0);
    expect(await count('daily_metrics')).toBeGreaterThanOrEqual(2);
  });

  it('keeps one aggregation run waiting across processes', async () => {
    const jobs = await startJobQueue({ database: t.database, config: t.config.jobs });
    try {
      await schedulePeriodic(jobs, QUEUES.aggregate, 300);
      await schedulePeriodic(jobs, QUEUES.aggregate, 300);
      expect((await jobs.stats()).aggregate.queued).toBe(1);
    } finally {
      await jobs.stop();
    }
  });
});
