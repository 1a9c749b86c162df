/**
 * The API client's tests: the test network (every request recorded and answered by the
 * handler), browser stubs, a clock past the duplicate-submit window of the previous test, a
 * session with a token; and small readers of the outcome. A test file calls
 * setUpApiClientTests() once at its top: `serve`, `requests`, `stubs` and `clock` are then set.
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { installBrowserStubs, type BrowserStubs } from '#web/testing/browser-env.ts';
import {
  jsonResponse,
  setupTestNetwork,
  type RecordedRequest,
  type TestNetwork,
} from '#web/testing/network.ts';
import { ApiRequestError } from './api-error.ts';
import { applyLanguage } from './i18n.ts';

/** Every request is recorded (network.requests) and answered by the handler. */
export let serve: TestNetwork['serve'];
export let requests: RecordedRequest[];
export let stubs: BrowserStubs;
export let clock = Date.UTC(2026, 0, 1, 12, 0, 0);

export function setUpApiClientTests(): void {
  const network = setupTestNetwork();
  serve = network.serve;
  requests = network.requests;

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
}

export function ok(data: unknown): Response {
  return jsonResponse({ code: 200, msg: 'success', data });
}

export async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

export const notice = () => useNotice.getState().current;
