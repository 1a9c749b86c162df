/**
 * Envelope to error (the third of the API client's three parts): what an answer, or the lack
 * of one, means under SPEC 8. A failure is the typed error the caller receives and the toast
 * that announces it (null: none); the client decides whether to show it (silent, quietCodes).
 */
import { TOAST_MS, TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { API_ERRORS, CODE_OK, CODE_SESSION_EXPIRED } from '#shared/api-codes.ts';
import { messageForCode, type ApiErrorKind } from './api-error.ts';
import type { RawAnswer, TransportFailure } from './api-transport.ts';
import { i18next } from './i18n.ts';

export interface FailureToast {
  kind: 'info' | 'error';
  durationMs: number;
}

export interface Failure {
  error: { code: number; msg: string; kind: ApiErrorKind; status: number };
  toast: FailureToast | null;
}

/** A success carries the envelope's data (not yet checked against the contract). */
export type Outcome = { ok: true; data: unknown } | { ok: false; failure: Failure };

const transportToast: FailureToast = { kind: 'error', durationMs: TRANSPORT_TOAST_MS };

/** The envelope as SPEC 8 reads it: code defaults to 200, msg to "". */
export function readEnvelope(body: Record<string, unknown>): { code: number; msg: string; data: unknown } {
  const code = typeof body.code === 'number' && Number.isInteger(body.code) ? body.code : CODE_OK;
  const msg = typeof body.msg === 'string' ? body.msg : '';
  return { code, msg, data: body.data };
}

/** Refused on the client: the same submit left less than the window ago (SPEC 5). */
export function duplicateFailure(): Failure {
  return {
    error: {
      code: API_ERRORS.duplicateSubmit.code,
      msg: i18next.t('errors.duplicate'),
      kind: 'duplicate',
      status: 0,
    },
    toast: { kind: 'info', durationMs: TOAST_MS },
  };
}

/**
 * No answer: the timeout, or a network error. While the browser is offline the message says so
 * (SPEC 8's "contact the administrator" is for a server out of reach), and the client shows no
 * toast over the offline screen; a caller reporting a tap's failure shows the message.
 */
export function transportFailure(failure: TransportFailure): Failure {
  if (failure.kind === 'timeout') {
    return {
      error: { code: 0, msg: i18next.t('errors.timeout'), kind: 'timeout', status: 0 },
      toast: transportToast,
    };
  }
  return {
    error: {
      code: 0,
      msg: i18next.t(failure.offline ? 'offline.still_offline' : 'errors.network'),
      kind: 'network',
      status: 0,
    },
    toast: failure.offline ? null : transportToast,
  };
}

/** An answer that is not what the contract promises. */
export function invalidResponse(status: number): Failure {
  return {
    error: { code: 0, msg: i18next.t('errors.default'), kind: 'invalid-response', status },
    toast: { kind: 'error', durationMs: TOAST_MS },
  };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  return isObject ? (parsed as Record<string, unknown>) : undefined;
}

/**
 * What an answer means. `recoverSession`: a 301 is a session to recover (kind
 * 'session-expired', no toast) rather than a business error.
 */
export function readAnswer(answer: RawAnswer, options: { recoverSession: boolean }): Outcome {
  const { status } = answer;
  const body = parseObject(answer.text);
  if (!body) {
    if (!answer.ok) {
      return {
        ok: false,
        failure: {
          error: { code: status, msg: i18next.t('errors.http', { status }), kind: 'http', status },
          toast: transportToast,
        },
      };
    }
    return { ok: false, failure: invalidResponse(status) };
  }

  // SPEC 8: the body code defaults to 200.
  const envelope = readEnvelope(body);
  const code = envelope.code;
  if (code === CODE_OK) return { ok: true, data: envelope.data };

  const msg = messageForCode(code, envelope.msg);
  if (code === CODE_SESSION_EXPIRED && options.recoverSession) {
    return { ok: false, failure: { error: { code, msg, kind: 'session-expired', status }, toast: null } };
  }
  return {
    ok: false,
    failure: {
      error: { code, msg, kind: 'business', status },
      toast: { kind: code === API_ERRORS.internal.code ? 'error' : 'info', durationMs: TOAST_MS },
    },
  };
}
