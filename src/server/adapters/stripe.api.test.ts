/**
 * Stripe Checkout through the real SDK against a fake Stripe API on 127.0.0.1, and webhooks
 * signed the way Stripe signs them.
 */
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema/wallet.ts';
import { createOrderData, orderPage, payCenterData, queryOrderData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../testing/build-test-app.ts';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.ts';
import { ledgerMismatches } from '../testing/money.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let stripe: FakeStripe;
let clock = Date.now();
let device = 0;

async function newToken(): Promise<string> {
  return deviceToken(t.api, `stripe-device-${String(++device).padStart(6, '0')}`);
}

async function checkout(token: string, goodsId: number, page: { language?: string; accept?: string } = {}) {
  const created = createOrderData.parse(
    (await t.api.post('/pay/create-order', { goods_id: goodsId, pay_channel_id: 2 }, { token })).body.data,
  );
  const res = await t.app.inject({
    method: 'GET',
    url: `/pay/gateway/stripe?${new URLSearchParams({ order_id: created.orderId, order_name: created.orderName, return_url: '/pages/user/index', ...(page.language ? { language: page.language } : {}) })}`,
    headers: page.accept ? { 'accept-language': page.accept } : {},
  });
  expect(res.statusCode).toBe(303);
  const sessionId = String(res.headers.location).split('/').pop() ?? '';
  return { created, sessionId };
}

function webhook(
  type: string,
  session: object,
  secret = WEBHOOK_SECRET,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(16).slice(2)}`,
    object: 'event',
    type,
    data: { object: session },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return t.app.inject({
    method: 'POST',
    url: '/enjoy-api/pay/notify/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
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
  await t.close();
  await stripe.close();
});

describe('Stripe Checkout', () => {
  it('offers only Stripe once it is configured, and creates one session per order', async () => {
    const token = await newToken();
    const center = payCenterData.parse((await t.api.post('/pay/center', {}, { token })).body.data);
    expect(center.items[0]?.pal_channel.map((c) => c.channel_id)).toEqual([2]);
    const { created, sessionId } = await checkout(token, 101);
    const session = stripe.sessions.get(sessionId);
    expect(session).toMatchObject({
      amount_total: 499,
      currency: 'usd',
      client_reference_id: created.orderId,
    });
    expect(session?.success_url).toMatch(/\/pages\/user\/index$/);
    // Stripe's Cancel leads to this server's cancel page, which closes the session and goes back
    // to the app with a marker (stripe-cancel.api.test.ts).
    expect(session?.cancel_url).toMatch(new RegExp(`/pay/cancel/stripe\\?order_id=${created.orderId}&sig=`));
    // A second visit reuses the stored session.
    const again = await t.app.inject({
      method: 'GET',
      url: `/pay/gateway/stripe?order_id=${created.orderId}`,
    });
    expect(String(again.headers.location)).toBe(session?.url);
    expect(stripe.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    // The order's, and the visit's return addresses and language (decision 0054).
    expect(stripe.requests[0]?.idempotencyKey).toMatch(
      new RegExp(`^checkout-${created.orderId}-[0-9a-f]{16}$`),
    );
  });

  it("opens Checkout in the app's language, else the browser's", async () => {
    const thai = await checkout(await newToken(), 101, { language: '4', accept: 'en-US,en;q=0.9' });
    expect(stripe.sessions.get(thai.sessionId)?.locale).toBe('th');
    const traditional = await checkout(await newToken(), 101, { language: '2' });
    expect(stripe.sessions.get(traditional.sessionId)?.locale).toBe('zh-TW');
    const browser = await checkout(await newToken(), 101, { accept: 'id-ID,id;q=0.9' });
    expect(stripe.sessions.get(browser.sessionId)?.locale).toBe('id');
  });

  it('credits on a verified checkout.session.completed, once, however often it arrives', async () => {
    const token = await newToken();
    const { created, sessionId } = await checkout(token, 102);
    const session = stripe.pay(sessionId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => webhook('checkout.session.completed', session)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await webhook('checkout.session.expired', { ...session, status: 'expired', payment_status: 'unpaid' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, created.orderId));
    expect(row?.status).toBe(2);
    const center = payCenterData.parse((await t.api.post('/pay/center', {}, { token })).body.data);
    expect(center).toMatchObject({ goldRemain: 1000, silverRemain: 150 });
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses webhooks with a wrong secret, a stale timestamp or a changed body', async () => {
    const token = await newToken();
    const { created, sessionId } = await checkout(token, 101);
    const session = stripe.pay(sessionId);
    expect((await webhook('checkout.session.completed', session, 'whsec_other')).statusCode).toBe(401);
    const stale = await webhook(
      'checkout.session.completed',
      session,
      WEBHOOK_SECRET,
      Math.floor(Date.now() / 1000) - 600,
    );
    expect(stale.statusCode).toBe(401);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/enjoy-api/pay/notify/stripe',
      payload: payload.replace('499', '1'),
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(changed.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, created.orderId));
    expect(row?.status).toBe(1);
  });

  it('refuses a signed event of the wrong shape with 400, never a 500 (found by npm run soak)', async () => {
    const token = await newToken();
    const { created, sessionId } = await checkout(token, 101);
    const session = stripe.pay(sessionId);
    for (const object of [
      { ...session, currency: 5 },
      { ...session, amount_total: 'abc' },
      { ...session, amount_total: false },
      { ...session, client_reference_id: { id: 1 } },
    ]) {
      const res = await webhook('checkout.session.completed', object);
      expect(res.statusCode, JSON.stringify(object)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
    const malformedData = await t.app.inject({
      method: 'POST',
      url: '/enjoy-api/pay/notify/stripe',
      payload: JSON.stringify({ id: 'evt_2', object: 'event', type: 'checkout.session.completed', data: {} }),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify({
            id: 'evt_2',
            object: 'event',
            type: 'checkout.session.completed',
            data: {},
          }),
          secret: WEBHOOK_SECRET,
        }),
      },
    });
    expect(malformedData.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, created.orderId));
    expect(row?.status).toBe(1);
  });

  it('records an expired session as cancelled and a failed delayed payment as failed', async () => {
    const token = await newToken();
    const lapsed = await checkout(token, 101);
    const lapsedSession = stripe.expire(lapsed.sessionId);
    expect((await webhook('checkout.session.expired', lapsedSession)).statusCode).toBe(200);
    const refused = await checkout(token, 102); // (another package: not a duplicate submit)
    const refusedSession = stripe.sessions.get(refused.sessionId);
    expect(
      (await webhook('checkout.session.async_payment_failed', { ...refusedSession, status: 'complete' }))
        .statusCode,
    ).toBe(200);

    const rows = await t.database.db.select().from(orders).where(eq(orders.tradeNo, lapsed.created.orderId));
    expect(rows[0]).toMatchObject({ status: 3, failReason: 'cancelled' });
    const list = orderPage.parse((await t.api.post('/pay/order-list', {}, { token })).body.data);
    const result = new Map(list.list.map((o) => [o.trade_no, [o.status, o.result]]));
    expect(result.get(lapsed.created.orderId)).toEqual([3, 'cancelled']);
    expect(result.get(refused.created.orderId)).toEqual([3, 'failed']);
  });

  it('learns the outcome by asking Stripe when no webhook came', async () => {
    const token = await newToken();
    const { created, sessionId } = await checkout(token, 201);
    expect(
      queryOrderData.parse(
        (await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token })).body.data,
      ).status,
    ).toBe(1);
    stripe.expire(sessionId);
    clock += 10_001;
    expect(
      queryOrderData.parse(
        (await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token })).body.data,
      ).status,
    ).toBe(3);
    const list = orderPage.parse((await t.api.post('/pay/order-list', {}, { token })).body.data);
    expect(list.list.find((o) => o.trade_no === created.orderId)?.result).toBe('cancelled');
  });
});
