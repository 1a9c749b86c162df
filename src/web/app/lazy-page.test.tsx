// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { networkReturned } from '#web/lib/load-when-online.ts';
import { lazyPage } from './lazy-page.tsx';
import { RouteBoundary } from './route-boundary.tsx';

let online = true;

/** What the browser says, and its `online` event when the network returns. */
function setOnline(value: boolean): void {
  online = value;
  if (value) window.dispatchEvent(new Event('online'));
}

function RankList() {
  return <p data-testid="page-rank-list">rankings</p>;
}

/** A chunk as the browser fetches it: it fails while offline, and loads when online. */
function chunk(): () => Promise<{ Component: ComponentType }> {
  return vi.fn(() =>
    online
      ? Promise.resolve({ Component: RankList })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <button type="button" data-testid="page-home" onClick={() => void navigate('/pages/video/rankList')}>
      rankings
    </button>
  );
}

/**
 * The shell around a page, as app-layout.tsx has it: the error boundary, then Suspense; the
 * address it renders (offline, the shell puts its placeholder over a page with nothing to show).
 */
function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <output data-testid="where">{pathname}</output>
      <RouteBoundary resetKey={pathname}>
        <Suspense fallback={<p data-testid="splash" />}>
          <Outlet />
        </Suspense>
      </RouteBoundary>
    </>
  );
}

/** The app's routes in small (router.tsx): home in the bundle, the rankings a lazy page. */
function openApp(url: string, load: () => Promise<{ Component: ComponentType }>): void {
  const Page = lazyPage(load);
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<Shell />}>
          <Route index element={<Home />} />
          <Route path="/pages/video/rankList" element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const openRankings = (load: () => Promise<{ Component: ComponentType }>): void =>
  openApp('/pages/video/rankList', load);

/** Lets the rejected import and React's retry of the lazy page settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page whose chunk fails to load', () => {
  it('offline: shows nothing (the placeholder covers it), then loads by itself online, never the error screen', async () => {
    setOnline(false);
    const load = chunk();
    openRankings(load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('page-rank-list')).toBeNull();
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(screen.queryByTestId('route-error')).toBeNull();

    await act(async () => {
      setOnline(true);
      await Promise.resolve();
    });
    expect(await screen.findByTestId('page-rank-list')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline, after the retry reached the server: loads at once, the browser still saying offline', async () => {
    setOnline(false);
    let reachable = false;
    const load = vi.fn(() =>
      reachable
        ? Promise.resolve({ Component: RankList })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    openRankings(load);
    await settle();
    expect(screen.queryByTestId('page-rank-list')).toBeNull();

    reachable = true;
    act(() => networkReturned());
    expect(await screen.findByTestId('page-rank-list')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('offline, tapped from home: the navigation is not held back (home gives way), the page comes online', async () => {
    const load = chunk();
    openApp('/', load);
    setOnline(false);
    fireEvent.click(screen.getByTestId('page-home'));
    await settle();
    expect(screen.getByTestId('where').textContent).toBe('/pages/video/rankList');
    expect(screen.queryByTestId('page-home')).toBeNull();
    expect(screen.queryByTestId('route-error')).toBeNull();

    act(() => setOnline(true));
    expect(await screen.findByTestId('page-rank-list')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('online (a deploy removed the chunk): the error screen with its Reload', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openRankings(load);
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a stylesheet that failed to load offline', () => {
  it('is fetched again before the retry (the chunk loader asks for it once only)', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/rank-board.css';
    document.head.append(link);
    setOnline(false);
    const load = vi.fn(() => {
      if (online) return Promise.resolve({ Component: RankList });
      // Vite's preload helper: the <link> fails, then the import rejects.
      link.dispatchEvent(new Event('error'));
      return Promise.reject(new Error('Unable to preload CSS for /assets/rank-board.css'));
    });
    openRankings(load);
    await settle();
    expect(link.isConnected).toBe(true);

    act(() => setOnline(true));
    const fresh = document.head.querySelector<HTMLLinkElement>('link[href="/assets/rank-board.css"]');
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(link);
    expect(link.isConnected).toBe(false);
    // The page waits for its stylesheet.
    await settle();
    expect(screen.queryByTestId('page-rank-list')).toBeNull();
    fresh?.dispatchEvent(new Event('load'));
    expect(await screen.findByTestId('page-rank-list')).toBeTruthy();
    fresh?.remove();
  });
});
