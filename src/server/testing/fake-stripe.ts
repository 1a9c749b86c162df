/**
 * A fake Stripe API on 127.0.0.1 for the real Stripe SDK: creates and retrieves Checkout
 * Sessions (form-encoded requests, bearer key, idempotency keys) and lets a test play the
 * customer (pay, expire). Webhooks are signed by the test with the SDK's own test header.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  sessions: Map<string, FakeSession>;
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  pay(id: string): FakeSession;
  expire(id: string): FakeSession;
  close(): Promise<void>;
}

export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byIdempotency = new Map<string, string>();
  const requests: FakeStripe['requests'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, idempotencyKey });
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
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotency.set(idempotencyKey, id);
        send(200, session);
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
    requests,
    pay: (id) => update(id, { status: 'complete', payment_status: 'paid' }),
    expire: (id) => update(id, { status: 'expired' }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
