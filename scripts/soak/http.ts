/**
 * The soak's HTTP client: node:http with keep-alive (any method, any header and body bytes the
 * protocol allows), the request signature of DESIGN.md section 2 and the envelope check.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { API_PREFIX } from '#shared/constants.ts';
import { canonicalQuery, signRequest, type HmacBase64 } from '#shared/signing.ts';

export const SIGN_KEY = 'soak-sign-key';
export const MEDIA_SECRET = 'soak-media-secret';
export const ADMIN_TOKEN = 'soak-admin-token-0123456789';
/** The sandbox gateway's notification key, derived from MEDIA_SECRET as services.ts does. */
export const SANDBOX_SECRET = createHmac('sha256', MEDIA_SECRET).update('sandbox-gateway').digest('hex');

const nodeHmac: HmacBase64 = (key, message) =>
  createHmac('sha256', key).update(message, 'utf8').digest('base64');

export function sign(
  method: string,
  apiPath: string,
  time: number | string,
  payload: string,
  key = SIGN_KEY,
) {
  return signRequest({ key, method, path: apiPath, time, payload }, nodeHmac);
}

/** The signature of a request to `url` (a path under /enjoy-api, with its query). */
export function signUrl(method: string, url: string, time: number | string, body: string, key = SIGN_KEY) {
  const q = url.indexOf('?');
  const pathOnly = (q === -1 ? url : url.slice(0, q)).slice(API_PREFIX.length);
  const payload =
    method === 'GET' || method === 'HEAD' ? canonicalQuery(q === -1 ? '' : url.slice(q + 1)) : body;
  return sign(method, pathOnly, time, payload, key);
}

export const nowS = (): number => Math.floor(Date.now() / 1000);

export interface RawRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: Record<string, string | string[]>;
  body?: string | Buffer | undefined;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const agents = new Map<number, http.Agent>();

function agentFor(port: number): http.Agent {
  let agent = agents.get(port);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    agents.set(port, agent);
  }
  return agent;
}

/** Drops the kept-alive sockets of a port (after its server was killed). */
export function forgetAgent(port: number): void {
  agents.get(port)?.destroy();
  agents.delete(port);
}

export function send(
  port: number,
  request: RawRequest,
  options: { timeoutMs?: number; fresh?: boolean } = {},
): Promise<RawResponse> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    let req: http.ClientRequest;
    const headers = { ...request.headers };
    // Always framed by Content-Length: Node sends a DELETE or OPTIONS body unframed otherwise.
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    try {
      req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.path,
          headers,
          agent: options.fresh ? false : agentFor(port),
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    if (request.body !== undefined) req.end(request.body);
    else req.end();
  });
}

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** The envelope `{code, msg, data}` of DESIGN.md section 2, or why the answer is not one. */
export function parseEnvelope(
  response: RawResponse,
): { ok: true; envelope: Envelope } | { ok: false; why: string } {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return { ok: false, why: `content-type "${type}"` };
  let value: unknown;
  try {
    value = JSON.parse(response.body.toString('utf8'));
  } catch {
    return { ok: false, why: 'body is not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, why: 'not an object' };
  const record = value as Record<string, unknown>;
  if (typeof record.code !== 'number' || !Number.isInteger(record.code))
    return { ok: false, why: 'code not an integer' };
  if (typeof record.msg !== 'string' || record.msg === '')
    return { ok: false, why: 'msg not a non-empty string' };
  if (!('data' in record)) return { ok: false, why: 'no data' };
  return { ok: true, envelope: { code: record.code, msg: record.msg, data: record.data } };
}

/**
 * The request over a raw socket, and the first bytes of whatever comes back (for answers a
 * compliant client cannot read, such as a body after a HEAD).
 */
export function rawExchange(port: number, request: RawRequest, waitMs = 2000): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      const lines = [
        `${request.method} ${request.path} HTTP/1.1`,
        `host: 127.0.0.1:${port}`,
        'connection: close',
      ];
      for (const [name, value] of Object.entries(request.headers)) {
        for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}`);
      }
      if (request.body !== undefined) lines.push(`content-length: ${Buffer.byteLength(request.body)}`);
      socket.write(
        Buffer.concat([
          Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
          Buffer.from(request.body ?? ''),
        ]),
      );
    });
    const done = () => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', done);
    socket.on('error', done);
    socket.setTimeout(waitMs, done);
  });
}

/**
 * Fastify's own answer to a request Node's HTTP parser refused before any route ran (a request
 * line with raw non-ASCII bytes, headers over 16 KB): `{error, message, statusCode}`.
 */
export function isParserRefusal(response: RawResponse): boolean {
  if (![400, 408, 414, 431].includes(response.status)) return false;
  try {
    const value = JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
    return (
      typeof value.statusCode === 'number' &&
      typeof value.error === 'string' &&
      ['Client Error', 'Request Timeout', 'Exceeded maximum allowed HTTP header size'].includes(
        String(value.message),
      )
    );
  } catch {
    return false;
  }
}

/** A signed JSON POST to the API; the envelope, or an error when there was no envelope. */
export async function apiPost(
  port: number,
  apiPath: string,
  body: unknown,
  options: { token?: string | undefined; xff?: string | undefined; language?: string } = {},
): Promise<Envelope> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const time = nowS();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    language: options.language ?? '3',
    time: String(time),
    sign: sign('POST', apiPath, time, text),
  };
  if (options.token) headers.token = options.token;
  if (options.xff) headers['x-forwarded-for'] = options.xff;
  const res = await send(port, { method: 'POST', path: `${API_PREFIX}${apiPath}`, headers, body: text });
  const parsed = parseEnvelope(res);
  if (!parsed.ok) throw new Error(`POST ${apiPath}: HTTP ${res.status}, ${parsed.why}`);
  return parsed.envelope;
}
