import { describe, expect, it } from 'vitest';
import { ApiRequestError, type ApiErrorKind } from '#web/lib/api-error.ts';
import { isNotFound } from './api-failure.ts';

const failure = (kind: ApiErrorKind, code: number, status = 200): ApiRequestError =>
  new ApiRequestError({ code, msg: `${kind} ${code}`, kind, status });

describe('isNotFound', () => {
  it('is an answer with code 404 only', () => {
    expect(isNotFound(failure('business', 404, 404))).toBe(true);
    // An HTTP 404 without an envelope is a broken address of the API, not a missing drama.
    expect(isNotFound(failure('http', 404, 404))).toBe(false);
    expect(isNotFound(failure('business', 500, 500))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
