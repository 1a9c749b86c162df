/**
 * Whether a gateway's word (a notification, a query's answer) is about the order it names
 * (decision 0054): it must come from the order's channel and name the checkout kept on the
 * order, when one is kept. A trade number in a session's reference is not enough on its own.
 */
import type { GatewayChannel } from '../pay/gateway.ts';
import type { OrderRow } from './order.repository.ts';

/** Which gateway spoke, and of which of its checkouts (Stripe: the Checkout Session's id). */
export interface GatewayWordFrom {
  channel: GatewayChannel;
  ref: string | undefined;
}

export function isOrdersCheckout(
  order: Pick<OrderRow, 'channel' | 'gatewayRef'>,
  from: GatewayWordFrom,
): boolean {
  return order.channel === from.channel && (order.gatewayRef === null || order.gatewayRef === from.ref);
}
