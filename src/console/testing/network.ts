/**
 * The console tests' server: Mock Service Worker (msw/node) answers the console's real fetch
 * calls from a table of `METHOD /path` handlers (the path after /console-api, no query), in the
 * envelope the server uses; every request is recorded for the tests to assert on. A request
 * that no handler answers fails the test.
 *
 *   const api = setupConsoleApi();
 *   api.answer({ 'GET /auth/me': () => ok(meOf('owner')) });
 *   expect(api.calls('POST /auth/login')[0]?.body).toEqual({ ... });
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API_ERRORS, type ApiErrorName } from '#shared/api-codes.ts';
import { CONSOLE_API_PREFIX, type MeResponse, type OperatorRole } from '#shared/contract/console-auth.ts';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export function ok(data: unknown): Response {
  return HttpResponse.json({ code: 200, msg: 'ok', data });
}

/** A refusal as the server sends it: the code's HTTP status, its code and a (translated) message. */
export function refuse(name: ApiErrorName, msg: string, data: unknown = null): Response {
  const error = API_ERRORS[name];
  return HttpResponse.json({ code: error.code, msg, data }, { status: error.http });
}

export function meOf(role: OperatorRole, name = 'Ann Owner'): MeResponse {
  return { operator: { id: 1, email: 'ann@example.com', name, role }, csrf_token: 'csrf-123' };
}

/** A file part of a recorded multipart body. */
export interface SentFile {
  name: string;
  size: number;
  type: string;
}

/** JSON as parsed; a multipart form as its fields (strings) and files (name, size, type). */
async function bodyOf(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    const out: Record<string, string | SentFile> = {};
    form.forEach((value, key) => {
      out[key] = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
    });
    return out;
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export function setupConsoleApi() {
  const server = setupServer();
  const recorded: (ApiCall & { key: string })[] = [];
  let table: Record<string, ApiHandler> = {};

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    recorded.length = 0;
    table = {};
    server.use(
      http.all(`*${CONSOLE_API_PREFIX}/*`, async ({ request }) => {
        const url = new URL(request.url);
        const path = url.pathname.slice(CONSOLE_API_PREFIX.length);
        const call: ApiCall = {
          method: request.method,
          path,
          query: url.searchParams,
          headers: request.headers,
          body: await bodyOf(request),
        };
        const key = `${request.method} ${path}`;
        recorded.push({ ...call, key });
        const handler = table[key];
        return handler
          ? handler(call)
          : HttpResponse.json({ code: 404, msg: `no handler for ${key}`, data: null }, { status: 404 });
      }),
    );
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    /** Adds (or replaces) handlers for this test. */
    answer(handlers: Record<string, ApiHandler>) {
      table = { ...table, ...handlers };
    },
    calls(key: string): ApiCall[] {
      return recorded.filter((call) => call.key === key);
    },
    /** Makes fetch fail as it does when the network is down. */
    networkDown() {
      server.use(http.all('*', () => HttpResponse.error()));
    },
  };
}
