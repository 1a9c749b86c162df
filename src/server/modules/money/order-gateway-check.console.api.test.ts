/**
 * "Ask the gateway now" from the console (order-gateway-check.ts) with the sandbox gateway: a
 * pending order whose buyer paid at the gateway while its notification never came is settled by
 * the gateway's word, credited exactly once and audited as the operator's; finance and owners
 * only; one question per order per GATEWAY_CHECK_INTERVAL_MS; the answer in the operator's words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { gatewayCheckAnswer, orderDetail } from '#shared/contract/console-orders.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
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
import { GATEWAY_CHECK_INTERVAL_MS } from './order-query.service.ts';

const clock = testClock();
usePayApp(clock.now);
let owner: ConsoleSession;
let support: ConsoleSession;
let finance: ConsoleSession;

const ask = (session: ConsoleSession, tradeNo: string, language = '3') =>
  consoleCall(t.app, 'POST', `/orders/${tradeNo}/ask-gateway`, { session, body: {}, headers: { language } });

async function detail(tradeNo: string, session: ConsoleSession) {
  const res = await consoleCall(t.app, 'GET', `/orders/${tradeNo}`, { session });
  expect(res.body.code).toBe(200);
  return orderDetail.parse(res.body.data);
}

/** The buyer presses Pay on the sandbox's page; its notification is lost (never sent here). */
async function paidAtGateway(paymentId: string): Promise<void> {
  const paid = await t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/checkout/${paymentId}`,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
}

beforeAll(async () => {
  ({ owner, support } = await setUpConsoleTeam(t.app, clock));
  finance = (await setUpOperator(t.app, clock, { email: 'fin@example.com', role: 'finance', name: 'Finn' }))
    .session;
});

describe("asking a pending order's gateway from the console", () => {
  it('credits an order paid at the gateway exactly once, audited as the operator', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    const paymentId = await visitGateway(created.orderId);
    await paidAtGateway(paymentId);
    expect(await balances(u.token)).toMatchObject({ gold: 0, coin: 0 });

    // Support reads the order but may not ask (money moves): no button, and 903.
    expect((await detail(created.orderId, support)).gateway_check).toBe(false);
    expect((await ask(support, created.orderId)).body.code).toBe(903);
    expect((await detail(created.orderId, finance)).gateway_check).toBe(true);

    const res = await ask(finance, created.orderId);
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('The gateway says it is paid. The order is now paid and its package credited.');
    const answer = gatewayCheckAnswer.parse(res.body.data);
    expect(answer.check).toEqual({ said: 'paid', settled: 'credited' });
    expect(answer.order.result).toBe('paid');
    expect(answer.gateway_check).toBe(false);
    expect(answer.events.at(-1)).toMatchObject({ kind: 'query', source: 'sandbox', outcome: 'paid' });
    expect(await balances(u.token)).toMatchObject({ gold: 500, coin: 50 });

    // Asked again: nothing left to ask; the late notification credits nothing more.
    clock.advance(GATEWAY_CHECK_INTERVAL_MS);
    const again = await ask(finance, created.orderId);
    expect(again.body.code).toBe(601);
    expect(again.body.msg).toContain('Only a pending order');
    expect((await notify(notification(paymentId, created.orderId, 'paid', 499))).statusCode).toBe(200);
    expect(await balances(u.token)).toMatchObject({ gold: 500, coin: 50 });

    const audit = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?entity=order', { session: owner })).body.data,
    );
    const rows = audit.items.filter((a) => a.entity_id === created.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'gateway_check',
      operator_name: 'Finn',
      before: { status: 1 },
      after: { status: 2, said: 'paid', settled: 'credited' },
    });
  });

  it("says an unpaid checkout is still open, in the operator's language, once per interval", async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    await visitGateway(created.orderId);
    const first = await ask(owner, created.orderId, '1');
    expect(first.body.code).toBe(200);
    expect(first.body.msg).toBe('支付通道表示买家尚未付款，订单仍为待支付。');
    expect(gatewayCheckAnswer.parse(first.body.data).check).toEqual({ said: 'open', settled: 'unchanged' });

    clock.advance(4_000);
    const soon = await ask(owner, created.orderId);
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe(429);
    expect(soon.body.msg).toBe('The gateway was asked about this order moments ago. Try again in 7 s.');
    expect(soon.raw.headers['retry-after']).toBe('7');

    clock.advance(7_000);
    expect((await ask(owner, created.orderId)).body.code).toBe(200);
  });

  it('refuses an order never taken to a gateway', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    expect((await detail(created.orderId, owner)).gateway_check).toBe(false);
    expect((await ask(owner, created.orderId)).body.code).toBe(601);
    expect((await ask(owner, 'T00000000000000ffffffffffffffff')).body.code).toBe(805);
  });
});
