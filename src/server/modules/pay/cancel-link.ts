/**
 * The address a gateway's Cancel leads to (Stripe Checkout's back link): a page of this server
 * that closes the order's checkout at the gateway and sends the buyer on to the app's return
 * address with PAY_CANCELLED_PARAM naming the order (web: features/pay/utils/cancelled-return.ts).
 * The link carries a signature of the order's trade number, so nobody else can close a buyer's
 * checkout by guessing it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAY_CANCELLED_PARAM } from '#shared/constants.ts';

export const CANCEL_PATH = '/pay/cancel';

function signatureOf(key: string, tradeNo: string): string {
  return createHmac('sha256', key).update(`checkout-cancel:${tradeNo}`).digest('base64url').slice(0, 32);
}

export function cancelSignatureValid(key: string, tradeNo: string, signature: string): boolean {
  const a = Buffer.from(signatureOf(key, tradeNo));
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The cancel page's address for an order: absolute, under the app's public origin. */
export function cancelLinkOf(
  key: string,
  input: { origin: string; channel: string; tradeNo: string; back: string },
): string {
  const url = new URL(`${CANCEL_PATH}/${input.channel}`, input.origin);
  url.searchParams.set('order_id', input.tradeNo);
  url.searchParams.set('sig', signatureOf(key, input.tradeNo));
  url.searchParams.set('return_url', input.back);
  return url.toString();
}

/** The app's return path with the cancel marker naming the order. */
export function cancelledReturnPath(back: string, tradeNo: string): string {
  const url = new URL(back, 'http://app.invalid');
  url.searchParams.set(PAY_CANCELLED_PARAM, tradeNo);
  return `${url.pathname}${url.search}${url.hash}`;
}
