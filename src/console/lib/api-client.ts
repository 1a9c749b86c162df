/**
 * The console's one API client: JSON to and from /console-api in the envelope of
 * src/shared/contract/envelope.ts, the session cookie sent by the browser (same origin), the
 * session's CSRF token on every write, and the interface language in the `language` header so
 * the server's messages are in it. A failure is a ConsoleApiError carrying the server's code
 * and translated message; what happens then (a message, the login page for 901) is decided by
 * the query client (lib/query-client.ts) or the form that made the call.
 */
import { z } from 'zod';
import { CODE_OK } from '#shared/api-codes.ts';
import { CONSOLE_API_PREFIX, CSRF_HEADER, type MeResponse } from '#shared/contract/console-auth.ts';
import { envelope } from '#shared/contract/envelope.ts';
import { ConsoleApiError, NO_ANSWER, UNREADABLE_ANSWER } from './api-error.ts';
import { currentLanguageId, translate } from './i18n.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | undefined;

export interface RequestOptions<S extends z.ZodType> {
  /** The schema of the envelope's data (from the shared contract). */
  schema: S;
  body?: unknown;
  /** A multipart body (an upload): sent as is, the browser writes its content type. */
  form?: FormData;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

const anyEnvelope = envelope(z.unknown());

let csrfToken: string | undefined;

/** Keeps the session's CSRF token from an answer shaped like /auth/me (me, login, setup finish). */
export function rememberSession(me: MeResponse): MeResponse {
  csrfToken = me.csrf_token;
  return me;
}

/** The session ended (sign-out, 901): writes carry no token until the next sign-in. */
export function forgetSession(): void {
  csrfToken = undefined;
  forgetRecentWrites();
}

/** Every write sent counts as long ago (sign-out; a test standing for a second gone by). */
export function forgetRecentWrites(): void {
  recentWrites.clear();
}

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${CONSOLE_API_PREFIX}${path}${text ? `?${text}` : ''}`;
}

/**
 * A write identical to one still under way, or answered less than this long ago (method,
 * address and JSON body: a double click on Save, Send or Create), gets that one's answer
 * instead of being sent again. A failed write is not kept, so trying again sends it.
 */
const REPEAT_WINDOW_MS = 1000;
const recentWrites = new Map<string, { answer: Promise<unknown>; settledAt: number | undefined }>();

export function consoleRequest<S extends z.ZodType>(
  method: Method,
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  if (method === 'GET' || options.form || options.signal) return send(method, path, options);
  const now = Date.now();
  for (const [key, write] of recentWrites) {
    if (write.settledAt !== undefined && now - write.settledAt >= REPEAT_WINDOW_MS) recentWrites.delete(key);
  }
  const key = `${method} ${apiUrl(path, options.query)} ${JSON.stringify(options.body ?? null)}`;
  const recent = recentWrites.get(key);
  if (recent) return recent.answer as Promise<z.infer<S>>;
  const write: { answer: Promise<z.infer<S>>; settledAt: number | undefined } = {
    answer: send(method, path, options),
    settledAt: undefined,
  };
  recentWrites.set(key, write);
  write.answer.then(
    () => {
      write.settledAt = Date.now();
    },
    () => {
      if (recentWrites.get(key) === write) recentWrites.delete(key);
    },
  );
  return write.answer;
}

/**
 * The `data` of an answer's envelope when its code is OK; else throws what it means: the
 * refusal's code and words, or an unreadable answer (a server error's words for a 5xx).
 */
export function envelopeData(response: Response, json: unknown): unknown {
  const answer = anyEnvelope.safeParse(json);
  if (!answer.success) {
    const key = response.status >= 500 ? 'errors.server' : 'errors.unreadable';
    throw new ConsoleApiError(response.ok ? UNREADABLE_ANSWER : response.status, translate(key));
  }
  const { code, msg, data } = answer.data;
  if (code !== CODE_OK) throw new ConsoleApiError(code, msg || translate('errors.server'), data ?? null);
  return data;
}

async function send<S extends z.ZodType>(
  method: Method,
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    language: String(currentLanguageId()),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.form ? { body: options.form } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ConsoleApiError(NO_ANSWER, translate('errors.network'));
  }

  const data = envelopeData(response, await response.json().catch(() => undefined));
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ConsoleApiError(UNREADABLE_ANSWER, translate('errors.unreadable'));
  return parsed.data;
}
