/**
 * A fake Stripe API on 127.0.0.1 for the real Stripe SDK: creates, retrieves, lists (by
 * payment intent) and expires Checkout Sessions (form-encoded requests, bearer key, idempotency
 * keys, refused as Stripe does when reused with other parameters), gives a paid session a
 * payment intent and its charge, refunds them (POST /v1/refunds, GET /v1/refunds: done, or
 * `pending` when a test says so; `charge_already_refunded` for a refunded charge), and lets a
 * test play the customer (pay, expire) and the merchant in Stripe's dashboard (a refund there,
 * then the signed `charge.refunded` webhook Stripe sends; a refund failing later). Webhooks are
 * signed with the SDK's own test header.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  mode: 'payment';
  /** The checkout page's language (null: Stripe guesses from the browser). */
  locale: string | null;
  /** Set once paid. */
  payment_intent: string | null;
  /** When Stripe closes it unpaid (s). */
  expires_at: number;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  billing_details: { email: string; name: string };
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'requires_action' | 'failed' | 'canceled';
  failure_reason: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  sessions: Map<string, FakeSession>;
  /** Charges by payment intent. */
  charges: Map<string, FakeCharge>;
  /** Every refund: asked through the API (POST /v1/refunds) or made in the dashboard. */
  refunds: FakeRefund[];
  requests: { method: string; path: string; idempotencyKey: string | undefined; body: string }[];
  /** The status the next refunds get (Stripe answers `pending` for some methods). */
  refundStatus: FakeRefund['status'];
  pay(id: string): FakeSession;
  expire(id: string): FakeSession;
  /** A full refund made in Stripe's dashboard: the charge as refunded. */
  dashboardRefund(paymentIntent: string): FakeCharge;
  /** A refund Stripe gives up on later (the money did not go back): the refund as it is then. */
  failRefund(id: string, status?: 'failed' | 'canceled'): FakeRefund;
  close(): Promise<void>;
}

/** Sends the app a signed event as Stripe does, with `object` as its data. */
export function sendStripeEvent(
  app: FastifyInstance,
  type: string,
  object: unknown,
  secret: string,
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/enjoy-api/pay/notify/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/** Sends the app the signed `charge.refunded` webhook Stripe sends after a refund. */
export function sendChargeRefunded(
  app: FastifyInstance,
  charge: FakeCharge,
  secret: string,
): Promise<LightMyRequestResponse> {
  return sendStripeEvent(app, 'charge.refunded', charge, secret);
}

export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  /** What each idempotency key answered, and the parameters it was first used with. */
  const byIdempotency = new Map<string, { id: string; body: string }>();
  const state = { refundStatus: 'succeeded' as FakeRefund['status'] };
  const newRefund = (charge: FakeCharge, status: FakeRefund['status'], metadata: Record<string, string>) => {
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: charge.amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      status,
      failure_reason: null,
      metadata,
    };
    refunds.push(refund);
    return refund;
  };
  const requests: FakeStripe['requests'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, idempotencyKey, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(4).toString('hex')}`,
        });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      // A key reused with other parameters is refused, as Stripe does (400 idempotency_error).
      const earlier = req.method === 'POST' && idempotencyKey ? byIdempotency.get(idempotencyKey) : undefined;
      if (earlier && earlier.body !== body) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        send(400, { error: { type: 'idempotency_error', message } });
        return;
      }
      const remember = (id: string) => {
        if (idempotencyKey) byIdempotency.set(idempotencyKey, { id, body });
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (earlier) {
          send(200, sessions.get(earlier.id));
          return;
        }
        const form = new URLSearchParams(body);
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0),
          currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
          client_reference_id: form.get('client_reference_id'),
          metadata: { trade_no: form.get('metadata[trade_no]') ?? '' },
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          mode: 'payment',
          locale: form.get('locale'),
          payment_intent: null,
          expires_at: Number(form.get('expires_at') ?? 0),
        };
        sessions.set(id, session);
        remember(id);
        send(200, session);
        return;
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const known = earlier && refunds.find((r) => r.id === earlier.id);
        if (known) {
          send(200, known);
          return;
        }
        const form = new URLSearchParams(body);
        const charge = charges.get(form.get('payment_intent') ?? '');
        if (!charge || charge.refunded) {
          send(400, {
            error: charge
              ? {
                  type: 'invalid_request_error',
                  code: 'charge_already_refunded',
                  message: `Charge ${charge.id} has already been refunded.`,
                }
              : {
                  type: 'invalid_request_error',
                  code: 'resource_missing',
                  message: 'No such payment_intent',
                },
          });
          return;
        }
        const refund = newRefund(charge, state.refundStatus, {
          trade_no: form.get('metadata[trade_no]') ?? '',
        });
        remember(refund.id);
        send(200, refund);
        return;
      }
      if (req.method === 'GET' && path === '/v1/refunds') {
        // Newest first, filtered by payment intent as Stripe's `payment_intent` parameter does.
        const paymentIntent = new URL(req.url ?? '', 'http://stripe.test').searchParams.get('payment_intent');
        const data = refunds
          .filter((r) => paymentIntent === null || r.payment_intent === paymentIntent)
          .reverse();
        send(200, { object: 'list', url: '/v1/refunds', has_more: false, data });
        return;
      }
      const expiring = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expiring?.[1]) {
        const session = sessions.get(expiring[1]);
        if (!session)
          send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        else if (session.status !== 'open') {
          const message = `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`;
          send(400, { error: { type: 'invalid_request_error', message } });
        } else send(200, Object.assign(session, { status: 'expired' }));
        return;
      }
      if (req.method === 'GET' && path === '/v1/checkout/sessions') {
        // The list, filtered by payment intent as Stripe's `payment_intent` parameter does.
        const paymentIntent = new URL(req.url ?? '', 'http://stripe.test').searchParams.get('payment_intent');
        const data = [...sessions.values()].filter(
          (session) => paymentIntent === null || session.payment_intent === paymentIntent,
        );
        send(200, { object: 'list', url: '/v1/checkout/sessions', has_more: false, data });
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
      if (req.method === 'GET' && match?.[1]) {
        const session = sessions.get(match[1]);
        if (session) send(200, session);
        else send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        return;
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const update = (id: string, patch: Partial<FakeSession>) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, patch);
    return session;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    sessions,
    charges,
    refunds,
    requests,
    get refundStatus() {
      return state.refundStatus;
    },
    set refundStatus(status) {
      state.refundStatus = status;
    },
    pay: (id) => {
      const session = sessions.get(id);
      const paymentIntent = session?.payment_intent ?? `pi_${randomBytes(12).toString('hex')}`;
      if (session && !charges.has(paymentIntent)) {
        charges.set(paymentIntent, {
          id: `ch_${randomBytes(12).toString('hex')}`,
          object: 'charge',
          amount: session.amount_total,
          amount_refunded: 0,
          currency: session.currency,
          payment_intent: paymentIntent,
          refunded: false,
          billing_details: { email: 'buyer@example.com', name: 'A Buyer' },
        });
      }
      return update(id, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntent });
    },
    dashboardRefund: (paymentIntent) => {
      const charge = charges.get(paymentIntent);
      if (!charge) throw new Error(`no charge for ${paymentIntent}`);
      newRefund(charge, 'succeeded', {});
      return charge;
    },
    failRefund: (id, status = 'failed') => {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`no refund ${id}`);
      return Object.assign(refund, {
        status,
        failure_reason: status === 'failed' ? 'insufficient_funds' : null,
      });
    },
    expire: (id) => update(id, { status: 'expired' }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
