/**
 * The request id (decision 0034): an incoming X-Request-Id is kept when it is a sane token
 * (a proxy's or a client's correlation id), else a fresh UUID. It names the request in every
 * log line (`reqId`) and in the `x-request-id` header of the answer.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}
