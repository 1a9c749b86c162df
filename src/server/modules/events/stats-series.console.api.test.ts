/**
 * The audit's dashboard numbers (decision 0038): the revenue breakdown agrees with the cards
 * until the next count (refunds too); a series' paywall conversion is of the distinct people
 * who met its paywall (the first locked episode), not sheets summed over episodes; a series
 * nobody watched is listed with zeros; the drop-off lists every episode and says the free count.
 * A CSV names the packages in the language the console asks in (its `language` header, which the
 * console's Export CSV now sends), not the browser's.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dramas } from '#db/schema/catalogue.ts';
import { dailyStats, episodeStats, revenueStats, seriesStats } from '#shared/contract/console-stats.ts';
import type { EventKind } from '#db/schema/events.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { consoleCall, setUpOperator, testClock, type ConsoleSession } from '../operator/console.testing.ts';
import { OPERATOR_COOKIE } from '../../plugins/operator-session.ts';
import { newUser, notification, notify, order, t, usePayApp, visitGateway } from '../pay/pay.testing.ts';
import { utcDay } from './aggregation.ts';

const clock = testClock(Date.parse('2026-11-20T09:00:10Z'));
usePayApp(clock.now);
let owner: ConsoleSession;
let finance: ConsoleSession;
const DAY = '2026-11-20';

const get = async (path: string) => {
  const res = await consoleCall(t.app, 'GET', path, { session: finance, headers: { language: '3' } });
  expect(res.body.code, path).toBe(200);
  return res.body.data;
};
const recount = async () => {
  const res = await consoleCall(t.app, 'POST', '/stats/aggregate', {
    session: owner,
    body: { from: DAY, to: DAY },
  });
  expect(res.body.code).toBe(200);
};

beforeAll(async () => {
  // Two series of 6 episodes, 2 free each: the paywall is episode 3's locked sheet.
  await seedCatalogue(t.database.db, moneyCatalogue(2, 6, 2, 10));
  ({ session: owner } = await setUpOperator(t.app, clock, { email: 'owner@example.com', role: 'owner' }));
  ({ session: finance } = await setUpOperator(t.app, clock, { email: 'fin@example.com', role: 'finance' }));
});

describe('one figure on one page', () => {
  it('counts a refund in the revenue table only once the cards count it too', async () => {
    const buyer = await newUser();
    const created = await order(buyer.token, 101);
    const paymentId = await visitGateway(created.orderId);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/checkout/${paymentId}`,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await notify(notification(paymentId, created.orderId, 'paid', 499))).statusCode).toBe(200);
    clock.advance(1000);
    await recount();
    clock.advance(1000);
    const refunded = await consoleCall(t.app, 'POST', `/orders/${created.orderId}/refund`, {
      session: finance,
      body: {},
    });
    expect(refunded.body.code).toBe(200);

    const figures = async () => {
      const daily = dailyStats.parse(await get(`/stats/daily?from=${DAY}&to=${DAY}`));
      const byDay = revenueStats.parse(await get(`/stats/revenue?from=${DAY}&to=${DAY}&by=day`));
      return [daily.totals.net_revenue_cents, byDay.rows.map((r) => r.net_cents)];
    };
    // Not counted yet: both still say $4.99.
    expect(await figures()).toEqual([499, [499]]);
    clock.advance(1000);
    await recount();
    expect(await figures()).toEqual([0, [0]]);
  });
});

describe("a CSV in the console's language", () => {
  it("names the packages in the language the console asks in, not the browser's", async () => {
    const lines = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/console-api/stats/revenue?from=${DAY}&to=${DAY}&by=goods&format=csv`,
          headers: {
            cookie: `${OPERATOR_COOKIE}=${finance.cookie}`,
            'accept-language': 'en-US,en;q=0.9',
            language,
          },
        })
      ).body.split('\r\n');
    // The header row is the API's field names in any language (decision 0038); the names follow.
    const [header, line] = await lines('4');
    expect(header).toBe('\uFEFFkey,cents,orders,refunded_cents,refunds,net_cents,title,gold,bonus,vip_days');
    expect(line).toBe('101,499,1,499,1,0,500 เหรียญ,500,50,0');
    expect((await lines('1'))[1]).toBe('101,499,1,499,1,0,500 金币,500,50,0');
  });
});

describe('per series', () => {
  let first = 0;
  let second = 0;
  const record = (userId: number, kind: EventKind, episode: number, value = 0) =>
    t.app.services.events.record({ kind, userId, dramaId: first, episode, value });

  beforeAll(async () => {
    const rows = await t.database.db.select({ id: dramas.id, slug: dramas.slug }).from(dramas);
    first = rows.find((r) => r.slug === 'money-001')?.id ?? 0;
    second = rows.find((r) => r.slug === 'money-002')?.id ?? 0;
    void eq;
  });

  it('converts the people who met the paywall, once each however many episodes they unlock', async () => {
    // Four people meet the paywall (episode 3); one pays and then unlocks episodes 4 to 6 one by
    // one (a sheet each), one sees the sheet twice and leaves.
    for (const user of [9001, 9002, 9003, 9004]) record(user, 'locked_shown', 3);
    record(9002, 'locked_shown', 3);
    clock.advance(1000);
    record(9001, 'unlock', 3, 1);
    for (const episode of [4, 5, 6]) {
      clock.advance(1000);
      record(9001, 'locked_shown', episode);
      clock.advance(1000);
      record(9001, 'unlock', episode, 1);
    }
    clock.advance(1000);
    await recount();
    const table = seriesStats.parse(await get(`/stats/series?from=${DAY}&to=${DAY}`));
    const row = table.rows.find((r) => r.drama_id === first);
    // Per-episode sheets: 4 people at episode 3, 1 at each of 4-6 (7); 4 of them unlocked.
    expect(row).toMatchObject({ locked_shown: 7, unlocked_in_visit: 4 });
    expect(row).toMatchObject({ paywall_people: 4, paywall_paid: 1, paywall_conversion: 0.25 });
  });

  it('lists a series nobody watched in the range with zeros', async () => {
    const table = seriesStats.parse(await get(`/stats/series?from=${DAY}&to=${DAY}`));
    expect(table.rows.map((r) => r.drama_id).sort()).toEqual([first, second].sort());
    expect(table.rows.find((r) => r.drama_id === second)).toMatchObject({
      title: 'Money Drama 2',
      viewers: 0,
      episode_views: 0,
      locked_shown: 0,
      paywall_people: 0,
      paywall_conversion: null,
    });
  });

  it('gives the drop-off every episode of the series and its free count', async () => {
    const curve = episodeStats.parse(await get(`/stats/series/${second}?from=${DAY}&to=${DAY}`));
    expect(curve.free_episodes).toBe(2);
    expect(curve.rows.map((r) => r.episode)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(utcDay(clock.now())).toBe(DAY);
  });
});
