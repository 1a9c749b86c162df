import { API_ERRORS, type ApiErrorName } from '#shared/api-codes.ts';
import type { ServerMessageKey } from './i18n/messages.ts';

/**
 * A known outcome from the catalogue: the error handler turns it into the envelope with the
 * catalogue's HTTP status, code and a message in the request's language.
 */
export class ApiError extends Error {
  readonly errorName: ApiErrorName;
  readonly params: Record<string, string | number>;
  readonly code: number;
  readonly httpStatus: number;
  readonly messageKey: ServerMessageKey;
  /** For rate limits: when to try again (seconds), sent as `Retry-After`. */
  retryAfterS: number | undefined;
  /** The envelope's `data` (null unless the code's contract says otherwise, e.g. 912). */
  data: Record<string, unknown> | null = null;

  constructor(
    errorName: ApiErrorName,
    params: Record<string, string | number> = {},
    messageKey?: ServerMessageKey,
  ) {
    const entry = API_ERRORS[errorName];
    // An expected outcome, not a bug: skip the stack trace, which costs more than the request.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(entry.key);
    Error.stackTraceLimit = limit;
    this.name = 'ApiError';
    this.errorName = errorName;
    this.params = params;
    this.code = entry.code;
    this.httpStatus = entry.http;
    this.messageKey = messageKey ?? entry.key;
  }

  /** The same outcome, telling the client when to try again. */
  retryAfter(seconds: number): this {
    this.retryAfterS = Math.max(1, Math.ceil(seconds));
    return this;
  }

  /** The same outcome with details for the client in the envelope's `data`. */
  withData(data: Record<string, unknown>): this {
    this.data = data;
    return this;
  }
}
