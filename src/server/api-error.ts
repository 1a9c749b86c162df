import { API_ERRORS, type ApiErrorName } from '#shared/api-codes.ts';
import type { ServerMessageKey } from './i18n/messages.ts';

/**
 * A known outcome from the catalogue: the error handler turns it into the envelope with the
 * catalogue's HTTP status, code and a message in the request's language.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly messageKey: ServerMessageKey;

  constructor(
    readonly errorName: ApiErrorName,
    readonly params: Record<string, string | number> = {},
    messageKey?: ServerMessageKey,
  ) {
    const entry = API_ERRORS[errorName];
    super(entry.key);
    this.name = 'ApiError';
    this.code = entry.code;
    this.httpStatus = entry.http;
    this.messageKey = messageKey ?? entry.key;
  }
}
