/**
 * Asking an order's gateway what became of its checkout, the one way the sweep
 * (order-sweep.service.ts) and the console's "ask the gateway now" (order-gateway-check.ts) do
 * it: the order's own channel, its checkout by the reference kept on it, and a payment believed
 * only when it names this order. What the gateway says is settled by pay.service.ts `settle`.
 */
import type { GatewayChannel, GatewayPayment, PaymentGateway } from '../pay/gateway.ts';

export type GatewayAsk =
  /** The gateway's word on this order's payment. */
  | { said: 'payment'; payment: GatewayPayment; channel: GatewayChannel }
  /** The gateway knows no payment of this order (none, or another order's). */
  | { said: 'nothing' }
  /** The deployment has no gateway for the order's channel (not keyed, switched off at build). */
  | { said: 'no_gateway' }
  /** The gateway did not answer (down, refused the call, timed out). */
  | { said: 'no_answer'; error: string };

export async function askGateway(
  gatewayOf: (channel: string) => PaymentGateway | undefined,
  order: { tradeNo: string; channel: string; gatewayRef: string },
): Promise<GatewayAsk> {
  const gateway = gatewayOf(order.channel);
  if (!gateway) return { said: 'no_gateway' };
  try {
    const payment = await gateway.retrieve(order.gatewayRef);
    if (payment?.tradeNo !== order.tradeNo) return { said: 'nothing' };
    return { said: 'payment', payment, channel: gateway.channel };
  } catch (error) {
    return { said: 'no_answer', error: String(error) };
  }
}
