/**
 * The API client builds the request: the common headers of SPEC 7, the udid, the signature,
 * the token, GET parameters; and the duplicate-submit guard. What it makes of the answers:
 * api-client-responses.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION, DUPLICATE_SUBMIT_WINDOW_MS } from '#shared/constants.ts';
import { signRequest } from '#shared/signing.ts';
import { TEST_HOSTNAME, TEST_SIGN_KEY, TEST_USER_AGENT } from '#web/testing/browser-env.ts';
import { userInfo } from '#web/testing/fixtures.ts';
import { apiRequest } from './api-client.ts';
import { buildQueryString } from './request-url.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import {
  clock,
  failure,
  notice,
  ok,
  requests,
  serve,
  setUpApiClientTests,
  stubs,
} from './api-client.testing.ts';

setUpApiClientTests();

describe('request headers and signature', () => {
  it('sends every common header of SPEC 7', async () => {
    serve(() => ok(userInfo()));
    await apiRequest('userIndex');

    const [request] = requests;
    expect(request?.url).toBe('/enjoy-api/user/index');
    expect(request?.method).toBe('POST');
    const h = request?.headers ?? {};
    expect(h['content-type']).toBe('application/json');
    expect(h.ver).toBe(APP_VERSION);
    expect(h.language).toBe('3');
    expect(h.debug).toBe('0');
    expect(h.ostype).toBe('0');
    expect(h.appid).toBe('1');
    expect(h.product).toBe('1');
    expect(h.marketchannel).toBe('web');
    expect(h.packagename).toBe(TEST_HOSTNAME);
    expect(h.udid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(h.sysver).toBe(TEST_USER_AGENT);
    expect(h.phonemodel).toBe('iPhone');
    expect(h.idfa).toBe('');
    expect(h.token).toBe('token-abc');
    expect(h.time).toBe(String(Math.floor(clock / 1000)));
    expect(h.sign).toBeTruthy();
  });

  it('keeps one udid in localStorage across calls', async () => {
    serve(() => ok(userInfo()));
    await apiRequest('userIndex');
    await apiRequest('userIndex');
    const [a, b] = requests.map((r) => r.headers.udid);
    expect(a).toBe(b);
    expect(stubs.localStorage.getItem(STORAGE_KEYS.udid)).toBe(a);
  });

  it('signs METHOD, PATH, time and the exact body text with signRequest', async () => {
    serve(() => ok({ user_token: 'new', nickname: '', email: '' }));
    await apiRequest('deviceLogin', {
      marketChannel: 'web',
      packageName: TEST_HOSTNAME,
      udid: 'device-0001',
      sysVer: 'ua',
      phoneModel: 'iPhone',
      idfa: '',
    });
    const [request] = requests;
    expect(request?.body).toBe(
      '{"marketChannel":"web","packageName":"drama.example.test","udid":"device-0001","sysVer":"ua","phoneModel":"iPhone","idfa":""}',
    );
    const expected = signRequest({
      key: TEST_SIGN_KEY,
      method: 'POST',
      path: '/user/device-login',
      time: Number(request?.headers.time),
      payload: request?.body ?? '',
    });
    expect(request?.headers.sign).toBe(expected);
  });

  it('signs an empty payload when there is no body', async () => {
    serve(() => ok(userInfo()));
    await apiRequest('userIndex');
    const [request] = requests;
    expect(request?.body).toBe('');
    expect(request?.headers.sign).toBe(
      signRequest({
        key: TEST_SIGN_KEY,
        method: 'POST',
        path: '/user/index',
        time: request?.headers.time ?? '',
        payload: '',
      }),
    );
  });

  it('omits the token header entirely for endpoints with auth none', async () => {
    serve(() => ok({ user_token: 'new', nickname: '', email: '' }));
    await apiRequest('deviceLogin', { udid: 'device-0002' });
    expect(requests[0]?.headers).not.toHaveProperty('token');
  });

  it('serialises GET parameters as a URLSearchParams query with nested keys', () => {
    expect(
      buildQueryString({ page: 2, q: 'a b&c', empty: '', none: null, filter: { type: 'vip', ids: [3, 4] } }),
    ).toBe('page=2&q=a+b%26c&filter%5Btype%5D=vip&filter%5Bids%5D%5B0%5D=3&filter%5Bids%5D%5B1%5D=4');
    expect(buildQueryString(undefined)).toBe('');
  });
});

describe('duplicate-submit guard', () => {
  it('refuses an identical guarded request within the window, then allows it again', async () => {
    serve(() => ok({ user_token: 'new', nickname: '', email: '' }));
    const body = { udid: 'device-0003' };
    await apiRequest('deviceLogin', body);

    const error = await failure(apiRequest('deviceLogin', body));
    expect(error.kind).toBe('duplicate');
    expect(error.msg).toBe('Data is being processed, please do not submit repeatedly');
    expect(notice()?.message).toBe(error.msg);
    expect(requests).toHaveLength(1);

    // A different body is a different submit.
    await apiRequest('deviceLogin', { udid: 'device-0004' });
    expect(requests).toHaveLength(2);

    vi.setSystemTime(clock + DUPLICATE_SUBMIT_WINDOW_MS);
    await apiRequest('deviceLogin', body);
    expect(requests).toHaveLength(3);
  });

  it('does not guard endpoints without repeatGuard', async () => {
    serve(() => ok(userInfo()));
    await Promise.all([apiRequest('userIndex'), apiRequest('userIndex')]);
    expect(requests).toHaveLength(2);
  });
});
