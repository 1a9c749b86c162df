/**
 * Back from the gateway's own Cancel (Stripe Checkout's back link): the server gives Stripe a
 * cancel address that is the return address with PAY_CANCELLED_PARAM naming the order
 * (pay.routes.ts), so a cancelled checkout is not taken for one still being paid and polled
 * for half an hour.
 */
import { PAY_CANCELLED_PARAM } from '#shared/constants.ts';

/**
 * Whether the address says the buyer cancelled this order at the gateway. The marker is taken
 * out of the address bar whatever order it names, so a reload or a shared link does not repeat it.
 */
export function takeCancelledReturn(
  tradeNo: string,
  win: { location: { href: string }; history: Pick<History, 'replaceState' | 'state'> } = window,
): boolean {
  const url = new URL(win.location.href);
  const named = url.searchParams.get(PAY_CANCELLED_PARAM);
  if (named === null) return false;
  url.searchParams.delete(PAY_CANCELLED_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return named === tradeNo;
}
