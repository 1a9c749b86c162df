// @vitest-environment jsdom
/**
 * Search and the rankings without the network (the audit): what is on screen stays (the page
 * tells the shell, which keeps it under its banner instead of the "network signal lost"
 * placeholder), and a keyword typed or a tab switched offline does not swap the page for the
 * placeholder. Opened offline, the page fills in by itself when the network returns, without
 * a tap on Retry.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { RankPage } from '#shared/contract/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
// The app's query client module: it tells TanStack Query the shell's network state.
import '#web/lib/query-client.ts';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';
import { useSession } from '#web/stores/session.ts';
import { dramaCard, dramaPage } from '#web/testing/fixtures.ts';
import { jsonResponse, networkError, setupTestNetwork } from '#web/testing/network.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';
import { Component as RankList } from './rank-list.tsx';
import { Component as Search } from './search.tsx';

const network = setupTestNetwork();
/** The first render loads the page's code: room for a busy machine. */
const LOAD = { timeout: 5000 };

function ranking(title: string): RankPage {
  return {
    list: [{ ...dramaCard({ drama_id: 7, title }), rank: 1, score: 10 }],
    total: 1,
    page: 1,
    page_size: 20,
  };
}

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
const requestsTo = (path: string): number =>
  network.requests.filter((r) => new URL(r.url, 'http://x').pathname === `/enjoy-api${path}`).length;

function open(url: string) {
  return renderRoutes(
    [
      { path: paths.rankList.path, Component: RankList },
      { path: paths.search.path, Component: Search },
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
    const url = new URL(request.url, 'http://x');
    const ok = (data: unknown) => jsonResponse({ code: 200, msg: 'success', data });
    if (url.pathname === '/enjoy-api/video/rank') {
      return ok(ranking(`Top of ${url.searchParams.get('type') ?? '?'}`));
    }
    if (url.pathname === '/enjoy-api/video/search') {
      return ok(
        dramaPage([dramaCard({ drama_id: 6, title: `Match for ${url.searchParams.get('keyword')}` })]),
      );
    }
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

// The first test loads the pages' code (antd's tabs among it): room for a busy machine.
describe('/pages/video/rankList offline', { timeout: 15_000 }, () => {
  it('keeps the ranking on screen, also after a switch to a tab it has not loaded', async () => {
    open(`${paths.rankList.path}?type=hot`);
    await screen.findByText('Top of hot', {}, LOAD);
    expect(note()).toBeNull();
    setNetwork(false);
    expect(held()).toBe(true);
    expect(note()).toBe("No connection — showing what's loaded");
    expect(screen.getByText('Top of hot')).toBeTruthy();

    fireEvent.click(screen.getByText('New'));
    await waitFor(() => expect(screen.getByTestId('rank-board').dataset.type).toBe('new'));
    expect(held()).toBe(true);
    // Back online, the tab fills in.
    setNetwork(true);
    await screen.findByText('Top of new');
  });

  it('opened offline: fills in by itself when the network returns', async () => {
    openedOffline();
    open(`${paths.rankList.path}?type=hot`);
    await waitFor(() => expect(screen.getByTestId('rank-board')).toBeTruthy(), LOAD);
    // Nothing to show: the shell's placeholder, and the request waits instead of failing.
    expect(held()).toBe(false);
    expect(screen.queryByText("Couldn't load. Tap to retry")).toBeNull();

    setNetwork(true);
    await screen.findByText('Top of hot', {}, LOAD);
    expect(requestsTo('/video/rank')).toBe(1);
    await waitFor(() => expect(held()).toBe(true));
  });
});

describe('/pages/video/search offline', () => {
  it('keeps the popular list and then the matches; a keyword typed offline keeps the page', async () => {
    open(paths.search.path);
    await screen.findByText('Top of hot', {}, LOAD);
    expect(note()).toBeNull();
    setNetwork(false);
    expect(held()).toBe(true);
    expect(note()).toBe("No connection — showing what's loaded");

    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'xyz' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTestId('search-popular')).toBeNull());
    expect(held()).toBe(true);
    expect(screen.getByRole('searchbox')).toBeTruthy();

    setNetwork(true);
    await screen.findByText('Match for xyz');
  });

  it('opened offline with a keyword: the matches come by themselves when the network returns', async () => {
    openedOffline();
    open(`${paths.search.path}?keyword=lu`);
    await waitFor(() => expect(screen.getByRole('searchbox')).toBeTruthy(), LOAD);
    expect(held()).toBe(false);
    expect(screen.queryByText("Couldn't load. Tap to retry")).toBeNull();

    setNetwork(true);
    await screen.findByText('Match for lu');
    await waitFor(() => expect(held()).toBe(true));
  });
});
