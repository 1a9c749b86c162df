/**
 * Unpaid orders close (order-sweep.service.ts): ORDER_OPEN_MS after it was made an order nobody
 * paid is cancelled, by the sweep or by a late visit to its gateway; the sandbox's checkout
 * lapses as a Stripe session does; a payment made after all still credits the order.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_OPEN_MS } from '#shared/contract/wallet-constants.ts';
import { orderPage, queryOrderData } from '#shared/contract/wallet.ts';
import {
  balances,
  newUser,
  notification,
  notify,
  order,
  t,
  usePayApp,
  visitGateway,
} from '../pay/pay.testing.ts';

let clock = Date.now();
usePayApp(() => clock);

const MINUTE = 60_000;

async function statusOf(token: string, tradeNo: string): Promise<number> {
  const list = orderPage.parse((await t.api.post('/pay/order-list', {}, { token })).body.data);
  return list.list.find((o) => o.trade_no === tradeNo)?.status ?? 0;
}

describe('unpaid orders', () => {
  it('are closed by the sweep once ORDER_OPEN_MS has passed, not before', async () => {
    const u = await newUser();
    const never = await order(u.token, 101);
    clock += MINUTE;
    const opened = await order(u.token, 102);
    const paymentId = await visitGateway(opened.orderId);
    clock += ORDER_OPEN_MS - 2 * MINUTE;
    expect(await t.app.services.orderSweep.run()).toEqual({ closed: 0, asked: 0 });
    expect(await statusOf(u.token, never.orderId)).toBe(1);

    // Never taken to the gateway: cancelled as soon as its time is up.
    clock += 2 * MINUTE;
    expect(await t.app.services.orderSweep.run()).toEqual({ closed: 1, asked: 0 });
    expect(await statusOf(u.token, never.orderId)).toBe(3);
    expect(await statusOf(u.token, opened.orderId)).toBe(1);

    // With a checkout: the gateway is asked; the sandbox's payment has lapsed by then.
    clock += 2 * MINUTE;
    expect(await t.app.services.orderSweep.run()).toEqual({ closed: 1, asked: 1 });
    expect(await statusOf(u.token, opened.orderId)).toBe(3);
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox-pay/checkout/${paymentId}`,
      headers: { 'accept-language': 'en' },
    });
    expect(page.body).toContain('This payment has expired.');
    expect(page.body).not.toContain('data-testid="sandbox-pay"');
    const press = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/checkout/${paymentId}`,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // Refused on its page (decision 0052): nothing is paid.
    expect(press.statusCode).toBe(409);
    expect(await balances(u.token)).toMatchObject({ gold: 0, coin: 0 });
    expect(await t.app.services.orderSweep.run()).toEqual({ closed: 0, asked: 0 });
  });

  it('a gateway visit after ORDER_OPEN_MS sends the buyer back and closes the order', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    clock += ORDER_OPEN_MS + MINUTE;
    const res = await t.app.inject({
      method: 'GET',
      url: `/pay/gateway/sandbox?order_id=${created.orderId}&return_url=%2Fpages%2Fuser%2Findex`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/pages/user/index');
    const query = queryOrderData.parse(
      (await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: u.token })).body.data,
    );
    expect(query.status).toBe(3);
  });

  it('a payment the gateway reports after the order closed is still credited', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    const paymentId = await visitGateway(created.orderId);
    clock += ORDER_OPEN_MS + MINUTE;
    await t.app.services.orderSweep.run();
    expect(await statusOf(u.token, created.orderId)).toBe(3);
    const late = await notify(notification(paymentId, created.orderId, 'paid', 499));
    expect(late.statusCode).toBe(200);
    expect(await statusOf(u.token, created.orderId)).toBe(2);
    expect(await balances(u.token)).toMatchObject({ gold: 500, coin: 50 });
  });
});
