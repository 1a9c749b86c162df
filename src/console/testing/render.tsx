/**
 * Renders the console's routes in a memory router at `url` (a /console/… address), inside the
 * app's providers with a fresh query client (no retries), in English unless told otherwise.
 */
import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { Providers } from '#console/app/app.tsx';
import { routes } from '#console/app/router.tsx';
import { createConsoleQueryClient } from '#console/app/session.ts';
import { CONSOLE_BASE } from '#console/config/paths.ts';
import { forgetRecentWrites } from '#console/lib/api-client.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { setupConsoleApi } from './network.ts';

// antd's first render in jsdom takes a second or two on a busy machine: wait longer than 1 s.
configure({ asyncUtilTimeout: 8_000 });

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** What jsdom lacks and antd reads: matchMedia (matching nothing) and ResizeObserver (silent). */
export function installBrowserStandIns(): void {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

export function renderConsole(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url], basename: CONSOLE_BASE });
  const queryClient = createConsoleQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient };
}

/** A page test file's setup: the API stand-in, jsdom's missing parts, English, a clean screen per test. */
export function setupPageTests() {
  const api = setupConsoleApi();
  beforeAll(async () => {
    installBrowserStandIns();
    await applyLanguage(3);
  });
  afterEach(() => {
    cleanup();
    // The client sends an identical write once a second (api-client.ts): a test's writes must
    // not be answered from the one before's, however quick the machine.
    forgetRecentWrites();
  });
  return api;
}
