/**
 * What a failed API call is (SPEC 8): the typed error every caller of the API client receives,
 * and the message shown for an answer's code.
 */
import { i18next, type MessageKey } from './i18n.ts';

export type ApiErrorKind =
  /** The server answered with a code other than 200 (including 500). */
  | 'business'
  /** Code 301: the session expired; recovery already ran. */
  | 'session-expired'
  /** An HTTP error status without an envelope. */
  | 'http'
  /** No response at all ("Network Error"). */
  | 'network'
  | 'timeout'
  /** Refused on the client: the same request was just sent (SPEC 5). */
  | 'duplicate'
  /** A success answer whose body is not the shape the contract promises. */
  | 'invalid-response';

export class ApiRequestError extends Error {
  /** The envelope code, the HTTP status for 'http', 602 for 'duplicate', 0 without a response. */
  readonly code: number;
  /** The message shown to the user (already translated). */
  readonly msg: string;
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;

  constructor(init: { code: number; msg: string; kind: ApiErrorKind; status: number }) {
    super(init.msg);
    this.name = 'ApiRequestError';
    this.code = init.code;
    this.msg = init.msg;
    this.kind = init.kind;
    this.status = init.status;
  }
}

/** SPEC 8's code-to-message table: these codes always show the app's own text. */
const CODE_MESSAGES: Partial<Record<number, MessageKey>> = {
  301: 'errors.code_301',
  403: 'errors.code_403',
  404: 'errors.code_404',
};

/** Message for an answer with `code`: the table, else the server's msg, else the default. */
export function messageForCode(code: number, serverMsg: string): string {
  const key = CODE_MESSAGES[code];
  if (key) return i18next.t(key);
  return serverMsg !== '' ? serverMsg : i18next.t('errors.default');
}
