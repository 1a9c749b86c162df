// @vitest-environment jsdom
/**
 * The unread reply count on the screens about feedback (the personal centre, the feedback
 * page): asked again on coming back to the app and every minute while on screen, not while
 * hidden; for a guest only where asked to be live (the feedback page).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#web/stores/session.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { FEEDBACK_REFRESH_MS, useFeedbackUnread } from './use-feedback-unread.ts';

const network = setupTestNetwork();
let unread = 0;

function Count({ live }: { live?: boolean }) {
  return <output data-testid="count">{useFeedbackUnread(live === undefined ? {} : { live })}</output>;
}

function show(live?: boolean): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Count live={live} />
    </QueryClientProvider>,
  );
  return client;
}

const count = () => screen.getByTestId('count').textContent;

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/**
 * Until no fetch is under way and its answer is on screen (real time, a few ms at a time:
 * testing-library's waitFor polls with setInterval, which a test here fakes).
 */
async function settled(client: QueryClient): Promise<void> {
  for (let i = 0; i < 500; i++) {
    await tick();
    if (client.isFetching() === 0) {
      // TanStack Query tells the component on the next task.
      await tick();
      return;
    }
  }
  throw new Error('still fetching');
}

const calls = () => network.requests.filter((r) => r.url === '/enjoy-api/feedback/unread').length;

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  unread = 0;
  setVisibility('visible');
  network.serve(() => jsonResponse({ code: 200, msg: 'success', data: { count: unread } }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a registered user on the personal centre', () => {
  beforeEach(() => {
    useSession.setState({ token: 'member-token', hadLogin: true });
  });

  it('asks again on coming back to the app, however recent the count', async () => {
    await settled(show());
    expect(calls()).toBe(1);
    unread = 2;
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await waitFor(() => expect(count()).toBe('2'));
  });

  it('asks every minute while on screen, never while hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const client = show();
    await settled(client);
    expect(calls()).toBe(1);
    unread = 1;
    act(() => vi.advanceTimersByTime(FEEDBACK_REFRESH_MS));
    await settled(client);
    expect(count()).toBe('1');
    expect(calls()).toBe(2);

    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(5 * FEEDBACK_REFRESH_MS));
    expect(client.isFetching()).toBe(0);
    expect(calls()).toBe(2);
  });
});

describe('a guest', () => {
  beforeEach(() => {
    useSession.setState({ token: 'guest-token', hadLogin: false });
  });

  it('on the personal centre: asked once, not again on every return', async () => {
    const client = show();
    await settled(client);
    expect(calls()).toBe(1);
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    expect(client.isFetching()).toBe(0);
    expect(calls()).toBe(1);
  });

  it('on the feedback page (live): asked again on coming back', async () => {
    await settled(show(true));
    expect(calls()).toBe(1);
    unread = 1;
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await waitFor(() => expect(count()).toBe('1'));
  });
});
