/**
 * Stripe Checkout, the real gateway: a checkout session per order (idempotent per order) and
 * webhooks verified with the Stripe signature over the raw body. STRIPE_API_URL points the
 * SDK elsewhere (the tests run it against a fake Stripe API on 127.0.0.1).
 */
import Stripe from 'stripe';
import { z } from 'zod';
import type { LanguageId } from '#shared/languages.ts';
import { ORDER_OPEN_MS } from '#shared/contract/wallet-constants.ts';
import { ApiError } from '../api-error.ts';
import type { CheckoutInput, GatewayPayment, PaymentGateway, RefundInput } from '../modules/pay/gateway.ts';
import { CHANNEL_IDS } from '../modules/pay/gateway.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
}

/**
 * The fields of a Checkout Session we read, checked: a signed event is Stripe's word, but its
 * shape is still input (a wrong type must be a refusal, never a 500 or a bad UPDATE).
 */
const sessionFields = z.object({
  client_reference_id: z.string().max(64).nullish(),
  metadata: z.object({ trade_no: z.string().max(64).optional() }).nullish(),
  payment_status: z.string().nullish(),
  status: z.string().nullish(),
  amount_total: z.number().int().min(0).max(2_000_000_000).nullish(),
  currency: z.string().max(8).nullish(),
  /** The payment intent (a string unless expanded, which we never ask). */
  payment_intent: z.string().max(255).nullish().catch(null),
});

/** The fields of a refunded Charge we read (`charge.refunded`). */
const chargeFields = z.object({
  id: z.string().max(255),
  payment_intent: z.string().max(255).nullish().catch(null),
  /** true once the whole amount went back (partial refunds leave it false). */
  refunded: z.boolean(),
  amount: z.number().int().min(0),
  amount_refunded: z.number().int().min(0),
});

/** A refund Stripe reports (from its dashboard, its API or ours). */
export interface StripeRefund {
  paymentIntent: string;
  chargeId: string;
  /** Whole amount refunded: only full refunds refund the order (decision 0036). */
  full: boolean;
  amountRefunded: number;
}

/** The refund a `charge.refunded` event carries; undefined for other events; bad shapes refused. */
export function refundFromEvent(event: Stripe.Event): StripeRefund | undefined {
  if (event.type !== 'charge.refunded') return undefined;
  const parsed = chargeFields.safeParse(event.data.object);
  if (!parsed.success || !parsed.data.payment_intent) throw new ApiError('badRequest');
  const charge = parsed.data;
  return {
    paymentIntent: charge.payment_intent ?? '',
    chargeId: charge.id,
    full: charge.refunded && charge.amount_refunded >= charge.amount,
    amountRefunded: charge.amount_refunded,
  };
}

function toPayment(object: unknown): GatewayPayment {
  const parsed = sessionFields.safeParse(object);
  if (!parsed.success) throw new ApiError('badRequest');
  const session = parsed.data;
  const status =
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
      ? 'paid'
      : session.status === 'expired'
        ? 'cancelled' // the buyer left Checkout without paying, and the session lapsed
        : 'pending';
  return {
    tradeNo: session.client_reference_id ?? session.metadata?.trade_no ?? '',
    status,
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    ...(session.payment_intent ? { paymentRef: session.payment_intent } : {}),
  };
}

/**
 * The order outcome an event carries, or undefined for events we do not act on; a session of
 * the wrong shape is refused (400).
 */
export function paymentFromEvent(event: Stripe.Event): GatewayPayment | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      return toPayment(event.data.object);
    case 'checkout.session.async_payment_failed':
      // A delayed method (bank debit, voucher) was refused after the buyer left Checkout.
      return { ...toPayment(event.data.object), status: 'failed' };
    default:
      return undefined;
  }
}

/** Checkout's page in the buyer's app language (Stripe's own codes; it would guess from the browser). */
const STRIPE_LOCALES: Record<LanguageId, Stripe.Checkout.SessionCreateParams.Locale> = {
  1: 'zh',
  2: 'zh-TW',
  3: 'en',
  4: 'th',
  5: 'id',
};

export function createStripeGateway(options: StripeOptions): PaymentGateway & {
  sessionOfPayment(paymentIntent: string): Promise<{ ref: string; tradeNo: string } | undefined>;
  verifyWebhook(rawBody: string, signature: string | undefined): Stripe.Event | undefined;
} {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    channel: 'stripe',
    channelId: CHANNEL_IDS.stripe,
    icon: '/icons/pay-card.svg',

    async createCheckout(input: CheckoutInput) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.tradeNo,
          metadata: { trade_no: input.tradeNo },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          locale: STRIPE_LOCALES[input.language],
          // Closed when the order would be (ORDER_OPEN_MS; Stripe takes 30 minutes at least).
          expires_at: Math.floor(Date.now() / 1000) + Math.max(ORDER_OPEN_MS / 1000, 30 * 60) + 60,
        },
        { idempotencyKey: `checkout-${input.tradeNo}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { ref: session.id, url: session.url };
    },

    async retrieve(ref: string) {
      return toPayment(await stripe.checkout.sessions.retrieve(ref));
    },

    /** A full refund of the order's payment intent (looked up on its session if not kept). */
    async refund(input: RefundInput) {
      const paymentIntent =
        input.paymentRef ?? toPayment(await stripe.checkout.sessions.retrieve(input.gatewayRef)).paymentRef;
      if (!paymentIntent) throw new Error(`no payment intent for ${input.tradeNo}`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { trade_no: input.tradeNo } },
        { idempotencyKey: `refund-${input.tradeNo}` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return { ref: refund.id };
    },

    /**
     * The Checkout Session that made a payment intent, and its order's trade number; undefined
     * when none did (a payment made outside this app's Checkout).
     */
    async sessionOfPayment(paymentIntent: string) {
      const list = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
      const session = list.data[0];
      if (!session) return undefined;
      const tradeNo = toPayment(session).tradeNo;
      return tradeNo === '' ? undefined : { ref: session.id, tradeNo };
    },

    verifyWebhook(rawBody: string, signature: string | undefined) {
      if (!options.webhookSecret || !signature) return undefined;
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, 300);
      } catch {
        return undefined;
      }
    },
  };
}
export type StripeGateway = ReturnType<typeof createStripeGateway>;
