/**
 * The buyer's Cancel on a gateway's page (Stripe Checkout's back link). Without it a cancelled
 * Checkout Session stayed open at Stripe, and its order pending here, until the session lapsed
 * (at most 61 minutes): a page kept open could still be paid, and the order's record said
 * "pending" all that while. The cancel page closes the checkout at the gateway and settles the
 * order by the gateway's answer: cancelled, or paid if the buyer paid in another tab first.
 * A failure to reach the gateway leaves the order for the sweep (order-sweep.service.ts).
 */
import { ORDER_STATUS } from '#shared/contract/wallet-constants.ts';
import { cancelLinkOf, cancelSignatureValid } from '../pay/cancel-link.ts';
import type { GatewayChannel } from '../pay/gateway.ts';
import type { OrderTimeline } from './order-timeline.ts';
import type { PayService } from './pay.service.ts';

/**
 * forged: the link is not the order's own (nothing asked of anyone); paid: the order is paid,
 * now or before the Cancel; unchanged: still pending (the gateway could not close it, or the
 * channel cannot), though the buyer did not pay on that page.
 */
export type CancelOutcome = 'cancelled' | 'paid' | 'unchanged' | 'forged';

export function createCheckoutCancel(deps: {
  pay: Pick<PayService, 'orderRow' | 'gatewayOf' | 'settle'>;
  timeline: Pick<OrderTimeline, 'record'>;
  /** Signs the cancel links (derived from a server-only secret). */
  key: string;
  log: (fields: Record<string, unknown>, message: string) => void;
}) {
  const { pay, timeline, key, log } = deps;

  return {
    /** Where the gateway's Cancel should lead for this order (an absolute address). */
    linkOf(input: { origin: string; channel: GatewayChannel; tradeNo: string; back: string }): string {
      return cancelLinkOf(key, input);
    },

    /**
     * Closes the order's checkout if the link is the order's own and the checkout is open; what
     * the gateway answers settles the order. Never throws: the buyer is sent back to the app
     * whatever happens here.
     */
    async cancel(channel: GatewayChannel, tradeNo: string, signature: string): Promise<CancelOutcome> {
      if (!cancelSignatureValid(key, tradeNo, signature)) return 'forged';
      try {
        const order = await pay.orderRow(tradeNo);
        // Another channel's link for this order was not made here: it changes nothing.
        if (!order || order.channel !== channel) return 'forged';
        // Settled before the Cancel: a paid (or since refunded) one is not called cancelled.
        if (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.refunded) return 'paid';
        if (order.status !== ORDER_STATUS.pending) return 'cancelled';
        const ref = order.gatewayRef;
        const gateway = pay.gatewayOf(channel);
        if (!ref || !gateway?.cancelCheckout) return 'unchanged';
        const payment = await gateway.cancelCheckout(ref);
        await timeline.record({
          tradeNo,
          kind: 'cancel',
          source: channel,
          summary: payment.status,
          answer: payment,
        });
        if (payment.tradeNo !== tradeNo) return 'unchanged';
        const settled = await pay.settle(payment, 'cancel', { channel, ref });
        if (settled === 'credited') return 'paid';
        return settled === 'failed' ? 'cancelled' : 'unchanged';
      } catch (error) {
        log({ order: tradeNo, err: String(error) }, 'checkout cancel: gateway did not answer');
        return 'unchanged';
      }
    },
  };
}

export type CheckoutCancel = ReturnType<typeof createCheckoutCancel>;
