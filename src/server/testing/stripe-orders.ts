/**
 * The Stripe API tests' viewers and paid orders: a device guest, and an order paid in the fake
 * Stripe's Checkout, told by the signed `checkout.session.completed` webhook.
 */
import { expect } from 'vitest';
import { createOrderData } from '#shared/contract/wallet.ts';
import { deviceToken, type TestApp } from './build-test-app.ts';
import { sendStripeEvent, type FakeStripe } from './fake-stripe.ts';

let device = 0;

/** A new device guest: its token and uid (`label` keeps the test files' devices apart). */
export async function stripeViewer(t: TestApp, label: string): Promise<{ token: string; uid: number }> {
  const token = await deviceToken(t.api, `${label}-${String(++device).padStart(6, '0')}`);
  const uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  return { token, uid };
}

/** An order of `goodsId` paid in Checkout; its trade number and payment intent. */
export async function paidStripeOrder(
  t: TestApp,
  stripe: FakeStripe,
  options: { token: string; goodsId: number; webhookSecret: string },
): Promise<{ tradeNo: string; paymentIntent: string }> {
  const created = createOrderData.parse(
    (
      await t.api.post(
        '/pay/create-order',
        { goods_id: options.goodsId, pay_channel_id: 2 },
        { token: options.token },
      )
    ).body.data,
  );
  const res = await t.app.inject({ method: 'GET', url: `/pay/gateway/stripe?order_id=${created.orderId}` });
  const session = stripe.pay(String(res.headers.location).split('/').pop() ?? '');
  const paid = await sendStripeEvent(t.app, 'checkout.session.completed', session, options.webhookSecret);
  expect(paid.statusCode).toBe(200);
  return { tradeNo: created.orderId, paymentIntent: session.payment_intent ?? '' };
}
