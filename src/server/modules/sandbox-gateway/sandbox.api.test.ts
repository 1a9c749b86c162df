/**
 * The sandbox gateway's hosted page speaks Stripe Checkout's protocol back to the app: its
 * Cancel leads to the return address with the cancel marker naming the order (as Stripe's
 * cancel link does, pay/cancel.routes.ts), so the app's cancelled-return path runs on the
 * default install too; Pay and Fail, and a Cancel pressed after the payment was made, lead back
 * without it. A choice it does not know, or Pay on a payment that ended unpaid, is refused on
 * the page, in its language, and nothing moves.
 */
import { describe, expect, it } from 'vitest';
import { PAY_CANCELLED_PARAM } from '#shared/constants.ts';
import { queryOrderData } from '#shared/contract/wallet.ts';
import { newUser, order, t, usePayApp, visitGateway } from '../pay/pay.testing.ts';

usePayApp(() => Date.now());

/** The buyer's choice sent from the sandbox page (`?language=`, as the page's form sends it). */
function choose(paymentId: string, action: string, language?: number) {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/checkout/${paymentId}${language ? `?language=${language}` : ''}`,
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The buyer's press on the sandbox page: where it sends the browser. */
async function press(paymentId: string, action: 'pay' | 'fail' | 'cancel'): Promise<URL> {
  const res = await choose(paymentId, action);
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location), 'http://app.invalid');
}

/** The text of one part of a sandbox page (by its test id). */
function part(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}">(?:<strong>)?([^<]*)<`).exec(html)?.[1];
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

describe('a choice the sandbox page refuses', () => {
  it("says an unknown choice is not one, in the page's language, and leaves the payment open", async () => {
    const { paymentId } = await checkout();
    const en = await choose(paymentId, 'steal', 3);
    expect(en.statusCode).toBe(400);
    expect(part(en.body, 'sandbox-notice')).toBe('That choice is not valid. Choose Pay, Fail or Cancel.');
    expect(en.body).not.toContain('does not exist');
    expect(en.body).toContain('data-testid="sandbox-pay"');
    const th = await choose(paymentId, '', 4);
    expect(th.statusCode).toBe(400);
    expect(part(th.body, 'sandbox-notice')).toBe('ตัวเลือกไม่ถูกต้อง โปรดเลือก “ชำระเงิน” “ล้มเหลว” หรือ “ยกเลิก”');
    // Still open: Pay goes through.
    expect((await press(paymentId, 'pay')).searchParams.has(PAY_CANCELLED_PARAM)).toBe(false);
  });

  it('still says a payment that does not exist is missing', async () => {
    const res = await choose(`sp_${'0'.repeat(24)}`, 'steal', 3);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This payment does not exist.');
  });

  it.each(['fail', 'cancel'] as const)(
    'refuses Pay after %s, on the page, and the order stays as it is',
    async (first) => {
      const { token } = await newUser();
      const { orderId } = await order(token, 101);
      const paymentId = await visitGateway(orderId);
      await press(paymentId, first);
      const status = async () =>
        queryOrderData.parse(
          (await t.api.post('/pay/query-order', { trade_no: orderId }, { token })).body.data,
        ).status;
      expect(await status()).toBe(3);

      const res = await choose(paymentId, 'pay', 3);
      expect(res.statusCode).toBe(409);
      expect(part(res.body, 'sandbox-notice')).toBe('Payment refused: nothing was charged.');
      expect(part(res.body, 'sandbox-done')).toBe(
        first === 'fail' ? 'This payment has already failed.' : 'This payment has already been cancelled.',
      );
      expect(res.body).not.toContain('data-testid="sandbox-pay"');
      expect(await status()).toBe(3);
    },
  );
});
