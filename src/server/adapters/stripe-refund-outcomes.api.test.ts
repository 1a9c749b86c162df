/**
 * Stripe's answers to a console refund beyond "done" (decision 0054), through the real SDK
 * against the fake Stripe API: a charge refunded before in Stripe's dashboard (its webhook
 * lost) is the refund done; a refund Stripe is still processing takes back at once and says so,
 * and its later failure is told on the order (timeline, audit) without crediting again; three
 * refunds of one order at once answer success once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#db/schema/operators.ts';
import { ledger, orders } from '#db/schema/wallet.ts';
import { orderDetail } from '#shared/contract/console-orders.ts';
import { translate } from '../i18n/messages.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { sendStripeEvent, startFakeStripe, type FakeStripe } from '../testing/fake-stripe.ts';
import { ledgerMismatches } from '../testing/money.ts';
import { paidStripeOrder, stripeViewer } from '../testing/stripe-orders.ts';
import {
  consoleCall,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../modules/operator/console.testing.ts';

const WEBHOOK_SECRET = 'whsec_refund_outcomes';
const clock = testClock(Date.now());
let t: TestApp;
let stripe: FakeStripe;
let finance: ConsoleSession;

const viewer = () => stripeViewer(t, 'stripe-outcome');
const paidOrder = (token: string, goodsId: number) =>
  paidStripeOrder(t, stripe, { token, goodsId, webhookSecret: WEBHOOK_SECRET });

async function orderRow(tradeNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
  return row;
}

const refundRows = (uid: number) =>
  t.database.db
    .select({ asset: ledger.asset, delta: ledger.delta })
    .from(ledger)
    .where(and(eq(ledger.userId, uid), eq(ledger.reason, 'refund')));

const auditRows = (tradeNo: string) =>
  t.database.db
    .select({ action: auditLog.action, operatorName: auditLog.operatorName, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, tradeNo)));

const refund = (tradeNo: string) =>
  consoleCall(t.app, 'POST', `/orders/${tradeNo}/refund`, { session: finance, body: {} });

async function timeline(tradeNo: string) {
  const res = await consoleCall(t.app, 'GET', `/orders/${tradeNo}`, { session: finance });
  return orderDetail.parse(res.body.data).events;
}

const refundsAsked = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

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
  finance = (await setUpOperator(t.app, clock, { email: 'fin2@example.com', role: 'finance', name: 'Fay' }))
    .session;
});
afterEach(async () => {
  stripe.refundStatus = 'succeeded';
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('Stripe refund outcomes', () => {
  it("refunds an order refunded before in Stripe's dashboard whose webhook never came", async () => {
    const u = await viewer();
    const { tradeNo, paymentIntent } = await paidOrder(u.token, 101);
    stripe.dashboardRefund(paymentIntent);
    const res = await refund(tradeNo);
    expect(res.body.code).toBe(200);
    const dashboard = stripe.refunds.find((r) => r.payment_intent === paymentIntent);
    expect(await orderRow(tradeNo)).toMatchObject({ status: 4, refundRef: dashboard?.id });
    expect((await refundRows(u.uid)).map((r) => [r.asset, r.delta]).sort()).toEqual([
      ['coin', -50],
      ['gold', -500],
    ]);
    expect((await auditRows(tradeNo)).map((r) => r.action)).toEqual(['refund']);
  });

  it('takes back at once a refund Stripe is still processing, says so, and tells its later failure', async () => {
    const u = await viewer();
    const { tradeNo, paymentIntent } = await paidOrder(u.token, 101);
    stripe.refundStatus = 'pending';
    const res = await refund(tradeNo);
    expect(res.body).toMatchObject({ code: 200, msg: translate(3, 'refund_processing') });
    const pending = stripe.refunds.find((r) => r.payment_intent === paymentIntent);
    expect(pending?.status).toBe('pending');
    expect(await orderRow(tradeNo)).toMatchObject({ status: 4, refundRef: pending?.id });
    expect((await timeline(tradeNo)).find((e) => e.kind === 'refund_accepted')?.summary).toBe(
      `${pending?.id}: pending`,
    );
    const taken = await refundRows(u.uid);
    expect(taken).toHaveLength(2);

    // Stripe gives up on it later, and says so in two events, each twice, all at the same time.
    const failed = stripe.failRefund(pending?.id ?? '');
    const types = ['refund.failed', 'charge.refund.updated', 'refund.failed', 'refund.updated'];
    const answers = await Promise.all(
      types.map((type) => sendStripeEvent(t.app, type, failed, WEBHOOK_SECRET)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const told = (await timeline(tradeNo)).filter((e) => e.kind === 'refund_failed');
    expect(told.map((e) => [e.source, e.summary])).toEqual([
      ['stripe', `${pending?.id}: failed (insufficient_funds)`],
    ]);
    expect((await auditRows(tradeNo)).map((r) => [r.action, r.operatorName]).sort()).toEqual([
      ['refund', 'Fay'],
      ['refund_failed', 'stripe'],
    ]);
    // Nothing is credited again: an operator makes it right.
    expect(await orderRow(tradeNo)).toMatchObject({ status: 4 });
    expect(await refundRows(u.uid)).toEqual(taken);
  });

  it('answers success once for three refunds of one order asked at once', async () => {
    const u = await viewer();
    const { tradeNo } = await paidOrder(u.token, 102);
    const before = refundsAsked().length;
    const answers = await Promise.all([refund(tradeNo), refund(tradeNo), refund(tradeNo)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 807, 807]);
    expect((await auditRows(tradeNo)).map((r) => r.action)).toEqual(['refund']);
    expect(refundsAsked().length - before).toBe(1);
    // A refund asked after it answers the same.
    expect((await refund(tradeNo)).body.code).toBe(807);
    expect(await refundRows(u.uid)).toHaveLength(2);
  });

  it('still refuses (808) what Stripe refuses, and the order stays paid', async () => {
    const u = await viewer();
    const { tradeNo } = await paidOrder(u.token, 101);
    await t.database.db.update(orders).set({ paymentRef: 'pi_unknown' }).where(eq(orders.tradeNo, tradeNo));
    expect((await refund(tradeNo)).body.code).toBe(808);
    expect(await orderRow(tradeNo)).toMatchObject({ status: 2, refundedBy: null });
    expect((await timeline(tradeNo)).slice(-1).map((e) => e.kind)).toEqual(['refund_refused']);
    // The claim was let go: asked again at once, with the payment found through its session.
    await t.database.db.update(orders).set({ paymentRef: null }).where(eq(orders.tradeNo, tradeNo));
    expect((await refund(tradeNo)).body.code).toBe(200);
  });
});
