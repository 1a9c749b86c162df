import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, DUPLICATE_SUBMIT_WINDOW_MS, TOAST_MS, TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { signRequest } from '#shared/signing.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import {
  installBrowserStubs,
  TEST_HOSTNAME,
  TEST_SIGN_KEY,
  TEST_USER_AGENT,
  type BrowserStubs,
} from '#web/testing/browser-env.ts';
import { jsonResponse, networkError, noAnswer, setupTestNetwork } from '#web/testing/network.ts';
import { userInfo } from '#web/testing/fixtures.ts';
import { apiRequest } from './api-client.ts';
import { ApiRequestError } from './api-error.ts';
import { buildQueryString } from './request-url.ts';
import { applyLanguage } from './i18n.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const network = setupTestNetwork();
/** Every request is recorded (network.requests) and answered by the handler. */
const serve = network.serve;
const requests = network.requests;
let stubs: BrowserStubs;
let clock = Date.UTC(2026, 0, 1, 12, 0, 0);

function ok(data: unknown): Response {
  return jsonResponse({ code: 200, msg: 'success', data });
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

const notice = () => useNotice.getState().current;

beforeAll(async () => {
  await applyLanguage(3); // English messages, language header 3
});

beforeEach(() => {
  // Each test starts well past the duplicate-submit window of the previous one.
  clock += 60_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  stubs = installBrowserStubs();
  useNotice.setState({ current: null });
  useSessionPrompt.setState({ visible: false });
  useSession.getState().logout();
  useSession.getState().setToken('token-abc');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

describe('response handling (SPEC 8)', () => {
  it('returns the parsed data; a body without code counts as 200', async () => {
    serve(() => jsonResponse({ data: userInfo({ uid: 7 }) }));
    const data = await apiRequest('userIndex');
    expect(data.uid).toBe(7);
    expect(notice()).toBeNull();
  });

  it('quietCodes: those business codes reject without a toast, the others still toast', async () => {
    serve(() => jsonResponse({ code: 404, msg: 'Resource does not exist', data: null }));
    const quiet = await failure(apiRequest('userIndex', undefined, { quietCodes: [404] }));
    expect(quiet).toMatchObject({ code: 404, kind: 'business' });
    expect(notice()).toBeNull();

    serve(() => jsonResponse({ code: 802, msg: 'Insufficient balance', data: null }));
    await failure(apiRequest('userIndex', undefined, { quietCodes: [404] }));
    expect(notice()?.message).toBe('Insufficient balance');
  });

  it('code 500: error toast with the message, rejected', async () => {
    serve(() => jsonResponse({ code: 500, msg: 'Something broke', data: null }, 500));
    const error = await failure(apiRequest('userIndex'));
    expect(error).toMatchObject({ code: 500, msg: 'Something broke', kind: 'business' });
    expect(notice()).toMatchObject({ kind: 'error', message: 'Something broke', durationMs: TOAST_MS });
  });

  it('other codes: toast with the server message, rejected', async () => {
    serve(() => jsonResponse({ code: 802, msg: 'Insufficient balance', data: null }));
    const error = await failure(apiRequest('userIndex'));
    expect(error).toMatchObject({ code: 802, msg: 'Insufficient balance', kind: 'business' });
    expect(notice()).toMatchObject({ kind: 'info', message: 'Insufficient balance' });
  });

  it('the code-to-message table wins over the server message (403, 404)', async () => {
    serve(() => jsonResponse({ code: 403, msg: 'server words', data: null }, 403));
    expect((await failure(apiRequest('userIndex'))).msg).toBe('No permission for this operation');
    serve(() => jsonResponse({ code: 404, msg: 'server words', data: null }, 404));
    expect((await failure(apiRequest('userIndex'))).msg).toBe('Resource does not exist');
  });

  it('a code without a message falls back to the default message', async () => {
    serve(() => jsonResponse({ code: 777, msg: '', data: null }));
    expect((await failure(apiRequest('userIndex'))).msg).toBe(
      'Unknown system error, please report it to the administrator',
    );
  });

  it('silent: the error is thrown but no toast is shown', async () => {
    serve(() => jsonResponse({ code: 802, msg: 'Insufficient balance', data: null }));
    const error = await failure(apiRequest('userIndex', undefined, { silent: true }));
    expect(error.code).toBe(802);
    expect(notice()).toBeNull();
  });

  it('network error: connection message for 5 s', async () => {
    serve(() => networkError());
    const error = await failure(apiRequest('userIndex'));
    expect(error).toMatchObject({ kind: 'network', code: 0 });
    expect(error.msg).toBe('Service interface connection abnormal, please contact the system administrator');
    expect(notice()).toMatchObject({ kind: 'error', message: error.msg, durationMs: TRANSPORT_TOAST_MS });
  });

  it('network error while the browser is offline: thrown, but no toast over the no-network screen', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(() => networkError());
    const error = await failure(apiRequest('userIndex'));
    onLine.mockRestore();
    expect(error).toMatchObject({ kind: 'network', code: 0 });
    expect(notice()).toBeNull();
  });

  it('timeout after API_TIMEOUT_MS: timeout message for 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(clock);
    serve(() => noAnswer());
    const pending = failure(apiRequest('userIndex'));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(notice()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', msg: 'System interface request timeout' });
    expect(notice()).toMatchObject({ kind: 'error', durationMs: TRANSPORT_TOAST_MS });
  });

  it('a caller cancelling the request gets its AbortError and no toast', async () => {
    serve(() => noAnswer());
    const controller = new AbortController();
    const pending = apiRequest('userIndex', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notice()).toBeNull();
  });

  it('HTTP error status without an envelope: "system interface NNN abnormal" for 5 s', async () => {
    serve(
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = await failure(apiRequest('userIndex'));
    expect(error).toMatchObject({
      kind: 'http',
      code: 502,
      status: 502,
      msg: 'System interface 502 abnormal',
    });
    expect(notice()).toMatchObject({ kind: 'error', durationMs: TRANSPORT_TOAST_MS });
  });

  it('an HTTP error status with an envelope is handled by its code', async () => {
    serve(() =>
      jsonResponse({ code: 429, msg: 'Too many requests, please try again later', data: null }, 429),
    );
    const error = await failure(apiRequest('userIndex'));
    expect(error).toMatchObject({
      kind: 'business',
      code: 429,
      msg: 'Too many requests, please try again later',
    });
  });

  it('a success whose data breaks the contract is rejected', async () => {
    serve(() => ok({ uid: 'not a number' }));
    const error = await failure(apiRequest('userIndex'));
    expect(error.kind).toBe('invalid-response');
  });
});

describe('code 301', () => {
  it('guest: five parallel 301s run exactly one device login, refetch user info and reload once', async () => {
    serve((request) => {
      if (request.url.endsWith('/user/device-login')) {
        return ok({ user_token: 'token-new', nickname: 'Guest 9', email: '' });
      }
      if (request.headers.token === 'token-new') return ok(userInfo({ uid: 9 }));
      return jsonResponse({ code: 301, msg: 'Login state expired', data: null });
    });

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => apiRequest('userIndex')));

    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 301, kind: 'session-expired' });
    }
    expect(requests.filter((r) => r.url.endsWith('/user/device-login'))).toHaveLength(1);
    expect(
      requests.filter((r) => r.headers.token === 'token-new' && r.url.endsWith('/user/index')),
    ).toHaveLength(1);
    expect(stubs.reload).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ token: 'token-new', userId: 9 });
    expect(stubs.localStorage.getItem(STORAGE_KEYS.token)).toBe('token-new');
    expect(useSessionPrompt.getState().visible).toBe(false);
    expect(notice()).toBeNull();
  });

  it('guest: a server that keeps answering 301 does not make the page reload in a loop', async () => {
    serve((request) =>
      request.url.endsWith('/user/device-login')
        ? ok({ user_token: 'token-new', nickname: '', email: '' })
        : request.headers.token === 'token-new'
          ? ok(userInfo())
          : jsonResponse({ code: 301, msg: '', data: null }),
    );
    await failure(apiRequest('userIndex'));
    useSession.getState().setToken('token-abc');
    vi.setSystemTime(clock + 2000);
    await failure(apiRequest('userIndex'));
    expect(stubs.reload).toHaveBeenCalledTimes(1);
  });

  it('registered user: logged out, asked to log in again, and meanwhile a guest of the device (no reload)', async () => {
    useSession.getState().applyUserInfo(userInfo({ email: 'me@example.com' }));
    expect(useSession.getState().hadLogin).toBe(true);
    serve((request) =>
      request.url.endsWith('/user/device-login')
        ? ok({ user_token: 'token-guest', nickname: 'Guest 9', email: '' })
        : jsonResponse({ code: 301, msg: 'Login state expired', data: null }),
    );

    const results = await Promise.allSettled([apiRequest('userIndex'), apiRequest('userIndex')]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(useSessionPrompt.getState().visible).toBe(true);
    // SPEC 4: no token, so a device login (one, however many calls failed); the pages load
    // again as the guest under the prompt, and the prompt's login binds to that session.
    await vi.waitFor(() => expect(useSession.getState().token).toBe('token-guest'));
    expect(requests.filter((r) => r.url.endsWith('/user/device-login'))).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ hadLogin: false, email: '' });
    expect(stubs.reload).not.toHaveBeenCalled();
  });
});
