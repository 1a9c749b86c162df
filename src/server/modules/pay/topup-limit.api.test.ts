/**
 * The monthly top-up limit (issue 19): set and lowered at once, raised or cleared only 24 hours
 * later (the clock moved, never slept); an order over it refused with 809 before anything is
 * written or any gateway asked; paid orders of this calendar month (UTC) count, refunded ones
 * (status 4) do not.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_REFUNDED, orders, sandboxPayments } from '#db/schema/wallet.ts';
import { topupLimitData, topupLimitRefusal } from '#shared/contract/topup-limit.ts';
import { LIMIT_RAISE_DELAY_MS } from '../money/topup-limit.rule.ts';
import { newUser, notification, notify, order, t, usePayApp, visitGateway } from './pay.testing.ts';

// The 10th of this month (sessions live in real time): a few days either side stay in it.
const today = new Date();
const month = { year: today.getUTCFullYear(), month: today.getUTCMonth() };
let clock = Date.UTC(month.year, month.month, 10, 12);
usePayApp(() => clock);

/** Past the duplicate-submit guard's second (DESIGN 2) between identical requests. */
const tick = () => {
  clock += 2000;
};
const en = { language: 3 };

async function limit(token: string) {
  const res = await t.api.post('/wallet/topup-limit', {}, { token, ...en });
  expect(res.body.code).toBe(200);
  return topupLimitData.parse(res.body.data);
}

async function setLimit(token: string, cents: number | null) {
  tick();
  const res = await t.api.post('/wallet/topup-limit/set', { limit_cents: cents }, { token, ...en });
  expect(res.body.code).toBe(200);
  return topupLimitData.parse(res.body.data);
}

const tryOrder = (token: string, goodsId: number) => {
  tick();
  return t.api.post('/pay/create-order', { goods_id: goodsId, pay_channel_id: 1 }, { token, ...en });
};

async function paid(token: string, goodsId: number, amountCents: number): Promise<string> {
  tick();
  const o = await order(token, goodsId);
  const paymentId = await visitGateway(o.orderId);
  expect((await notify(notification(paymentId, o.orderId, 'paid', amountCents))).statusCode).toBe(200);
  return o.orderId;
}

const orderCount = async (uid: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.userId, uid))).length;

describe('the monthly top-up limit', () => {
  it('starts without a limit and counts this month’s paid top-ups', async () => {
    const u = await newUser();
    expect(await limit(u.token)).toEqual({
      limit_cents: null,
      pending: null,
      used_cents: 0,
      left_cents: null,
      currency: 'USD',
      month_start: Date.UTC(month.year, month.month, 1) / 1000,
    });
    await paid(u.token, 101, 499);
    // A pending order is not a top-up yet.
    tick();
    await order(u.token, 102);
    expect(await limit(u.token)).toMatchObject({ used_cents: 499, left_cents: null });
  });

  it('sets and lowers at once; refuses an order over it before any order or gateway', async () => {
    const u = await newUser();
    expect(await setLimit(u.token, 2000)).toMatchObject({
      limit_cents: 2000,
      pending: null,
      left_cents: 2000,
    });
    await paid(u.token, 101, 499);
    expect(await setLimit(u.token, 1000)).toMatchObject({
      limit_cents: 1000,
      pending: null,
      left_cents: 501,
    });

    const before = await orderCount(u.uid);
    const gatewayBefore = (await t.database.db.select().from(sandboxPayments)).length;
    const refused = await tryOrder(u.token, 102);
    expect(refused.body.code).toBe(809);
    expect(refused.body.msg).toBe(
      'This top-up of $9.99 would go past your monthly top-up limit of $10.00. You can still top up $5.01 this month.',
    );
    expect(topupLimitRefusal.parse(refused.body.data)).toEqual({
      limit_cents: 1000,
      left_cents: 501,
      currency: 'USD',
    });
    // VIP is a top-up too.
    expect((await tryOrder(u.token, 201)).body.code).toBe(809);
    expect(await orderCount(u.uid)).toBe(before);
    expect((await t.database.db.select().from(sandboxPayments)).length).toBe(gatewayBefore);
    // What fits is still sold.
    expect((await tryOrder(u.token, 101)).body.code).toBe(200);
    const th = await t.api.post(
      '/pay/create-order',
      { goods_id: 102, pay_channel_id: 1 },
      { token: u.token, language: 4 },
    );
    expect(th.body.msg).toContain('วงเงิน');
  });

  it('raises only 24 hours after the request, showing the pending value meanwhile', async () => {
    const u = await newUser();
    await setLimit(u.token, 500);
    const asked = clock + 2000;
    const raised = await setLimit(u.token, 5000);
    expect(raised).toMatchObject({
      limit_cents: 500,
      pending: { limit_cents: 5000, applies_at: Math.floor((asked + LIMIT_RAISE_DELAY_MS) / 1000) },
      left_cents: 500,
    });
    expect((await tryOrder(u.token, 102)).body.code).toBe(809);
    clock = asked + LIMIT_RAISE_DELAY_MS - 3000;
    expect((await tryOrder(u.token, 102)).body.code).toBe(809);
    clock = asked + LIMIT_RAISE_DELAY_MS;
    expect(await limit(u.token)).toMatchObject({ limit_cents: 5000, pending: null });
    expect((await tryOrder(u.token, 102)).body.code).toBe(200);
  });

  it('lets a second change replace the pending one; clearing waits too', async () => {
    const u = await newUser();
    await setLimit(u.token, 1000);
    await setLimit(u.token, 3000);
    const cleared = await setLimit(u.token, null);
    expect(cleared).toMatchObject({ limit_cents: 1000, pending: { limit_cents: null } });
    expect(cleared.pending?.applies_at).toBe(Math.floor((clock + LIMIT_RAISE_DELAY_MS) / 1000));
    // Lowering drops whatever waited.
    expect(await setLimit(u.token, 800)).toMatchObject({ limit_cents: 800, pending: null });
    await setLimit(u.token, null);
    clock += LIMIT_RAISE_DELAY_MS;
    expect(await limit(u.token)).toMatchObject({ limit_cents: null, pending: null, left_cents: null });
    expect((await tryOrder(u.token, 105)).body.code).toBe(200);
  });

  it('does not count refunded orders, nor last month’s', async () => {
    const u = await newUser();
    const first = await paid(u.token, 102, 999);
    await setLimit(u.token, 1500);
    expect((await tryOrder(u.token, 102)).body.code).toBe(809);
    await t.database.db
      .update(orders)
      .set({ status: ORDER_REFUNDED, refundedAt: new Date(clock) })
      .where(and(eq(orders.tradeNo, first), eq(orders.userId, u.uid)));
    expect(await limit(u.token)).toMatchObject({ used_cents: 0, left_cents: 1500 });
    const second = await paid(u.token, 102, 999);
    expect(second).not.toBe(first);
    expect((await tryOrder(u.token, 102)).body.code).toBe(809);
    // Paid last month (the last millisecond of it): not this month's.
    await t.database.db
      .update(orders)
      .set({ paidAt: new Date(Date.UTC(month.year, month.month, 1) - 1) })
      .where(eq(orders.tradeNo, second));
    expect(await limit(u.token)).toMatchObject({ used_cents: 0 });
    expect((await tryOrder(u.token, 102)).body.code).toBe(200);
  });

  it('refuses a limit that is not whole cents between 0 and the maximum, and needs a session', async () => {
    const u = await newUser();
    for (const bad of [-1, 1.5, 10_000_001, '100']) {
      tick();
      const res = await t.api.post('/wallet/topup-limit/set', { limit_cents: bad }, { token: u.token });
      expect(res.body.code).toBe(601);
    }
    expect((await t.api.post('/wallet/topup-limit', {})).body.code).toBe(301);
    // Zero: no top-ups at all this month.
    await setLimit(u.token, 0);
    expect((await tryOrder(u.token, 101)).body.code).toBe(809);
  });
});
