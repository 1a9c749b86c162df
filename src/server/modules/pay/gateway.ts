/** What the pay service needs from a payment gateway (sandbox or Stripe). */
import type { LanguageId } from '#shared/languages.ts';

export type GatewayChannel = 'sandbox' | 'stripe';

export interface CheckoutInput {
  tradeNo: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Absolute URLs back into the app. */
  returnUrl: string;
  /** Where the gateway posts its signed notifications (sandbox: this server on loopback). */
  notifyUrl: string;
  /** The buyer's language in the app (its pages speak it where the gateway can). */
  language: LanguageId;
}

export interface GatewayPayment {
  tradeNo: string;
  /**
   * failed: the payment was refused or did not go through; cancelled: the buyer left the
   * gateway's page or let it expire. Either ends the order (3) with that reason.
   */
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  amountCents: number;
  currency: string;
  /** The gateway's payment itself (Stripe: the payment intent), kept on the order when paid. */
  paymentRef?: string | undefined;
}

/** What a refund needs to name the payment at its gateway. */
export interface RefundInput {
  tradeNo: string;
  gatewayRef: string;
  paymentRef: string | null;
}

export interface PaymentGateway {
  channel: GatewayChannel;
  channelId: number;
  icon: string;
  createCheckout(input: CheckoutInput): Promise<{ ref: string; url: string }>;
  /** Asks the gateway for the payment's state (query-order, at most every 10 s per order). */
  retrieve(ref: string): Promise<GatewayPayment | undefined>;
  /**
   * Gives the whole payment back (full refunds only): the refund's id at the gateway and, when
   * the gateway says, when it made the refund by its clock (ms; its notification may come first).
   */
  refund(input: RefundInput): Promise<{ ref: string; at?: number }>;
}

export const CHANNEL_IDS: Record<GatewayChannel, number> = { sandbox: 1, stripe: 2 };
