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
  /** Where a buyer who cancels at the gateway's page returns (the gateway's own Cancel, if any). */
  cancelUrl: string;
  /** When the order was made (ms): what the checkout's lifetime counts from (decision 0054). */
  orderCreatedAt: number;
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
  /** The checkout the word is about (Stripe: the Checkout Session's id). */
  ref?: string | undefined;
  /**
   * Still pending, but the buyer finished at the gateway and the money is on its way (a delayed
   * method such as a bank debit): the order is left open until the gateway's word (decision 0054).
   */
  processing?: boolean | undefined;
}

/** The gateway's answer to a refund: its id, when it made it, and whether it is done yet. */
export interface GatewayRefund {
  ref: string;
  /** When the gateway made the refund by its clock (ms; its notification may come first). */
  at?: number;
  /**
   * succeeded (default): the money went back; processing: sent, not yet done (Stripe `pending`,
   * `requires_action`); already: the payment had been refunded before (Stripe's dashboard).
   */
  state?: 'succeeded' | 'processing' | 'already';
  /** The gateway's own word for the refund's status (Stripe: pending, requires_action...). */
  status?: string;
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
  /** Gives the whole payment back (full refunds only); throws when the gateway refuses. */
  refund(input: RefundInput): Promise<GatewayRefund>;
  /**
   * Closes a checkout the buyer left with the gateway's Cancel, so it cannot be paid later from
   * a page kept open; the payment as the gateway has it then (paid, if it was). Gateways whose
   * own page tells us of a cancel (the sandbox) have none.
   */
  cancelCheckout?(ref: string): Promise<GatewayPayment>;
}

export const CHANNEL_IDS: Record<GatewayChannel, number> = { sandbox: 1, stripe: 2 };
