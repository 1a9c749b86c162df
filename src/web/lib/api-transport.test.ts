import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '#web/testing/browser-env.ts';
import { jsonResponse, networkError, noAnswer, setupTestNetwork } from '#web/testing/network.ts';
import { transport, TransportFailure } from './api-transport.ts';

const network = setupTestNetwork();
const post = async () => ({ method: 'POST', headers: { a: '1' }, body: 'text' });

beforeEach(() => {
  installBrowserStubs();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('transport', () => {
  it('sends what prepare made and returns the status and the text, whatever the status', async () => {
    network.serve(() => jsonResponse({ code: 500 }, 502));
    const answer = await transport('/enjoy-api/x', post, { timeoutMs: 1000 });
    expect(answer).toEqual({ status: 502, ok: false, text: '{"code":500}' });
    expect(network.requests[0]).toMatchObject({ url: '/enjoy-api/x', method: 'POST', body: 'text' });
    expect(network.requests[0]?.headers.a).toBe('1');
  });

  it('no answer within the timeout: a timeout failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    network.serve(() => noAnswer());
    const pending = rejection(transport('/enjoy-api/x', post, { timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    const error = await pending;
    expect(error).toBeInstanceOf(TransportFailure);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('the time prepare takes counts towards the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    network.serve(() => jsonResponse({}));
    const slowPrepare = () => new Promise<RequestInit>((resolve) => setTimeout(() => resolve({}), 600));
    const pending = rejection(transport('/enjoy-api/x', slowPrepare, { timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(600);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(network.requests).toHaveLength(0);
  });

  it("the caller's cancellation is its AbortError, not a failure", async () => {
    network.serve(() => noAnswer());
    const controller = new AbortController();
    const pending = rejection(
      transport('/enjoy-api/x', post, { timeoutMs: 10_000, signal: controller.signal }),
    );
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(TransportFailure);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('a network error is a network failure, marked offline when the browser says so', async () => {
    network.serve(() => networkError());
    expect(await rejection(transport('/enjoy-api/x', post, { timeoutMs: 1000 }))).toMatchObject({
      kind: 'network',
      offline: false,
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await rejection(transport('/enjoy-api/x', post, { timeoutMs: 1000 }))).toMatchObject({
      kind: 'network',
      offline: true,
    });
  });
});
