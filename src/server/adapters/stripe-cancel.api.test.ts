/**
 * Stripe Checkout's Cancel (checkout-cancel.service.ts), through the real SDK against the fake
 * Stripe API: the cancel link closes the Checkout Session at Stripe and the order here, then
 * sends the buyer back to the app with the cancel marker; a link that is not the order's own
 * (or on another channel's path) closes nothing; a session paid in another tab first is credited,
 * not cancelled, then or later; Stripe out of reach leaves the order for the sweep and still
 * sends the buyer back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '#db/schema/order-events.ts';
import { orders } from '#db/schema/wallet.ts';
import { createOrderData } from '#shared/contract/wallet.ts';
import { ORDER_STATUS } from '#shared/contract/wallet-constants.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.ts';
import { ledgerMismatches } from '../testing/money.ts';
import { stripeViewer } from '../testing/stripe-orders.ts';

let t: TestApp;
let stripe: FakeStripe;
let stripeOpen = true;

async function checkout(token: string, returnUrl = '/pages/user/index') {
  const res = await t.api.post('/pay/create-order', { goods_id: 101, pay_channel_id: 2 }, { token });
  const tradeNo = createOrderData.parse(res.body.data).orderId;
  const visit = await t.app.inject({
    method: 'GET',
    url: `/pay/gateway/stripe?${new URLSearchParams({ order_id: tradeNo, return_url: returnUrl })}`,
  });
  expect(visit.statusCode).toBe(303);
  const sessionId = String(visit.headers.location).split('/').pop() ?? '';
  const cancelUrl = stripe.sessions.get(sessionId)?.cancel_url ?? '';
  return { tradeNo, sessionId, cancelUrl };
}

/** The browser following Stripe's Cancel: the path and query of the cancel address. */
function follow(cancelUrl: string) {
  const url = new URL(cancelUrl);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

async function orderOf(tradeNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
  return row;
}

async function cancelEvents(tradeNo: string) {
  return t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.tradeNo, tradeNo), eq(orderEvents.kind, 'cancel')));
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_cancel',
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  if (stripeOpen) await stripe.close();
});

describe("Stripe Checkout's Cancel", () => {
  it('closes the session at Stripe and the order here, then goes back with the marker', async () => {
    const { token } = await stripeViewer(t, 'cancel');
    const { tradeNo, sessionId, cancelUrl } = await checkout(token, '/pages/video/play?id=3&episode=2');
    expect(new URL(cancelUrl).pathname).toBe('/pay/cancel/stripe');
    expect(new URL(cancelUrl).searchParams.get('order_id')).toBe(tradeNo);

    const res = await follow(cancelUrl);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/pages/video/play?id=3&episode=2&pay_cancelled=${tradeNo}`);
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
    expect(await orderOf(tradeNo)).toMatchObject({ status: ORDER_STATUS.failed, failReason: 'cancelled' });
    expect(await cancelEvents(tradeNo)).toMatchObject([{ source: 'stripe', summary: 'cancelled' }]);
    // The viewer's app reads the order as ended, not as a payment on its way.
    const query = await t.api.post('/pay/query-order', { trade_no: tradeNo }, { token });
    expect(query.body.data).toMatchObject({ status: ORDER_STATUS.failed });

    // A second Cancel (the back button) asks Stripe nothing more.
    const posts = stripe.requests.filter((r) => r.path.endsWith('/expire')).length;
    expect((await follow(cancelUrl)).headers.location).toContain(`pay_cancelled=${tradeNo}`);
    expect(stripe.requests.filter((r) => r.path.endsWith('/expire'))).toHaveLength(posts);
  });

  it('closes nothing for a link that is not the order’s own', async () => {
    const mine = await checkout((await stripeViewer(t, 'cancel')).token);
    const other = await checkout((await stripeViewer(t, 'cancel')).token);
    // Another order's signature, and a made-up one.
    const forged = new URL(mine.cancelUrl);
    forged.searchParams.set('sig', new URL(other.cancelUrl).searchParams.get('sig') ?? '');
    const guessed = new URL(mine.cancelUrl);
    guessed.searchParams.set('sig', 'A'.repeat(32));
    for (const url of [forged, guessed]) {
      const res = await follow(url.toString());
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/pages/user/index');
    }
    // The order's own signature on another channel's path.
    const sandbox = new URL(mine.cancelUrl);
    sandbox.pathname = '/pay/cancel/sandbox';
    expect((await follow(sandbox.toString())).headers.location).toBe('/pages/user/index');
    expect(stripe.sessions.get(mine.sessionId)?.status).toBe('open');
    expect(await orderOf(mine.tradeNo)).toMatchObject({ status: ORDER_STATUS.pending });
    // Nothing but a path of this site to go back to.
    const away = new URL(mine.cancelUrl);
    away.searchParams.set('return_url', 'https://evil.example/x');
    expect((await follow(away.toString())).headers.location).toBe(`/?pay_cancelled=${mine.tradeNo}`);
  });

  it('credits a session paid in another tab before the Cancel, once', async () => {
    const { token } = await stripeViewer(t, 'cancel');
    const { tradeNo, sessionId, cancelUrl } = await checkout(token);
    stripe.pay(sessionId);
    const res = await follow(cancelUrl);
    expect(res.headers.location).toBe('/pages/user/index');
    expect(await orderOf(tradeNo)).toMatchObject({ status: ORDER_STATUS.paid, gold: 500 });
    const center = await t.api.post('/pay/center', {}, { token });
    expect(center.body.data).toMatchObject({ goldRemain: 500 });
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    // Its Cancel followed again later (the back button) does not call the paid order cancelled.
    expect((await follow(cancelUrl)).headers.location).toBe('/pages/user/index');
  });

  it('sends the buyer back when Stripe cannot be reached, and leaves the order pending', async () => {
    const { token } = await stripeViewer(t, 'cancel');
    const { tradeNo, cancelUrl } = await checkout(token);
    await stripe.close();
    stripeOpen = false;
    const res = await follow(cancelUrl);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/pages/user/index?pay_cancelled=${tradeNo}`);
    expect(await orderOf(tradeNo)).toMatchObject({ status: ORDER_STATUS.pending });
  });
});
