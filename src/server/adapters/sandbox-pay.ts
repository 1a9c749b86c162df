/**
 * The app's side of the built-in sandbox gateway: creating a payment and asking for its
 * state. (The gateway runs in this process; its outcome still reaches the app only through a
 * signed notification or this retrieve, as with a real gateway.)
 */
import type { GatewayPayment, PaymentGateway } from '../modules/pay/gateway.ts';
import { CHANNEL_IDS } from '../modules/pay/gateway.ts';
import type { SandboxGateway, SandboxStatus } from '../modules/sandbox-gateway/sandbox.service.ts';

/** The sandbox's words for a payment's state, as the pay service reads them. */
export const SANDBOX_STATUS: Record<SandboxStatus, GatewayPayment['status']> = {
  open: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  // Left open past its time, as a Stripe Checkout session expires.
  expired: 'cancelled',
  // Paid, then given back: the payment itself went through (the refund is told apart).
  refunded: 'paid',
};

export function createSandboxPayAdapter(gateway: SandboxGateway): PaymentGateway {
  return {
    channel: 'sandbox',
    channelId: CHANNEL_IDS.sandbox,
    icon: '/icons/pay-sandbox.svg',
    async createCheckout(input) {
      return gateway
        .createPayment({
          merchantReference: input.tradeNo,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
          notifyUrl: input.notifyUrl,
          returnUrl: input.returnUrl,
        })
        .then((p) => ({ ref: p.id, url: p.url }));
    },
    async retrieve(ref) {
      const payment = await gateway.retrieve(ref);
      if (!payment) return undefined;
      const status = SANDBOX_STATUS[payment.status];
      return {
        tradeNo: payment.merchant_reference,
        status,
        amountCents: payment.amount_cents,
        currency: payment.currency,
        // The sandbox's payment is its checkout itself: kept on the order once paid.
        ...(status === 'paid' ? { paymentRef: payment.id } : {}),
      };
    },
    async refund(input) {
      return gateway.refund(input.gatewayRef).then((r) => ({ ref: r.id, at: r.created_ms }));
    },
  };
}
