/**
 * The sandbox gateway's hosted page speaks Stripe Checkout's protocol back to the app: its
 * Cancel leads to the return address with the cancel marker naming the order (as Stripe's
 * cancel link does, pay/cancel.routes.ts), so the app's cancelled-return path runs on the
 * default install too; Pay and Fail, and a Cancel pressed after the payment was made, lead back
 * without it.
 */
import { describe, expect, it } from 'vitest';
import { PAY_CANCELLED_PARAM } from '#shared/constants.ts';
import { newUser, order, t, usePayApp, visitGateway } from '../pay/pay.testing.ts';

usePayApp(() => Date.now());

/** The buyer's press on the sandbox page: where it sends the browser. */
async function press(paymentId: string, action: 'pay' | 'fail' | 'cancel'): Promise<URL> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/checkout/${paymentId}`,
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location), 'http://app.invalid');
}

async function checkout(returnUrl?: string) {
  const { token } = await newUser();
  const { orderId } = await order(token, 101);
  return { tradeNo: orderId, paymentId: await visitGateway(orderId, returnUrl) };
}

describe("the sandbox page's Cancel", () => {
  it('leads back to the return address with the cancel marker naming the order', async () => {
    const { tradeNo, paymentId } = await checkout('/pages/video/play?drama=1&ep=3#top');
    const back = await press(paymentId, 'cancel');
    expect(back.pathname).toBe('/pages/video/play');
    expect(back.searchParams.get('drama')).toBe('1');
    expect(back.searchParams.get('ep')).toBe('3');
    expect(back.searchParams.get(PAY_CANCELLED_PARAM)).toBe(tradeNo);
    expect(back.hash).toBe('#top');
    // Pressed again (the back button): still cancelled, still said so.
    expect((await press(paymentId, 'cancel')).searchParams.get(PAY_CANCELLED_PARAM)).toBe(tradeNo);
    // And the page says it is done.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/checkout/${paymentId}` });
    expect(page.body).toContain('data-testid="sandbox-done"');
  });

  it('says nothing of a cancel once the payment was made (Cancel in another tab after Pay)', async () => {
    const { paymentId } = await checkout();
    const paid = await press(paymentId, 'pay');
    expect(paid.searchParams.has(PAY_CANCELLED_PARAM)).toBe(false);
    const late = await press(paymentId, 'cancel');
    expect(`${late.pathname}${late.search}`).toBe('/pages/video/play?drama=1&ep=3');
  });

  it('leads back without the marker after Fail', async () => {
    const { paymentId } = await checkout();
    const failed = await press(paymentId, 'fail');
    expect(`${failed.pathname}${failed.search}`).toBe('/pages/video/play?drama=1&ep=3');
  });
});
