/**
 * Stripe Checkout, the real gateway: a checkout session per order (idempotent per order) and
 * webhooks verified with the Stripe signature over the raw body. STRIPE_API_URL points the
 * SDK elsewhere (the tests run it against a fake Stripe API on 127.0.0.1).
 */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import type { LanguageId } from '#shared/languages.ts';
import { ORDER_OPEN_MS } from '#shared/contract/wallet-constants.ts';
import { ApiError } from '../api-error.ts';
import type {
  CheckoutInput,
  GatewayPayment,
  GatewayRefund,
  PaymentGateway,
  RefundInput,
} from '../modules/pay/gateway.ts';
import { CHANNEL_IDS } from '../modules/pay/gateway.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
}

/**
 * A verified event's envelope: Stripe's word, but still input. An event without `data.object`
 * (or with `data: null`) is refused with 400 like any malformed one, never a 500.
 */
const eventFields = z.object({
  id: z.string().max(255),
  type: z.string().max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** A verified Stripe event whose envelope has the shape every event has. */
export interface StripeEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

/** The event's envelope, checked; a malformed one is refused (400). */
export function checkedEvent(event: unknown): StripeEvent {
  const parsed = eventFields.safeParse(event);
  if (!parsed.success) throw new ApiError('badRequest');
  return { id: parsed.data.id, type: parsed.data.type, object: parsed.data.data.object };
}

/**
 * The fields of a Checkout Session we read, checked: a signed event is Stripe's word, but its
 * shape is still input (a wrong type must be a refusal, never a 500 or a bad UPDATE).
 */
const sessionFields = z.object({
  id: z.string().max(255).nullish(),
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
  /** Older API versions list the charge's refunds in it (newer ones leave it out). */
  refunds: z
    .object({ data: z.array(z.object({ id: z.string().max(255) })) })
    .nullish()
    .catch(null),
});

/** The fields of a Refund we read (`refund.failed`, `refund.updated`, `charge.refund.updated`). */
const refundFields = z.object({
  id: z.string().max(255),
  status: z.string().max(40).nullish(),
  payment_intent: z.string().max(255).nullish().catch(null),
  failure_reason: z.string().max(200).nullish().catch(null),
});

/** A refund Stripe reports (from its dashboard, its API or ours). */
export interface StripeRefund {
  paymentIntent: string;
  chargeId: string;
  /** The refund's own id (`re_…`) when the event names it (older API versions). */
  refundId: string | undefined;
  /** Whole amount refunded: only full refunds refund the order (decision 0036). */
  full: boolean;
  amountRefunded: number;
}

/** The refund a `charge.refunded` event carries; undefined for other events; bad shapes refused. */
export function refundFromEvent(event: StripeEvent): StripeRefund | undefined {
  if (event.type !== 'charge.refunded') return undefined;
  const parsed = chargeFields.safeParse(event.object);
  if (!parsed.success || !parsed.data.payment_intent) throw new ApiError('badRequest');
  const charge = parsed.data;
  return {
    paymentIntent: charge.payment_intent ?? '',
    chargeId: charge.id,
    refundId: charge.refunds?.data[0]?.id,
    full: charge.refunded && charge.amount_refunded >= charge.amount,
    amountRefunded: charge.amount_refunded,
  };
}

/** A refund's later state, as Stripe reports it on the Refund itself. */
export interface StripeRefundUpdate {
  refundId: string;
  paymentIntent: string | null;
  status: string;
  /** Stripe gave up on it (failed, canceled): the money did not go back (decision 0054). */
  failed: boolean;
  failureReason: string | null;
}

const REFUND_EVENTS = new Set(['refund.failed', 'refund.updated', 'charge.refund.updated']);

/** The refund a refund event reports; undefined for other events; bad shapes refused. */
export function refundUpdateFromEvent(event: StripeEvent): StripeRefundUpdate | undefined {
  if (!REFUND_EVENTS.has(event.type)) return undefined;
  const parsed = refundFields.safeParse(event.object);
  if (!parsed.success) throw new ApiError('badRequest');
  const refund = parsed.data;
  const status = event.type === 'refund.failed' ? (refund.status ?? 'failed') : (refund.status ?? '');
  return {
    refundId: refund.id,
    paymentIntent: refund.payment_intent ?? null,
    status,
    failed: event.type === 'refund.failed' || status === 'failed' || status === 'canceled',
    failureReason: refund.failure_reason ?? null,
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
    ...(session.id ? { ref: session.id } : {}),
    // Completed but unpaid: a delayed method (bank debit) is on its way (decision 0054).
    ...(status === 'pending' && session.status === 'complete' ? { processing: true } : {}),
  };
}

/**
 * The order outcome an event carries, or undefined for events we do not act on; a session of
 * the wrong shape is refused (400).
 */
export function paymentFromEvent(event: StripeEvent): GatewayPayment | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      return toPayment(event.object);
    case 'checkout.session.async_payment_failed':
      // A delayed method (bank debit, voucher) was refused after the buyer left Checkout.
      return { ...toPayment(event.object), status: 'failed' };
    default:
      return undefined;
  }
}

/** Stripe's error code for a refund asked of a charge refunded before (its dashboard). */
function alreadyRefunded(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'charge_already_refunded'
  );
}

/** Stripe's refund states that mean "sent, not done yet" (the money is on its way). */
const REFUND_PROCESSING = new Set(['pending', 'requires_action']);

/**
 * How long a checkout lives, counted from the order's creation (not the visit, so a retry of the
 * same order sends Stripe the same `expires_at`): the order's open time plus 31 minutes, so a
 * visit at the last moment still gets Stripe's minimum of 30 (decision 0052, 0054).
 */
export function checkoutExpiresAt(orderCreatedAt: number): number {
  return Math.floor(orderCreatedAt / 1000) + Math.floor(ORDER_OPEN_MS / 1000) + 31 * 60;
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
  refundOfPayment(paymentIntent: string): Promise<{ id: string; status: string } | undefined>;
  cancelCheckout(ref: string): Promise<GatewayPayment>;
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

  /** The payment's refund that gave the money back (or is giving it), newest first. */
  async function refundOfPayment(paymentIntent: string) {
    const list = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 10 });
    const live = list.data.find((r) => r.status !== 'failed' && r.status !== 'canceled') ?? list.data[0];
    return live ? { id: live.id, status: live.status ?? '' } : undefined;
  }

  return {
    channel: 'stripe',
    channelId: CHANNEL_IDS.stripe,
    icon: '/icons/pay-card.svg',

    async createCheckout(input: CheckoutInput) {
      const locale = STRIPE_LOCALES[input.language];
      // Stripe refuses a reused idempotency key sent with other parameters: every parameter is
      // the order's own (expires_at counts from its creation) or part of the key (the visit's
      // return addresses and language), so a retry of the same visit replays the same request.
      const visit = createHash('sha256')
        .update(JSON.stringify([input.returnUrl, input.cancelUrl, locale]))
        .digest('hex')
        .slice(0, 16);
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
          cancel_url: input.cancelUrl,
          locale,
          expires_at: checkoutExpiresAt(input.orderCreatedAt),
        },
        { idempotencyKey: `checkout-${input.tradeNo}-${visit}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { ref: session.id, url: session.url };
    },

    async retrieve(ref: string) {
      return toPayment(await stripe.checkout.sessions.retrieve(ref));
    },

    /** Closes an open Checkout Session (the buyer cancelled); the session as Stripe has it then. */
    async cancelCheckout(ref: string) {
      try {
        return toPayment(await stripe.checkout.sessions.expire(ref));
      } catch {
        // Not open any more (paid, or expired already): what it is now decides.
        return toPayment(await stripe.checkout.sessions.retrieve(ref));
      }
    },

    /**
     * A full refund of the order's payment intent (looked up on its session if not kept). A
     * charge refunded before (in Stripe's dashboard, its webhook lost) is the refund done; one
     * Stripe is still processing is sent, not done (decision 0054).
     */
    async refund(input: RefundInput): Promise<GatewayRefund> {
      const paymentIntent =
        input.paymentRef ?? toPayment(await stripe.checkout.sessions.retrieve(input.gatewayRef)).paymentRef;
      if (!paymentIntent) throw new Error(`no payment intent for ${input.tradeNo}`);
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, metadata: { trade_no: input.tradeNo } },
          { idempotencyKey: `refund-${input.tradeNo}` },
        );
      } catch (error) {
        if (!alreadyRefunded(error)) throw error;
        const earlier = await refundOfPayment(paymentIntent).catch(() => undefined);
        return { ref: earlier?.id ?? '', state: 'already', status: earlier?.status ?? 'succeeded' };
      }
      const status = refund.status ?? '';
      if (status === 'failed' || status === 'canceled')
        throw new Error(`Stripe refund ${refund.id} ${status}`);
      return { ref: refund.id, state: REFUND_PROCESSING.has(status) ? 'processing' : 'succeeded', status };
    },

    refundOfPayment,

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
