/**
 * The web tests' network: Mock Service Worker's Node interception (msw/node) answers every
 * fetch the app makes, and records each request the tests assert on. Nothing of the app is
 * replaced: the API client's real fetch call goes out and is answered here.
 *
 *   const network = setupTestNetwork();            // at the top of a test file
 *   network.serve((request) => ok(userInfo()));     // in a test: answers every request
 *   expect(network.requests[0]?.url).toBe('/enjoy-api/user/index');
 *
 * Relative URLs resolve against the stubbed location (browser-env.ts); a request of the
 * page's own origin is recorded by path and query, as the app wrote it.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** A request as the server saw it: URL, method, headers (lower-case names) and body text. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  /** The request itself (a clone, unread), for what the fields above do not say (a form). */
  raw: Request;
}

export type TestHandler = (request: RecordedRequest) => Response | Promise<Response>;

export const server = setupServer();

async function record(request: Request): Promise<RecordedRequest> {
  const raw = request.clone();
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const url = new URL(request.url);
  const sameOrigin =
    typeof location !== 'undefined' && 'href' in location && url.origin === new URL(location.href).origin;
  const isForm = headers['content-type']?.startsWith('multipart/form-data') === true;
  return {
    url: sameOrigin ? `${url.pathname}${url.search}` : url.href,
    method: request.method,
    headers,
    body: isForm ? '' : await request.text(),
    raw,
  };
}

export interface TestNetwork {
  /** Every request since the test began, in the order the server saw them. */
  readonly requests: RecordedRequest[];
  /** Answers every request with `handler` from now on (a later call replaces it). */
  serve(handler: TestHandler): void;
}

/** Starts interception for the file (unanswered requests fail the test) and records each test's requests. */
export function setupTestNetwork(): TestNetwork {
  const requests: RecordedRequest[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    requests,
    serve(handler) {
      server.use(
        http.all('*', async ({ request }) => {
          const recorded = await record(request);
          requests.push(recorded);
          return handler(recorded);
        }),
      );
    },
  };
}

/** A JSON Response as the server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status });
}

/** No answer at all: fetch rejects as it does when the network is down. */
export function networkError(): Response {
  return HttpResponse.error();
}

/** An answer that never comes (until the request is aborted). */
export async function noAnswer(): Promise<Response> {
  await delay('infinite');
  return HttpResponse.error();
}
