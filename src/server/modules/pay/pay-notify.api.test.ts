/**
 * The sandbox gateway's signed notifications: repeated, reordered, contradictory, tampered;
 * a cancel learnt by asking; and the notification over real HTTP on a listening server.
 * The pay centre and orders: pay-orders.api.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, sandboxPayments } from '#db/schema/wallet.ts';
import { createOrderData, orderPage, queryOrderData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken } from '../../testing/build-test-app.ts';
import { signSandboxPayload } from '../sandbox-gateway/sandbox-signing.ts';
import { balances, newUser, notification, notify, order, t, usePayApp, visitGateway } from './pay.testing.ts';

let clock = Date.now();
usePayApp(() => clock);

async function orderStatus(tradeNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
  return row?.status;
}

describe('gateway notifications', () => {
  it('credits once for one notification delivered 10 times in parallel, and paid stays paid', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    const paymentId = await visitGateway(created.orderId);
    const paid = notification(paymentId, created.orderId, 'paid', 499);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(paid)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    // Reordered: a "failed" arriving after "paid".
    await notify(notification(paymentId, created.orderId, 'failed', 499));
    expect(await orderStatus(created.orderId)).toBe(2);
    expect(await balances(u.token)).toMatchObject({ gold: 500, coin: 50 });
  });

  it('credits a late "paid" after "failed" (the money was taken), once', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    const paymentId = await visitGateway(created.orderId);
    await notify(notification(paymentId, created.orderId, 'failed', 499));
    expect(await orderStatus(created.orderId)).toBe(3);
    await notify(notification(paymentId, created.orderId, 'paid', 499));
    await notify(notification(paymentId, created.orderId, 'paid', 499));
    expect(await orderStatus(created.orderId)).toBe(2);
    expect(await balances(u.token)).toMatchObject({ gold: 500 });
  });

  it('tells a cancelled payment from a failed one in the records (result), keeping status 3', async () => {
    const u = await newUser();
    const cancelled = await order(u.token, 101);
    const cancelledPayment = await visitGateway(cancelled.orderId);
    await notify(notification(cancelledPayment, cancelled.orderId, 'canceled', 499));
    // (other packages: an identical order within 1 s would be a duplicate submit)
    const failed = await order(u.token, 102);
    const failedPayment = await visitGateway(failed.orderId);
    await notify(notification(failedPayment, failed.orderId, 'failed', 999));
    const pending = await order(u.token, 103);

    const [cancelledRow] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.tradeNo, cancelled.orderId));
    expect(cancelledRow).toMatchObject({ status: 3, failReason: 'cancelled' });
    const [failedRow] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, failed.orderId));
    expect(failedRow).toMatchObject({ status: 3, failReason: 'failed' });

    const list = orderPage.parse((await t.api.post('/pay/order-list', {}, { token: u.token })).body.data);
    const byTradeNo = new Map(list.list.map((o) => [o.trade_no, o]));
    expect(byTradeNo.get(cancelled.orderId)).toMatchObject({ status: 3, result: 'cancelled' });
    expect(byTradeNo.get(failed.orderId)).toMatchObject({ status: 3, result: 'failed' });
    expect(byTradeNo.get(pending.orderId)).toMatchObject({ status: 1, result: 'pending' });
    // query-order keeps SPEC's status, and says how it ended as the records do (no list to read).
    const query = async (tradeNo: string) =>
      queryOrderData.parse(
        (await t.api.post('/pay/query-order', { trade_no: tradeNo }, { token: u.token })).body.data,
      );
    expect(await query(cancelled.orderId)).toEqual({
      trade_no: cancelled.orderId,
      status: 3,
      result: 'cancelled',
    });
    expect(await query(failed.orderId)).toMatchObject({ status: 3, result: 'failed' });
    expect(await query(pending.orderId)).toMatchObject({ status: 1, result: 'pending' });

    // A late "paid" after the cancel still credits (the money was taken), and reads paid.
    await notify(notification(cancelledPayment, cancelled.orderId, 'paid', 499));
    const after = orderPage.parse((await t.api.post('/pay/order-list', {}, { token: u.token })).body.data);
    expect(after.list.find((o) => o.trade_no === cancelled.orderId)).toMatchObject({
      status: 2,
      result: 'paid',
    });
    expect(await query(cancelled.orderId)).toMatchObject({ status: 2, result: 'paid' });
    const [paidRow] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, cancelled.orderId));
    expect(paidRow?.failReason).toBeNull();
  });

  it('learns a cancel from the sandbox when asked (query-order), as cancelled', async () => {
    const u = await newUser();
    const created = await order(u.token, 103);
    const paymentId = await visitGateway(created.orderId);
    // The buyer presses Cancel, but the notification is lost: the query asks the gateway.
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'canceled' })
      .where(eq(sandboxPayments.id, paymentId));
    clock += 10_001;
    const q = await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: u.token });
    expect(queryOrderData.parse(q.body.data)).toMatchObject({ status: 3, result: 'cancelled' });
    const list = orderPage.parse((await t.api.post('/pay/order-list', {}, { token: u.token })).body.data);
    expect(list.list[0]).toMatchObject({ trade_no: created.orderId, result: 'cancelled' });
  });

  it('ignores tampered, wrongly signed and stale notifications', async () => {
    const u = await newUser();
    const created = await order(u.token, 105);
    const paymentId = await visitGateway(created.orderId);
    const body = notification(paymentId, created.orderId, 'paid', 9999);
    const signature = signSandboxPayload(t.app.services.sandboxSecret, body, Math.floor(clock / 1000));
    const tampered = await notify(body.replace('"paid"', '"paid" '), signature);
    expect(tampered.statusCode).toBe(401);
    const wrongKey = await notify(body, signSandboxPayload('not-the-secret', body, Math.floor(clock / 1000)));
    expect(wrongKey.statusCode).toBe(401);
    const stale = await notify(
      body,
      signSandboxPayload(t.app.services.sandboxSecret, body, Math.floor(clock / 1000) - 301),
    );
    expect(stale.statusCode).toBe(401);
    expect(JSON.parse(stale.body)).toMatchObject({ code: 401 });
    const unsigned = await notify(body, '');
    expect(unsigned.statusCode).toBe(401);
    // Signed, but for another amount than the order's: nothing.
    await notify(notification(paymentId, created.orderId, 'paid', 1));
    expect(await orderStatus(created.orderId)).toBe(1);
    expect(await balances(u.token)).toMatchObject({ gold: 0, coin: 0 });
  });
});

describe('a real browser round trip on a listening server', () => {
  it('delivers the signed notification over HTTP, so the order is paid before any query', async () => {
    const live = await buildTestApp({ database: undefined });
    try {
      const address = await live.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await deviceToken(live.api, 'pay-live-device-01');
      const created = createOrderData.parse(
        (await live.api.post('/pay/create-order', { goods_id: 101, pay_channel_id: 1 }, { token })).body.data,
      );
      const gateway = await fetch(
        `${address}${created.gateway}?${new URLSearchParams({ order_id: created.orderId, order_name: created.orderName, return_url: '/pages/user/index' })}`,
        { redirect: 'manual' },
      );
      expect(gateway.status).toBe(303);
      const checkout = `${address}${gateway.headers.get('location')}`;
      expect((await fetch(checkout)).status).toBe(200);
      const pressed = await fetch(checkout, {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay' }),
        redirect: 'manual',
      });
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get('location')).toBe(`${address}/pages/user/index`);
      const [row] = await live.database.db.select().from(orders).where(eq(orders.tradeNo, created.orderId));
      expect(row?.status).toBe(2);
    } finally {
      await live.close();
    }
  });
});
