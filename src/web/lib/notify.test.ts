// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { TOAST_MS, TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { useNotice } from '#web/stores/notice.ts';
import { ApiRequestError, type ApiErrorKind } from './api-error.ts';
import { notifyFailure } from './notify.ts';

const failure = (kind: ApiErrorKind, msg = 'why') => new ApiRequestError({ code: 0, msg, kind, status: 0 });

beforeEach(() => {
  useNotice.setState({ current: null });
});

describe('notifyFailure', () => {
  it("tells a server's refusal as information, for the default time", () => {
    expect(notifyFailure(failure('business', 'Not enough coins'))).toMatchObject({
      kind: 'info',
      message: 'Not enough coins',
      durationMs: TOAST_MS,
    });
  });

  it('tells no answer (offline, unreachable, too slow) as an error for 5 s', () => {
    for (const kind of ['network', 'timeout'] as const) {
      expect(notifyFailure(failure(kind))).toMatchObject({ kind: 'error', durationMs: TRANSPORT_TOAST_MS });
    }
    expect(notifyFailure(failure('invalid-response'))).toMatchObject({ kind: 'error', durationMs: TOAST_MS });
  });
});
