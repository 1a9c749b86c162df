// @vitest-environment jsdom
/**
 * The Me tab's dot for unread replies from customer service: shown for a registered user with
 * unread replies (and said to a screen reader), refreshed on coming back to the app once the
 * count is stale; a guest's tab bar asks nothing (the screens about feedback do).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { bindRouter } from '#web/lib/navigation.ts';
import { AppTabBar } from './app-tab-bar.tsx';

const network = setupTestNetwork();
/** The first render loads the page's code: room for a busy machine. */
const LOAD = { timeout: 5000 };
let unread = 0;

function serve(): void {
  network.serve((request) =>
    request.url === '/enjoy-api/feedback/unread'
      ? jsonResponse({ code: 200, msg: 'success', data: { count: unread } })
      : jsonResponse({ code: 404, msg: 'not here', data: null }),
  );
}

function show(): QueryClient {
  const router = createMemoryRouter([{ path: '/', Component: () => <AppTabBar active="home" /> }]);
  bindRouter(router);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

const unreadCalls = () => network.requests.filter((r) => r.url === '/enjoy-api/feedback/unread').length;
const meDot = () => screen.getByTestId('tab-mine').querySelector('.adm-badge-dot');

function comeBack(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  unread = 0;
  serve();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Me tab and unread replies', () => {
  it('carries a dot for a registered user with unread replies', async () => {
    useSession.setState({ token: 'member-token', hadLogin: true });
    unread = 2;
    show();
    await waitFor(() => expect(meDot()).not.toBeNull(), LOAD);
    expect(screen.getByTestId('tab-mine').getAttribute('aria-label')).toBe('Me, new replies');
    expect(screen.getByTestId('tab-home').querySelector('.adm-badge-dot')).toBeNull();
  });

  it('none without unread replies; one once the app comes back after the count went stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    useSession.setState({ token: 'member-token-2', hadLogin: true });
    const client = show();
    await waitFor(() => expect(unreadCalls()).toBe(1), LOAD);
    await waitFor(() => expect(client.isFetching()).toBe(0), LOAD);
    expect(meDot()).toBeNull();
    expect(screen.getByTestId('tab-mine').getAttribute('aria-label')).toBe('Me');

    unread = 1;
    vi.setSystemTime(Date.now() + 31_000);
    act(() => comeBack());
    await waitFor(() => expect(meDot()).not.toBeNull(), LOAD);
    expect(unreadCalls()).toBe(2);
  });

  it("a guest's tab bar asks nothing", async () => {
    useSession.setState({ token: 'guest-token', hadLogin: false });
    unread = 3;
    const client = show();
    await screen.findByTestId('tab-mine');
    act(() => comeBack());
    // A call would be under way by now (queries start fetching as they mount or refocus).
    expect(client.isFetching()).toBe(0);
    expect(unreadCalls()).toBe(0);
    expect(meDot()).toBeNull();
  });
});
