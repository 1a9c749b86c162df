/**
 * The API client's answers (SPEC 8): data, business codes, toasts and quiet codes, network
 * errors, timeouts, HTTP errors, a broken contract; and code 301 for guests and registered
 * users. The request itself: api-client.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { TOAST_MS, TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { jsonResponse, networkError, noAnswer } from '#web/testing/network.ts';
import { userInfo } from '#web/testing/fixtures.ts';
import { apiRequest } from './api-client.ts';
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
    // Said by whoever reports the tap: the offline screen is not the server out of reach.
    expect(error.msg).toBe('Still no network. Please check your connection.');
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
