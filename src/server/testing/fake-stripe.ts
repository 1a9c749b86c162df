/**
 * A fake Stripe API on 127.0.0.1 for the real Stripe SDK: creates, retrieves and lists (by
 * payment intent) Checkout Sessions (form-encoded requests, bearer key, idempotency keys), gives a paid session a
 * payment intent and its charge, refunds them (POST /v1/refunds), and lets a test play the
 * customer (pay, expire) and the merchant in Stripe's dashboard (a refund there, then the
 * signed `charge.refunded` webhook Stripe sends). Webhooks are signed with the SDK's own
 * test header.
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
  status: 'succeeded';
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  sessions: Map<string, FakeSession>;
  /** Charges by payment intent. */
  charges: Map<string, FakeCharge>;
  refunds: FakeRefund[];
  requests: { method: string; path: string; idempotencyKey: string | undefined; body: string }[];
  pay(id: string): FakeSession;
  expire(id: string): FakeSession;
  /** A full refund made in Stripe's dashboard: the charge as refunded. */
  dashboardRefund(paymentIntent: string): FakeCharge;
  close(): Promise<void>;
}

/** Sends the app the signed `charge.refunded` webhook Stripe sends after a refund. */
export function sendChargeRefunded(
  app: FastifyInstance,
  charge: FakeCharge,
  secret: string,
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'charge.refunded',
    data: { object: charge },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/enjoy-api/pay/notify/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const byIdempotency = new Map<string, string>();
  const refundCharge = (paymentIntent: string): FakeCharge | undefined => {
    const charge = charges.get(paymentIntent);
    if (charge) Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    return charge;
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
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const known = idempotencyKey ? byIdempotency.get(idempotencyKey) : undefined;
        if (known) {
          send(200, sessions.get(known));
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
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotency.set(idempotencyKey, id);
        send(200, session);
        return;
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const known = idempotencyKey
          ? refunds.find((r) => byIdempotency.get(idempotencyKey) === r.id)
          : undefined;
        if (known) {
          send(200, known);
          return;
        }
        const paymentIntent = new URLSearchParams(body).get('payment_intent') ?? '';
        const charge = charges.get(paymentIntent);
        if (!charge || charge.refunded) {
          const message = charge
            ? `Charge ${charge.id} has already been refunded.`
            : 'No such payment_intent';
          send(400, { error: { type: 'invalid_request_error', message } });
          return;
        }
        refundCharge(paymentIntent);
        const refund: FakeRefund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount: charge.amount,
          charge: charge.id,
          currency: charge.currency,
          payment_intent: paymentIntent,
          status: 'succeeded',
        };
        refunds.push(refund);
        if (idempotencyKey) byIdempotency.set(idempotencyKey, refund.id);
        send(200, refund);
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
      const charge = refundCharge(paymentIntent);
      if (!charge) throw new Error(`no charge for ${paymentIntent}`);
      return charge;
    },
    expire: (id) => update(id, { status: 'expired' }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
