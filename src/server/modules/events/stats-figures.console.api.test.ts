/**
 * The dashboard's figures that have to add up (decision 0038): revenue net of refunds (each on
 * its own day, by day, package and channel; by package a line per contents its orders credited,
 * named from them in the console's language, whatever the package says now)
 * and ARPPU over that net; per series the distinct people who watched, beside the episode views
 * that the completion rate is a share of, each series named in the console's language. Orders
 * are paid through the sandbox gateway and refunded through the console, as an operator does.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dramas } from '#db/schema/catalogue.ts';
import { goods, orders } from '#db/schema/wallet.ts';
import { dailyStats, episodeStats, revenueStats, seriesStats } from '#shared/contract/console-stats.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import {
  consoleCall,
  login,
  sessionOf,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { newUser, notification, notify, order, t, usePayApp, visitGateway } from '../pay/pay.testing.ts';
import { OPERATOR_COOKIE } from '../../plugins/operator-session.ts';
import { utcDay } from './aggregation.ts';

const clock = testClock(Date.parse('2026-11-20T09:00:10Z'));
usePayApp(clock.now);
type Operator = Awaited<ReturnType<typeof setUpOperator>>;
let owner: ConsoleSession;
let finance: ConsoleSession;
let ownerOp: Operator;
let financeOp: Operator;
const DAY_MS = 86_400_000;
const DAY1 = '2026-11-20';
const DAY2 = '2026-11-21';

const get = async (path: string, language = '3') => {
  const res = await consoleCall(t.app, 'GET', path, { session: finance, headers: { language } });
  expect(res.body.code, path).toBe(200);
  return res.body.data;
};
const recount = async (from: string, to: string) => {
  const res = await consoleCall(t.app, 'POST', '/stats/aggregate', { session: owner, body: { from, to } });
  expect(res.body.code).toBe(200);
};

async function paidOrder(token: string, goodsId: number, cents: number): Promise<string> {
  const created = await order(token, goodsId);
  const paymentId = await visitGateway(created.orderId);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/checkout/${paymentId}`,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
  expect((await notify(notification(paymentId, created.orderId, 'paid', cents))).statusCode).toBe(200);
  return created.orderId;
}

async function refund(tradeNo: string): Promise<void> {
  const res = await consoleCall(t.app, 'POST', `/orders/${tradeNo}/refund`, { session: finance, body: {} });
  expect(res.body.code).toBe(200);
}

/** The next UTC day; the operators sign in again (a console session ends after an idle hour). */
async function nextDay(): Promise<string> {
  clock.advance(DAY_MS);
  owner = sessionOf(await login(t.app, clock, ownerOp));
  finance = sessionOf(await login(t.app, clock, financeOp));
  return utcDay(clock.now());
}

beforeAll(async () => {
  await seedCatalogue(t.database.db, moneyCatalogue(2, 4, 4, 10));
  ownerOp = await setUpOperator(t.app, clock, { email: 'owner@example.com', role: 'owner' });
  financeOp = await setUpOperator(t.app, clock, { email: 'fin@example.com', role: 'finance' });
  ({ session: owner } = ownerOp);
  ({ session: finance } = financeOp);
});

describe('revenue net of refunds', () => {
  it('the only order refunded: revenue $0.00 of $4.99 paid and $4.99 refunded, ARPPU $0.00', async () => {
    expect(utcDay(clock.now())).toBe(DAY1);
    const buyer = await newUser();
    await refund(await paidOrder(buyer.token, 101, 499));
    await recount(DAY1, DAY1);

    const daily = dailyStats.parse(await get(`/stats/daily?from=${DAY1}&to=${DAY1}`));
    const money = {
      revenue_cents: 499,
      refunded_cents: 499,
      net_revenue_cents: 0,
      paying_users: 1,
      arppu_cents: 0,
    };
    expect(daily.rows[0]).toMatchObject({ day: DAY1, ...money });
    expect(daily.totals).toMatchObject(money);

    const byGoods = revenueStats.parse(await get(`/stats/revenue?from=${DAY1}&to=${DAY1}&by=goods`));
    const row = { cents: 499, orders: 1, refunded_cents: 499, refunds: 1, net_cents: 0 };
    const contents = { gold: 500, bonus: 50, vip_days: 0 };
    expect(byGoods.rows).toEqual([{ key: '101', title: '500 Coins', ...row, ...contents }]);
    const keyed = { title: null, ...row, gold: null, bonus: null, vip_days: null };
    const byDay = revenueStats.parse(await get(`/stats/revenue?from=${DAY1}&to=${DAY1}&by=day`));
    expect(byDay.rows).toEqual([{ key: DAY1, ...keyed }]);
    const byChannel = revenueStats.parse(await get(`/stats/revenue?from=${DAY1}&to=${DAY1}&by=channel`));
    expect(byChannel.rows).toEqual([{ key: 'sandbox', ...keyed }]);
  });

  it('names each line by what its orders credited, never the package as it is now', async () => {
    // An order of pack 101 made when it was 400 + 40; the pack is edited to 600 + 60 since.
    const older = await paidOrder((await newUser()).token, 101, 499);
    await t.database.db.update(orders).set({ gold: 400, bonus: 40 }).where(eq(orders.tradeNo, older));
    await t.database.db.update(goods).set({ gold: 600, bonus: 60 }).where(eq(goods.id, 101));
    try {
      await recount(DAY1, DAY1);
      const lines = async (language: string) =>
        revenueStats
          .parse(await get(`/stats/revenue?from=${DAY1}&to=${DAY1}&by=goods`, language))
          .rows.map((r) => [r.key, r.title, r.cents, r.refunded_cents, r.gold, r.bonus, r.vip_days]);
      expect(await lines('3')).toEqual([
        ['101', '400 Coins', 499, 0, 400, 40, 0],
        ['101', '500 Coins', 499, 499, 500, 50, 0],
      ]);
      expect((await lines('2')).map((l) => l[1])).toEqual(['400 金幣', '500 金幣']);
      expect((await lines('4')).map((l) => l[1])).toEqual(['400 เหรียญ', '500 เหรียญ']);
      const csv = await t.app.inject({
        method: 'GET',
        url: `/console-api/stats/revenue?from=${DAY1}&to=${DAY1}&by=goods&format=csv`,
        headers: { cookie: `${OPERATOR_COOKIE}=${finance.cookie}`, language: '3' },
      });
      expect(csv.body.split('\r\n').slice(0, 3)).toEqual([
        '\uFEFFkey,cents,orders,refunded_cents,refunds,net_cents,title,gold,bonus,vip_days',
        '101,499,1,0,0,499,400 Coins,400,40,0',
        '101,499,1,499,1,0,500 Coins,500,50,0',
      ]);

      // Only the bonus told apart: each line says its vouchers.
      await t.database.db.update(orders).set({ gold: 500, bonus: 100 }).where(eq(orders.tradeNo, older));
      expect((await lines('3')).map((l) => l[1])).toEqual([
        '500 Coins + 50 vouchers',
        '500 Coins + 100 vouchers',
      ]);
      expect((await lines('1')).map((l) => l[1])).toEqual(['500 金币 + 50 观看券', '500 金币 + 100 观看券']);
    } finally {
      await t.database.db.update(goods).set({ gold: 500, bonus: 50 }).where(eq(goods.id, 101));
    }
  });

  it('counts a refund on its own day, against the order paid before', async () => {
    const buyer = await newUser();
    const tradeNo = await paidOrder(buyer.token, 102, 999);
    expect(await nextDay()).toBe(DAY2);
    await refund(tradeNo);
    await recount(DAY1, DAY2);

    const daily = dailyStats.parse(await get(`/stats/daily?from=${DAY1}&to=${DAY2}`));
    expect(daily.rows.map((r) => [r.day, r.revenue_cents, r.refunded_cents, r.net_revenue_cents])).toEqual([
      [DAY1, 499 + 499 + 999, 499, 499 + 999],
      [DAY2, 0, 999, -999],
    ]);
    expect(daily.rows[1]).toMatchObject({ paying_users: 0, arppu_cents: null });
    const day2 = revenueStats.parse(await get(`/stats/revenue?from=${DAY2}&to=${DAY2}&by=goods`));
    expect(day2.rows).toEqual([
      {
        key: '102',
        title: '1,000 Coins',
        cents: 0,
        orders: 0,
        refunded_cents: 999,
        refunds: 1,
        net_cents: -999,
        gold: 1000,
        bonus: 150,
        vip_days: 0,
      },
    ]);
    const days = revenueStats.parse(await get(`/stats/revenue?from=${DAY1}&to=${DAY2}&by=day`));
    expect(days.rows.map((r) => [r.key, r.net_cents])).toEqual([
      [DAY1, 499 + 999],
      [DAY2, -999],
    ]);
    expect(daily.totals).toMatchObject({ revenue_cents: 1997, refunded_cents: 1498, net_revenue_cents: 499 });
  });
});

describe('per series: people, episode views and completion', () => {
  let dramaId = 0;
  const record = (userId: number, kind: 'play_start' | 'progress', episode: number, value = 0) =>
    t.app.services.events.record({ kind, userId, dramaId, episode, value });

  beforeAll(async () => {
    const [row] = await t.database.db
      .select({ id: dramas.id })
      .from(dramas)
      .where(eq(dramas.slug, 'money-001'));
    dramaId = row?.id ?? 0;
  });

  it('one person watching episodes 1 and 2 is one viewer of two episode views', async () => {
    const day3 = await nextDay();
    // Episodes last 6 s: episode 1 watched to its end, episode 2 to a tenth.
    record(7001, 'play_start', 1);
    record(7001, 'progress', 1, 6000);
    record(7001, 'play_start', 2);
    record(7001, 'progress', 2, 600);
    await recount(day3, day3);
    const one = seriesStats.parse(await get(`/stats/series?from=${day3}&to=${day3}`));
    // Money Drama 2, watched by nobody, is listed after it with zeros.
    expect(one.rows.slice(0, 1)).toEqual([
      expect.objectContaining({
        drama_id: dramaId,
        viewers: 1,
        first_viewers: 1,
        episode_views: 2,
        completions: 1,
        completion_rate: 0.5,
      }),
    ]);

    // The next day the same person sees episode 1 again, someone else episode 2 only.
    const day4 = await nextDay();
    record(7001, 'play_start', 1);
    record(7002, 'play_start', 2);
    await recount(day4, day4);
    const two = seriesStats.parse(await get(`/stats/series?from=${day3}&to=${day4}`));
    expect(two.rows[0]).toMatchObject({
      viewers: 2,
      first_viewers: 1,
      episode_views: 4,
      completions: 1,
      completion_rate: 0.25,
    });
    expect(two.people_since <= day3).toBe(true);
  });

  it('names each series in the console language, in the table and its drop-off', async () => {
    const day = utcDay(clock.now());
    const titles = async (language: string) => {
      const table = seriesStats.parse(await get(`/stats/series?from=${day}&to=${day}`, language));
      const curve = episodeStats.parse(await get(`/stats/series/${dramaId}?from=${day}&to=${day}`, language));
      return [table.rows.map((r) => r.title), curve.title];
    };
    expect(await titles('3')).toEqual([['Money Drama 1', 'Money Drama 2'], 'Money Drama 1']);
    expect(await titles('1')).toEqual([['金錢劇 1', '金錢劇 2'], '金錢劇 1']);
    expect(await titles('4')).toEqual([['ละครเงิน 1', 'ละครเงิน 2'], 'ละครเงิน 1']);
    expect(await titles('5')).toEqual([['Drama Uang 1', 'Drama Uang 2'], 'Drama Uang 1']);
    // The CSV link carries no header: Accept-Language names the language then.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/console-api/stats/series?from=${day}&to=${day}&format=csv`,
      headers: { cookie: `${OPERATOR_COOKIE}=${finance.cookie}`, 'accept-language': 'th-TH,th;q=0.9' },
    });
    expect(csv.body.split('\r\n')[1]).toContain(`${dramaId},ละครเงิน 1,`);
  });

  it('counts no people (null) for a range reaching before the raw events kept', async () => {
    const from = utcDay(clock.now() - 120 * DAY_MS);
    const old = seriesStats.parse(await get(`/stats/series?from=${from}&to=${utcDay(clock.now())}`));
    expect(old.people_since > from).toBe(true);
    expect(old.rows.find((r) => r.drama_id === dramaId)).toMatchObject({
      viewers: null,
      first_viewers: null,
      episode_views: 4,
      paywall_people: null,
      paywall_conversion: null,
    });
  });

  it('lists every episode of the series, an unwatched one as zeros', async () => {
    const day = await nextDay();
    record(7003, 'play_start', 1);
    record(7003, 'play_start', 3);
    await recount(day, day);
    const curve = episodeStats.parse(await get(`/stats/series/${dramaId}?from=${day}&to=${day}`));
    expect(curve.rows.map((r) => [r.episode, r.episode_views])).toEqual([
      [1, 1],
      [2, 0],
      [3, 1],
      [4, 0],
    ]);
    expect(curve.free_episodes).toBe(4);
    expect(curve.rows[1]).toMatchObject({ completion_rate: null, paywall_conversion: null });
  });
});

describe('VIP apart from coin packs', () => {
  it('splits what was paid by the package type; refunds stay one figure, on their own day', async () => {
    const day = await nextDay();
    const [coins, vip, vipRefunded] = [await newUser(), await newUser(), await newUser()];
    await paidOrder(coins.token, 101, 499);
    await paidOrder(vip.token, 201, 999);
    const refunded = await paidOrder(vipRefunded.token, 202, 1999);
    const next = await nextDay();
    await refund(refunded);
    await recount(day, next);

    const daily = dailyStats.parse(await get(`/stats/daily?from=${day}&to=${next}`));
    const split = (r: (typeof daily.rows)[number]) => [
      r.day,
      r.revenue_cents,
      r.coin_revenue_cents,
      r.vip_revenue_cents,
      r.topups_paid,
      r.coin_orders,
      r.vip_orders,
      r.refunded_cents,
      r.net_revenue_cents,
    ];
    // Coins + VIP = what was paid that day (gross). The VIP order refunded the next day stays in
    // the VIP revenue of the day it was paid; its refund counts once, on its own day, in
    // refunded_cents, taken off the net as every refund is (not off the VIP revenue).
    expect(daily.rows.map(split)).toEqual([
      [day, 3497, 499, 999 + 1999, 3, 1, 2, 0, 3497],
      [next, 0, 0, 0, 0, 0, 0, 1999, -1999],
    ]);
    expect(daily.totals).toMatchObject({
      revenue_cents: 3497,
      coin_revenue_cents: 499,
      vip_revenue_cents: 2998,
      coin_orders: 1,
      vip_orders: 2,
      refunded_cents: 1999,
      net_revenue_cents: 3497 - 1999,
    });
    // The by-package table says which package the refund was of.
    const byGoods = revenueStats.parse(await get(`/stats/revenue?from=${day}&to=${next}&by=goods`));
    expect(byGoods.rows.map((r) => [r.key, r.cents, r.refunded_cents])).toEqual([
      ['101', 499, 0],
      ['201', 999, 0],
      ['202', 1999, 1999],
    ]);
    // The CSV has the split as its last columns (the earlier ones keep their places).
    const csv = await t.app.inject({
      method: 'GET',
      url: `/console-api/stats/daily?from=${day}&to=${day}&format=csv`,
      headers: { cookie: `${OPERATOR_COOKIE}=${finance.cookie}` },
    });
    const [header, first] = csv.body.split('\r\n');
    expect(
      header?.endsWith(',invite_conversion,coin_revenue_cents,vip_revenue_cents,coin_orders,vip_orders'),
    ).toBe(true);
    expect(first?.endsWith(',499,2998,1,2')).toBe(true);
  });
});
