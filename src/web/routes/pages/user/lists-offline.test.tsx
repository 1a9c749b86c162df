// @vitest-environment jsdom
/**
 * Rewards and Following without the network (the audit): what is on screen stays (the page
 * tells the shell, which keeps it under its banner instead of the "network signal lost"
 * placeholder). Opened offline, the page fills in by itself when the network returns, without
 * a tap on Retry.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { FollowPage } from '#shared/contract/follow.ts';
import type { RewardsInfoData } from '#shared/contract/rewards.ts';
import { paths } from '#web/config/paths.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
// The app's query client module: it tells TanStack Query the shell's network state.
import '#web/lib/query-client.ts';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';
import { useSession } from '#web/stores/session.ts';
import { dramaCard } from '#web/testing/fixtures.ts';
import { jsonResponse, networkError, setupTestNetwork } from '#web/testing/network.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';
import { Component as Following } from './following.tsx';
import { Component as Rewards } from './rewards.tsx';

const network = setupTestNetwork();
/** The first render loads the page's code: room for a busy machine. */
const LOAD = { timeout: 5000 };

const AMOUNTS = [10, 10, 15, 15, 20, 20, 50];
const rewards: RewardsInfoData = {
  registered: 1,
  checkin: {
    today_done: 0,
    streak: 2,
    next_amount: 15,
    days: AMOUNTS.map((amount, i) => ({ day: i + 1, amount, done: i < 2 ? 1 : 0 })),
    expiry_days: 14,
  },
  welcome: { amount: 100, granted: 1, expiry_days: 30 },
  expiring: [],
};
const follows: FollowPage = {
  list: [
    {
      drama: dramaCard({ drama_id: 7, title: "The Alpha King's Mate", status: 'ongoing' }),
      next_release_at: null,
      followed_at: 1_780_000_000,
    },
  ],
  total: 1,
  page: 1,
  page_size: 20,
};

/** The network as the browser and the shell see it; while it is down every request fails. */
let down = false;
function setNetwork(online: boolean): void {
  down = !online;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    useOfflineScreen.setState({ offline: !online });
  });
}

/** Opened without the network: no event, the browser just says so and the shell follows. */
function openedOffline(): void {
  down = true;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  useOfflineScreen.setState({ offline: true });
}

const held = (): boolean => useOfflineScreen.getState().holders.length > 0;
/** The page's own "no connection" note (in its flow: the shell's floating one would cover its top). */
const note = (): string | null => screen.queryByTestId('offline-banner')?.textContent ?? null;

function open(url: string) {
  return renderRoutes(
    [
      { path: paths.rewards.path, Component: Rewards },
      { path: paths.following.path, Component: Following },
    ],
    url,
  );
}

// In the app the query client stays mounted, and with it the network listener; here each test
// mounts its own client, so the file keeps the listener installed in between.
let keepListening = (): void => undefined;
beforeAll(async () => {
  keepListening = onlineManager.subscribe(() => undefined);
  await applyLanguage(3);
});
afterAll(() => keepListening());
beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  useSession.setState({ token: 'viewer-token', hadLogin: true });
  down = false;
  network.serve((request) => {
    if (down) return networkError();
    const path = new URL(request.url, 'http://x').pathname;
    const ok = (data: unknown) => jsonResponse({ code: 200, msg: 'success', data });
    if (path === '/enjoy-api/rewards/info') return ok(rewards);
    if (path === '/enjoy-api/follow/list') return ok(follows);
    return jsonResponse({ code: 404, msg: 'not here', data: null }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  useOfflineScreen.setState({ offline: false, holders: [], shown: false });
});

describe.each([
  { name: 'rewards', path: () => paths.rewards.path, content: 'rewards-checkin' },
  { name: 'following', path: () => paths.following.path, content: 'follow-row' },
])('/pages/user/$name offline', ({ path, content }) => {
  it('keeps what is on screen when the network goes', async () => {
    open(path());
    await screen.findByTestId(content, {}, LOAD);
    expect(held()).toBe(true);
    expect(note()).toBeNull();
    setNetwork(false);
    expect(held()).toBe(true);
    expect(note()).toBe("No connection — showing what's loaded");
    expect(screen.getByTestId(content)).toBeTruthy();
  });

  it('opened offline: fills in by itself when the network returns', async () => {
    openedOffline();
    open(path());
    await waitFor(() => expect(document.querySelector('[data-testid^="page-"]')).not.toBeNull(), LOAD);
    expect(held()).toBe(false);
    expect(screen.queryByText("Couldn't load. Tap to retry")).toBeNull();
    expect(network.requests).toHaveLength(0);

    setNetwork(true);
    await screen.findByTestId(content, {}, LOAD);
    await waitFor(() => expect(held()).toBe(true));
  });
});
