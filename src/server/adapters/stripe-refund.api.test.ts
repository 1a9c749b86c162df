/**
 * Stripe refunds (issue 18) through the real SDK against the fake Stripe API: a refund made in
 * Stripe's dashboard reaches the app as signed `charge.refunded` webhooks (three times, and
 * concurrently) and refunds the order once; the console's refund calls refunds.create and the
 * webhook that follows changes nothing; a partial refund leaves the order paid; an order paid
 * before its payment intent was kept is found through its Checkout Session.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledger, orders } from '#db/schema/wallet.ts';
import { payCenterData } from '#shared/contract/wallet.ts';
import { orderDetail } from '#shared/contract/console-orders.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { sendChargeRefunded, startFakeStripe, type FakeStripe } from '../testing/fake-stripe.ts';
import { ledgerMismatches } from '../testing/money.ts';
import { paidStripeOrder, stripeViewer } from '../testing/stripe-orders.ts';
import {
  consoleCall,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../modules/operator/console.testing.ts';

const WEBHOOK_SECRET = 'whsec_refund_secret';
const clock = testClock(Date.now());
let t: TestApp;
let stripe: FakeStripe;
let finance: ConsoleSession;
let financeId: number;

const viewer = () => stripeViewer(t, 'stripe-refund');
const paidOrder = (token: string, goodsId: number) =>
  paidStripeOrder(t, stripe, { token, goodsId, webhookSecret: WEBHOOK_SECRET });

async function orderRow(tradeNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
  return row;
}

const refundRows = (uid: number) =>
  t.database.db
    .select({ asset: ledger.asset, delta: ledger.delta, operatorId: ledger.operatorId })
    .from(ledger)
    .where(and(eq(ledger.userId, uid), eq(ledger.reason, 'refund')));

async function balances(token: string) {
  const center = payCenterData.parse((await t.api.post('/pay/center', {}, { token })).body.data);
  return { gold: center.goldRemain, coin: center.silverRemain };
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({
    now: clock.now,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  const f = await setUpOperator(t.app, clock, { email: 'fin@example.com', role: 'finance', name: 'Finn' });
  finance = f.session;
  financeId = f.id;
});
afterEach(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('Stripe refunds', () => {
  it('keeps the payment intent of a paid order', async () => {
    const u = await viewer();
    const { tradeNo, paymentIntent } = await paidOrder(u.token, 101);
    expect(paymentIntent).toMatch(/^pi_/);
    expect((await orderRow(tradeNo))?.paymentRef).toBe(paymentIntent);
  });

  it('refunds once for a dashboard refund whose webhook arrives three times, and concurrently', async () => {
    const u = await viewer();
    const { tradeNo, paymentIntent } = await paidOrder(u.token, 102);
    const asked = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST').length;
    const charge = stripe.dashboardRefund(paymentIntent);
    const made = stripe.refunds.find((r) => r.payment_intent === paymentIntent);
    expect(made?.id).toMatch(/^re_/);
    for (let i = 0; i < 3; i++) {
      expect((await sendChargeRefunded(t.app, charge, WEBHOOK_SECRET)).statusCode).toBe(200);
    }
    const again = await Promise.all(
      Array.from({ length: 3 }, () => sendChargeRefunded(t.app, charge, WEBHOOK_SECRET)),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // The refund's own id (re_…), not the charge's (decision 0054).
    expect(await orderRow(tradeNo)).toMatchObject({ status: 4, refundedBy: null, refundRef: made?.id });
    expect((await refundRows(u.uid)).map((r) => [r.asset, r.delta]).sort()).toEqual([
      ['coin', -150],
      ['gold', -1000],
    ]);
    expect(await balances(u.token)).toEqual({ gold: 0, coin: 0 });
    // No refund was asked of Stripe by the app: it was made there.
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST')).toHaveLength(
      asked,
    );
  });

  it('finds an order paid before its payment intent was kept through its Checkout Session', async () => {
    const u = await viewer();
    const { tradeNo, paymentIntent } = await paidOrder(u.token, 102);
    // Paid before payment_ref existed (decision 0036).
    await t.database.db.update(orders).set({ paymentRef: null }).where(eq(orders.tradeNo, tradeNo));
    const listed = () =>
      stripe.requests.filter((r) => r.method === 'GET' && r.path === '/v1/checkout/sessions').length;
    const before = listed();
    const charge = stripe.dashboardRefund(paymentIntent);
    expect((await sendChargeRefunded(t.app, charge, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(await orderRow(tradeNo)).toMatchObject({
      status: 4,
      paymentRef: paymentIntent,
      refundRef: stripe.refunds.find((r) => r.payment_intent === paymentIntent)?.id,
    });
    expect((await refundRows(u.uid)).map((r) => [r.asset, r.delta]).sort()).toEqual([
      ['coin', -150],
      ['gold', -1000],
    ]);
    // Kept from then on: the next delivery finds the order without asking Stripe again.
    expect((await sendChargeRefunded(t.app, charge, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(listed() - before).toBe(1);
    expect(await refundRows(u.uid)).toHaveLength(2);
  });

  it('changes nothing for a payment no Checkout Session of the app made, or one naming another order', async () => {
    const u = await viewer();
    const own = await paidOrder(u.token, 101);
    const other = await paidOrder(u.token, 102);
    await t.database.db.update(orders).set({ paymentRef: null }).where(eq(orders.tradeNo, other.tradeNo));
    // A charge made outside the app's Checkout (another product on the same Stripe account).
    const charge = stripe.charges.get(own.paymentIntent);
    if (!charge) throw new Error('no charge');
    const stranger = { ...charge, id: 'ch_elsewhere', payment_intent: 'pi_elsewhere', refunded: true };
    stranger.amount_refunded = stranger.amount;
    expect((await sendChargeRefunded(t.app, stranger, WEBHOOK_SECRET)).statusCode).toBe(200);
    // A session whose reference names an order it did not make is not believed.
    const session = [...stripe.sessions.values()].find((x) => x.payment_intent === other.paymentIntent);
    if (!session) throw new Error('no session');
    session.client_reference_id = own.tradeNo;
    const refunded = stripe.dashboardRefund(other.paymentIntent);
    expect((await sendChargeRefunded(t.app, refunded, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await orderRow(own.tradeNo))?.status).toBe(2);
    expect(await orderRow(other.tradeNo)).toMatchObject({ status: 2, paymentRef: null });
    expect(await refundRows(u.uid)).toEqual([]);
  });

  it('refunds from the console through refunds.create, and the webhook after it changes nothing', async () => {
    const u = await viewer();
    const { tradeNo, paymentIntent } = await paidOrder(u.token, 101);
    const res = await consoleCall(t.app, 'POST', `/orders/${tradeNo}/refund`, { session: finance, body: {} });
    expect(res.body.code).toBe(200);
    const page = orderDetail.parse(res.body.data);
    expect(page.order).toMatchObject({ status: 4, refunded_by: financeId });
    const asked = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.idempotencyKey).toBe(`refund-${tradeNo}`);
    expect(new URLSearchParams(asked[0]?.body).get('payment_intent')).toBe(paymentIntent);
    expect(page.order.refund_ref).toBe(stripe.refunds.find((r) => r.payment_intent === paymentIntent)?.id);

    const charge = stripe.charges.get(paymentIntent);
    if (!charge) throw new Error('no charge');
    expect(charge.refunded).toBe(true);
    expect((await sendChargeRefunded(t.app, charge, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await refundRows(u.uid)).map((r) => [r.asset, r.delta, r.operatorId]).sort()).toEqual([
      ['coin', -50, financeId],
      ['gold', -500, financeId],
    ]);
    const timeline = orderDetail.parse(
      (await consoleCall(t.app, 'GET', `/orders/${tradeNo}`, { session: finance })).body.data,
    ).events;
    expect(timeline.map((e) => [e.kind, e.source])).toEqual([
      ['created', 'app'],
      ['redirect', 'stripe'],
      ['notify', 'stripe'],
      ['refund_request', 'console'],
      ['refund_accepted', 'stripe'],
      ['refunded', 'console'],
      ['refund_notify', 'stripe'],
    ]);
    // Stripe's words, and the outcome they report for the console to word.
    expect(timeline.filter((e) => e.outcome !== null).map((e) => [e.kind, e.outcome])).toEqual([
      ['notify', 'paid'],
      ['refund_notify', 'refunded'],
    ]);
    // The buyer's personal details from the charge stay out of the timeline.
    expect(JSON.stringify(timeline)).not.toContain('buyer@example.com');
  });

  it('leaves the order paid on a partial refund; a refund made in the dashboard since is the refund', async () => {
    const u = await viewer();
    const { tradeNo, paymentIntent } = await paidOrder(u.token, 101);
    const charge = stripe.charges.get(paymentIntent);
    if (!charge) throw new Error('no charge');
    const partial = { ...charge, amount_refunded: 100 };
    expect((await sendChargeRefunded(t.app, partial, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await orderRow(tradeNo))?.status).toBe(2);
    expect(await refundRows(u.uid)).toEqual([]);
    // Refunded in the dashboard meanwhile, its webhook lost: Stripe answers the console's refund
    // "already refunded", and that is the refund (decision 0054).
    stripe.dashboardRefund(paymentIntent);
    const res = await consoleCall(t.app, 'POST', `/orders/${tradeNo}/refund`, { session: finance, body: {} });
    expect(res.body.code).toBe(200);
    expect((await orderRow(tradeNo))?.status).toBe(4);
    const timeline = orderDetail.parse(
      (await consoleCall(t.app, 'GET', `/orders/${tradeNo}`, { session: finance })).body.data,
    ).events;
    expect(timeline.slice(-4).map((e) => [e.kind, e.outcome])).toEqual([
      ['refund_notify', 'partly_refunded'],
      ['refund_request', null],
      ['refund_accepted', null],
      ['refunded', null],
    ]);
    // A wrong signature is refused before anything is read.
    expect((await sendChargeRefunded(t.app, charge, 'whsec_other')).statusCode).toBe(401);
  });
});
