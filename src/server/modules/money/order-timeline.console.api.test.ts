/**
 * An order's page as a listening server records it (issue 18): the sandbox gateway's
 * notifications really arrive (over HTTP, while the request that caused them waits), and the
 * clock moves on every read as a real one does. The gateway's outcomes come in a closed list
 * the console words, its payment is kept on the order, and a refund's timeline reads in the
 * order things happened: asked, accepted by the gateway, its notification, taken back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDetail } from '#shared/contract/console-orders.ts';
import { consoleCall, setUpOperator, type ConsoleSession } from '../operator/console.testing.ts';
import { newUser, order, t, usePayApp } from '../pay/pay.testing.ts';

/** A clock one millisecond later at every read (events recorded one after another differ). */
function tickingClock(start = Date.parse('2026-11-26T09:00:10Z')) {
  let at = start;
  return {
    now: () => (at += 1),
    advance(ms: number) {
      at += ms;
    },
  };
}

const clock = tickingClock();
usePayApp(clock.now);
let finance: ConsoleSession;
let origin = '';

beforeAll(async () => {
  ({ session: finance } = await setUpOperator(t.app, clock, {
    email: 'fin@example.com',
    role: 'finance',
    name: 'Finn',
  }));
  // Listening: the sandbox posts its notifications to this server's own address.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

async function detail(tradeNo: string) {
  const res = await consoleCall(t.app, 'GET', `/orders/${tradeNo}`, { session: finance });
  expect(res.body.code).toBe(200);
  return orderDetail.parse(res.body.data);
}

/** The buyer's browser on the gateway route, over HTTP: the sandbox payment's id. */
async function visitGateway(orderId: string): Promise<string> {
  const query = new URLSearchParams({ order_id: orderId, order_name: 'x', return_url: '/' });
  const res = await fetch(`${origin}/pay/gateway/sandbox?${query}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return (res.headers.get('location') ?? '').split('/').pop() ?? '';
}

describe("an order's gateway timeline", () => {
  it('says what the gateway answered, keeps its payment, and puts a refund in time order', async () => {
    const u = await newUser();
    const { orderId: tradeNo } = await order(u.token, 101);
    const paymentId = await visitGateway(tradeNo);
    // The buyer's app asks while the payment is still open.
    const asked = await t.api.post('/pay/query-order', { trade_no: tradeNo }, { token: u.token });
    expect(asked.body.code).toBe(200);
    const pending = await detail(tradeNo);
    expect(pending.order).toMatchObject({ result: 'pending', paid_at: null, payment_ref: null });
    expect(pending.events.find((e) => e.kind === 'query')).toMatchObject({
      source: 'sandbox',
      summary: 'pending',
      outcome: 'open',
    });
    expect(pending.events.find((e) => e.kind === 'created')?.outcome).toBeNull();

    // The buyer pays on the sandbox's page; its notification reaches this server.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/checkout/${paymentId}`,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const before = await detail(tradeNo);
    expect(before.order).toMatchObject({ result: 'paid', payment_ref: paymentId });
    expect(before.events.find((e) => e.kind === 'notify')).toMatchObject({
      summary: 'payment.updated: paid',
      outcome: 'paid',
    });

    // Finance refunds: the sandbox notifies the refund before it answers the request.
    const res = await consoleCall(t.app, 'POST', `/orders/${tradeNo}/refund`, { session: finance, body: {} });
    expect(res.body.code).toBe(200);
    const after = orderDetail.parse(res.body.data);
    expect(after.order).toMatchObject({ result: 'refunded', payment_ref: paymentId });
    expect(after.events.map((e) => [e.kind, e.source])).toEqual([
      ['created', 'app'],
      ['redirect', 'sandbox'],
      ['query', 'sandbox'],
      ['notify', 'sandbox'],
      ['refund_request', 'console'],
      ['refund_accepted', 'sandbox'],
      ['refund_notify', 'sandbox'],
      ['refunded', 'sandbox'],
    ]);
    const times = after.events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(after.events.find((e) => e.kind === 'refund_accepted')).toMatchObject({
      summary: `re_${paymentId.slice(3)}`,
      outcome: null,
    });
    expect(after.events.find((e) => e.kind === 'refund_notify')).toMatchObject({
      summary: 'payment.refunded: refunded',
      outcome: 'refunded',
    });
    // The same page read again: the same order.
    expect((await detail(tradeNo)).events.map((e) => e.id)).toEqual(after.events.map((e) => e.id));
  });
});
