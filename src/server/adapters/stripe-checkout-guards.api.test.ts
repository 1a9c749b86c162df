/**
 * What the Stripe path must not believe or break (decision 0054), through the real SDK against
 * the fake Stripe API: a signed event without data is a 400, not a 500; an event credits only
 * the order whose own session it is, through Stripe; a checkout retried for one order sends
 * Stripe the same parameters under one key (Stripe refuses a key reused with others); an order
 * whose session is complete and its bank debit still processing is not swept away.
 */
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema/wallet.ts';
import { createOrderData, payCenterData } from '#shared/contract/wallet.ts';
import { ORDER_OPEN_MS } from '#shared/contract/wallet-constants.ts';
import { buildTestApp, deviceToken, type TestApp } from '../testing/build-test-app.ts';
import { sendStripeEvent, startFakeStripe, type FakeStripe } from '../testing/fake-stripe.ts';
import { ledgerMismatches } from '../testing/money.ts';

const WEBHOOK_SECRET = 'whsec_guards';
let t: TestApp;
let stripe: FakeStripe;
// Ten minutes behind the real clock: what counts is the app's clock, not the machine's.
let clock = Date.now() - 600_000;
let device = 0;

async function newToken(): Promise<string> {
  return deviceToken(t.api, `stripe-guard-${String(++device).padStart(6, '0')}`);
}

async function createOrder(token: string, goodsId: number) {
  const res = await t.api.post('/pay/create-order', { goods_id: goodsId, pay_channel_id: 2 }, { token });
  return createOrderData.parse(res.body.data).orderId;
}

function visit(tradeNo: string, returnUrl = '/pages/user/index', language = '3') {
  return t.app.inject({
    method: 'GET',
    url: `/pay/gateway/stripe?${new URLSearchParams({ order_id: tradeNo, return_url: returnUrl, language })}`,
  });
}

async function checkout(token: string, goodsId: number) {
  const tradeNo = await createOrder(token, goodsId);
  const res = await visit(tradeNo);
  expect(res.statusCode).toBe(303);
  return { tradeNo, sessionId: String(res.headers.location).split('/').pop() ?? '' };
}

/** A signed event with this exact payload (whatever its shape). */
function signed(payload: string) {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/enjoy-api/pay/notify/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

async function orderRow(tradeNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
  return row;
}

async function gold(token: string) {
  return payCenterData.parse((await t.api.post('/pay/center', {}, { token })).body.data).goldRemain;
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({
    now: () => clock,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
  await t.close();
  await stripe.close();
});

describe('Stripe path guards', () => {
  it('answers 400 for a signed event without data, never a 500', async () => {
    for (const payload of [
      { id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: null },
      { id: 'evt_2', object: 'event', type: 'charge.refunded' },
      { id: 'evt_3', object: 'event', type: 'refund.failed', data: { object: null } },
      { id: 'evt_4', object: 'event', type: 'customer.created', data: null },
      { id: 'evt_5', object: 'event', type: 'checkout.session.expired', data: {} },
    ]) {
      const res = await signed(JSON.stringify(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
  });

  it("credits an order only on its own session's word, through Stripe", async () => {
    const token = await newToken();
    const own = await checkout(token, 101);
    const other = await checkout(await newToken(), 101);
    // Another order's paid session, whose reference names this order: not believed.
    const paidElsewhere = stripe.pay(other.sessionId);
    const forged = {
      ...paidElsewhere,
      client_reference_id: own.tradeNo,
      metadata: { trade_no: own.tradeNo },
    };
    expect(
      (await sendStripeEvent(t.app, 'checkout.session.completed', forged, WEBHOOK_SECRET)).statusCode,
    ).toBe(200);
    expect((await orderRow(own.tradeNo))?.status).toBe(1);
    expect(await gold(token)).toBe(0);
    // Nor is "expired" from another session.
    const expired = { ...forged, status: 'expired', payment_status: 'unpaid' };
    await sendStripeEvent(t.app, 'checkout.session.expired', expired, WEBHOOK_SECRET);
    expect((await orderRow(own.tradeNo))?.status).toBe(1);

    // An order of another channel, never taken to a gateway, named by a Stripe session.
    const sandboxToken = await newToken();
    const sandboxOrder = await createOrder(sandboxToken, 102);
    await t.database.db.update(orders).set({ channel: 'sandbox' }).where(eq(orders.tradeNo, sandboxOrder));
    const named = {
      ...paidElsewhere,
      client_reference_id: sandboxOrder,
      metadata: { trade_no: sandboxOrder },
    };
    named.amount_total = 999;
    expect(
      (await sendStripeEvent(t.app, 'checkout.session.completed', named, WEBHOOK_SECRET)).statusCode,
    ).toBe(200);
    expect((await orderRow(sandboxOrder))?.status).toBe(1);
    expect(await gold(sandboxToken)).toBe(0);

    // Its own session's word credits it.
    const paid = stripe.pay(own.sessionId);
    await sendStripeEvent(t.app, 'checkout.session.completed', paid, WEBHOOK_SECRET);
    expect((await orderRow(own.tradeNo))?.status).toBe(2);
    expect(await gold(token)).toBe(500);
  });

  it('sends Stripe the same parameters when one order is taken to Checkout twice at once', async () => {
    const tradeNo = await createOrder(await newToken(), 101);
    const createdAt = (await orderRow(tradeNo))?.createdAt.getTime() ?? 0;
    clock += 60_000; // the visit comes a minute later: the session lives as long
    const [a, b] = await Promise.all([
      visit(tradeNo, '/pages/user/index'),
      visit(tradeNo, '/pages/video/play'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    expect(a.headers.location).toBe(b.headers.location);
    const session = stripe.sessions.get(String(a.headers.location).split('/').pop() ?? '');
    expect(session?.expires_at).toBe(Math.floor(createdAt / 1000) + ORDER_OPEN_MS / 1000 + 31 * 60);
    expect((await orderRow(tradeNo))?.gatewayUrl).toBe(session?.url);

    // As Stripe does, the fake refuses a key reused with other parameters.
    const sdk = new Stripe(stripe.secretKey, {
      host: '127.0.0.1',
      port: new URL(stripe.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const params = (url: string) => ({
      mode: 'payment' as const,
      success_url: url,
      line_items: [{ quantity: 1, price: 'price_1' }],
    });
    await sdk.checkout.sessions.create(params('https://a.test/'), { idempotencyKey: 'same-key' });
    await expect(
      sdk.checkout.sessions.create(params('https://b.test/'), { idempotencyKey: 'same-key' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('leaves pending an order whose bank debit is still processing, past every checkout lapse', async () => {
    const token = await newToken();
    const { tradeNo, sessionId } = await checkout(token, 101);
    const session = stripe.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    Object.assign(session, { status: 'complete', payment_status: 'unpaid' });
    await sendStripeEvent(t.app, 'checkout.session.completed', session, WEBHOOK_SECRET);
    clock += 26 * 3600_000;
    await t.app.services.orderSweep.run();
    expect((await orderRow(tradeNo))?.status).toBe(1);
    // The debit goes through: credited, as it never stopped being on its way.
    const paid = stripe.pay(sessionId);
    await sendStripeEvent(t.app, 'checkout.session.async_payment_succeeded', paid, WEBHOOK_SECRET);
    expect(await orderRow(tradeNo)).toMatchObject({ status: 2, failReason: null });
    expect(await gold(token)).toBe(500);
    // One that is simply open that long (a lapse Stripe never reported) is still closed.
    const lapsed = await checkout(await newToken(), 101);
    clock += 26 * 3600_000;
    await t.app.services.orderSweep.run();
    expect(await orderRow(lapsed.tradeNo)).toMatchObject({ status: 3, failReason: 'cancelled' });
  });

  it('does not let processing debits hold back the sweep of newer orders', async () => {
    const processing = [];
    for (let i = 0; i < 2; i += 1) {
      const order = await checkout(await newToken(), 101);
      const session = stripe.sessions.get(order.sessionId);
      if (!session) throw new Error('no session');
      Object.assign(session, { status: 'complete', payment_status: 'unpaid' });
      processing.push(order.tradeNo);
    }
    clock += 60_000;
    const lapsed = await checkout(await newToken(), 101);
    stripe.expire(lapsed.sessionId);
    clock += ORDER_OPEN_MS + 60_000;
    // Batches of two, fewer than the pending orders: the processing two go behind the rest.
    for (let run = 0; run < 4; run += 1) await t.app.services.orderSweep.run(2);
    expect(await orderRow(lapsed.tradeNo)).toMatchObject({ status: 3, failReason: 'cancelled' });
    for (const tradeNo of processing) expect((await orderRow(tradeNo))?.status).toBe(1);
  });
});
