/**
 * Lazily loaded code (a page's chunk, a section of one) that failed to load because the device
 * is offline is fetched again when the network returns, instead of failing for good. A chunk not
 * yet in the service worker's precache (a first visit, before the worker has installed) fails
 * offline, and React.lazy keeps that rejection: the route's error screen replaced the
 * no-network placeholder as soon as the network was back. A failure while online (a deploy that
 * removed an old chunk, a server error) still rejects, for that error screen and its Reload.
 * Pages use this through app/lazy-page.tsx.
 */

/** Who waits for the network: woken by the `online` event, or by the shell's retry. */
const waiting = new Set<() => void>();

/**
 * Stylesheets whose load failed. Vite's preload helper asks for each stylesheet once per page
 * life, and a failed <link> stays failed: a retry would render the code without its CSS. Before
 * the retry each is replaced by a fresh copy, which the browser fetches again.
 */
const failedStylesheets = new Set<HTMLLinkElement>();

if (typeof document !== 'undefined') {
  // An element's error event does not bubble; a capturing listener on the document sees it.
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') failedStylesheets.add(target);
    },
    true,
  );
}

/** How long a retry waits for the stylesheets fetched again (a slow one does not hold the page). */
const STYLESHEET_WAIT_MS = 3000;

/** Fetches the failed stylesheets again; resolves when they have loaded or failed, or after a while. */
function reloadFailedStylesheets(): Promise<void> {
  const loads = [...failedStylesheets].map(
    (failed) =>
      new Promise<void>((resolve) => {
        const fresh = failed.cloneNode() as HTMLLinkElement;
        fresh.addEventListener('load', () => resolve(), { once: true });
        fresh.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, STYLESHEET_WAIT_MS);
        failed.replaceWith(fresh);
      }),
  );
  failedStylesheets.clear();
  return Promise.all(loads).then(() => undefined);
}

/** The browser says there is no network. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/**
 * Calls `retry` once, when the network returns (the `online` event, or networkReturned), after
 * fetching again the stylesheets that failed meanwhile. Returns the way to stop waiting.
 */
export function whenNetworkReturns(retry: () => void): () => void {
  let cancelled = false;
  const unlisten = (): void => {
    window.removeEventListener('online', wake);
    waiting.delete(wake);
  };
  const wake = (): void => {
    unlisten();
    void reloadFailedStylesheets().then(() => {
      if (!cancelled) retry();
    });
  };
  window.addEventListener('online', wake);
  waiting.add(wake);
  return () => {
    cancelled = true;
    unlisten();
  };
}

/**
 * The network answered although the browser still says offline (the shell's retry reached the
 * server): what waits for the network tries again now.
 */
export function networkReturned(): void {
  for (const wake of [...waiting]) wake();
}

/**
 * `load`, fetched again each time the network returns for as long as it fails offline: for a
 * section under its own Suspense, whose fallback stays meanwhile. A page uses lazyPage instead,
 * so that its navigation is not held back while offline.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (;;) {
      try {
        return await load();
      } catch (error) {
        if (!isOffline()) throw error;
        await new Promise<void>((resolve) => whenNetworkReturns(resolve));
      }
    }
  };
}
