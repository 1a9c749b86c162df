/**
 * A push service of our own on 127.0.0.1, for the API tests and e2e/follow.spec.ts (issue 19):
 * it hands out subscriptions as a browser would have them (an endpoint here, a P-256 key pair
 * and an auth secret made by the test), and on each push checks what a real push service
 * checks: the VAPID `Authorization: vapid t=<JWT>, k=<key>` header (an ES256 JWT signed by that
 * key, its `aud` this origin, its `exp` in the future and within 24 h), a TTL, and then decrypts
 * the aes128gcm body with the subscription's private key (http_ece, web-push's own decrypter).
 * It answers 201, or the status a test set for the subscription (410: gone).
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID public key the push was signed with (base64url). */
  vapidKey: string;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface TestPushServer {
  origin: string;
  subscribe(): TestSubscription;
  /** What the next pushes to this endpoint are answered with (201 until said otherwise). */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** Pushes refused, with the reason (a bad signature, an undecryptable body...). */
  refused: { endpoint: string; reason: string }[];
  close(): Promise<void>;
}

interface Receiver {
  ecdh: ECDH;
  auth: string;
  status: number;
}

function fromBase64url(text: string): Buffer {
  return Buffer.from(text, 'base64url');
}

/** Checks the VAPID header; answers the key it was signed with, or throws why not. */
function checkVapid(header: string | undefined, origin: string, nowS: number): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no vapid authorization');
  const [jwt, key] = [match[1], match[2]];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const header_ = JSON.parse(fromBase64url(head).toString('utf8')) as { alg?: string; typ?: string };
  const claims = JSON.parse(fromBase64url(body).toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (header_.alg !== 'ES256') throw new Error(`jwt alg ${String(header_.alg)}`);
  const point = fromBase64url(key);
  if (point.length !== 65 || point[0] !== 4) throw new Error('vapid key is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromBase64url(signature),
  );
  if (!signed) throw new Error('jwt signature does not verify');
  if (claims.aud !== origin) throw new Error(`jwt aud ${String(claims.aud)} is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowS || claims.exp > nowS + 24 * 3600)
    throw new Error('jwt exp not within the next 24 hours');
  if (!claims.sub?.match(/^(mailto:|https:)/)) throw new Error('jwt sub is not a contact');
  return key;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startTestPushServer(options: { port?: number } = {}): Promise<TestPushServer> {
  const receivers = new Map<string, Receiver>();
  const received: ReceivedPush[] = [];
  const refused: TestPushServer['refused'] = [];
  let origin = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const receiver = receivers.get(endpoint);
      const body = await bodyOf(request);
      if (request.method !== 'POST' || !receiver) return void response.writeHead(404).end();
      try {
        const vapidKey = checkVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: receiver.ecdh,
          authSecret: receiver.auth,
        });
        const urgency = request.headers.urgency;
        received.push({
          endpoint,
          payload: JSON.parse(plain.toString('utf8')) as unknown,
          ttl,
          urgency: typeof urgency === 'string' ? urgency : undefined,
          vapidKey,
        });
        response.writeHead(receiver.status).end();
      } catch (error) {
        refused.push({ endpoint, reason: error instanceof Error ? error.message : String(error) });
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      receivers.set(endpoint, { ecdh, auth, status: 201 });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    answer(endpoint, status) {
      const receiver = receivers.get(endpoint);
      if (receiver) receiver.status = status;
    },
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
