import { beforeAll, describe, expect, it } from 'vitest';
import { TOAST_MS, TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { duplicateFailure, readAnswer, readEnvelope, transportFailure } from './api-envelope.ts';
import { TransportFailure } from './api-transport.ts';
import { applyLanguage } from './i18n.ts';

const answer = (body: unknown, status = 200) => ({
  status,
  ok: status >= 200 && status < 300,
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

beforeAll(async () => {
  await applyLanguage(3); // English messages
});

describe('readEnvelope', () => {
  it('defaults the code to 200 and the message to ""', () => {
    expect(readEnvelope({ data: 1 })).toEqual({ code: 200, msg: '', data: 1 });
    expect(readEnvelope({ code: 1.5, msg: 3 })).toEqual({ code: 200, msg: '', data: undefined });
  });
});

describe('readAnswer', () => {
  it('a 200 envelope is its data', () => {
    expect(readAnswer(answer({ code: 200, data: { a: 1 } }), { recoverSession: true })).toEqual({
      ok: true,
      data: { a: 1 },
    });
  });

  it('an error status without an envelope is an http failure with a transport toast', () => {
    expect(readAnswer(answer('<html>', 502), { recoverSession: true })).toEqual({
      ok: false,
      failure: {
        error: { code: 502, msg: 'System interface 502 abnormal', kind: 'http', status: 502 },
        toast: { kind: 'error', durationMs: TRANSPORT_TOAST_MS },
      },
    });
  });

  it('a success that is not an object is an invalid response', () => {
    for (const text of ['', '[1]', 'not json']) {
      const outcome = readAnswer({ status: 200, ok: true, text }, { recoverSession: true });
      expect(outcome.ok ? null : outcome.failure.error.kind).toBe('invalid-response');
    }
  });

  it('codes become business failures: 500 as an error toast, the others as info', () => {
    const internal = readAnswer(answer({ code: 500, msg: 'Broke' }, 500), { recoverSession: true });
    expect(internal.ok ? null : internal.failure).toEqual({
      error: { code: 500, msg: 'Broke', kind: 'business', status: 500 },
      toast: { kind: 'error', durationMs: TOAST_MS },
    });
    const other = readAnswer(answer({ code: 802, msg: 'Poor' }), { recoverSession: true });
    expect(other.ok ? null : other.failure.toast).toEqual({ kind: 'info', durationMs: TOAST_MS });
  });

  it('301 is a session to recover (no toast) only when the call may recover it', () => {
    const recover = readAnswer(answer({ code: 301, msg: '' }), { recoverSession: true });
    expect(recover.ok ? null : recover.failure).toEqual({
      error: {
        code: 301,
        msg: 'Authentication failed, system resources cannot be accessed',
        kind: 'session-expired',
        status: 200,
      },
      toast: null,
    });
    const plain = readAnswer(answer({ code: 301, msg: '' }), { recoverSession: false });
    expect(plain.ok ? null : plain.failure.error.kind).toBe('business');
  });
});

describe('failures without an answer', () => {
  it('timeout and network toast for 5 s; offline shows no toast', () => {
    expect(transportFailure(new TransportFailure('timeout')).error.kind).toBe('timeout');
    expect(transportFailure(new TransportFailure('network')).toast).toEqual({
      kind: 'error',
      durationMs: TRANSPORT_TOAST_MS,
    });
    expect(transportFailure(new TransportFailure('network', true)).toast).toBeNull();
  });

  it('a duplicate submit is code 602 with an info toast', () => {
    expect(duplicateFailure()).toMatchObject({
      error: { code: 602, kind: 'duplicate' },
      toast: { kind: 'info' },
    });
  });
});
