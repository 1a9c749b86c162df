import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '#shared/contract/endpoints.ts';
import * as signing from '#shared/signing.ts';
import { useSession } from '#web/stores/session.ts';
import { installBrowserStubs, TEST_SIGN_KEY } from '#web/testing/browser-env.ts';
import { buildRequest, signedHeaders } from './api-request-build.ts';

beforeEach(() => {
  installBrowserStubs();
  useSession.getState().logout();
  useSession.getState().setToken('token-abc');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildRequest', () => {
  it('a POST: JSON body text, the token, the URL under the API base', () => {
    const request = buildRequest(endpoints.userIndex, { a: 1 }, {}, '/enjoy-api');
    expect(request).toMatchObject({
      method: 'POST',
      path: '/user/index',
      url: '/enjoy-api/user/index',
      query: '',
      bodyText: '{"a":1}',
      body: '{"a":1}',
      sentWith: { token: 'token-abc', hadLogin: false },
    });
    expect(request.headers).toMatchObject({ 'Content-Type': 'application/json', token: 'token-abc' });
  });

  it('a GET: the body becomes the query string, the path its parameters, no body is sent', () => {
    const request = buildRequest(endpoints.dictType, { page: 2 }, { pathParams: { types: 'a,b' } }, '/api');
    expect(request).toMatchObject({ path: '/comm/dictType/a,b', url: '/api/comm/dictType/a,b?page=2' });
    expect(request.body).toBeUndefined();
  });

  it('auth none: no token header; an upload: the form, a bearer, no JSON content type', () => {
    expect(buildRequest(endpoints.deviceLogin, {}, {}, '').headers).not.toHaveProperty('token');
    const form = new FormData();
    const upload = buildRequest(endpoints.upload, undefined, { formData: form }, '');
    expect(upload.body).toBe(form);
    expect(upload.headers.Authorization).toBe('Bearer token-abc');
    expect(upload.headers).not.toHaveProperty('Content-Type');
  });
});

describe('signedHeaders', () => {
  it('signs the body text of a POST and the canonical query of a GET, at the time in seconds', () => {
    const post = buildRequest(endpoints.userIndex, { a: 1 }, {}, '');
    const headers = signedHeaders(post, signing, TEST_SIGN_KEY, 1_700_000_000_999);
    expect(headers.time).toBe('1700000000');
    expect(headers.sign).toBe(
      signing.signRequest({
        key: TEST_SIGN_KEY,
        method: 'POST',
        path: '/user/index',
        time: 1700000000,
        payload: '{"a":1}',
      }),
    );
    const get = buildRequest(endpoints.dictType, { b: 2, a: 1 }, { pathParams: { types: 'x' } }, '');
    expect(signedHeaders(get, signing, TEST_SIGN_KEY, 0).sign).toBe(
      signing.signRequest({
        key: TEST_SIGN_KEY,
        method: 'GET',
        path: '/comm/dictType/x',
        time: 0,
        payload: 'a=1&b=2',
      }),
    );
  });
});
