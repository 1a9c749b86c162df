/**
 * Code that failed to load (a lazily loaded chunk, or one of its stylesheets) is a network
 * failure, not a bug: on a first visit the service worker has not stored the app's files yet,
 * and a connection lost in the first seconds fails every chunk asked for after it. Who asked
 * for the chunk handles it (a page: lazy-page.tsx; a section: lib/load-when-online.ts; the
 * route's boundary: route-boundary.tsx); what is left is handled here:
 *
 * - Vite's `vite:preloadError` (a chunk's stylesheet or module preload failed) is not
 *   cancelled: cancelling makes Vite run the chunk without its stylesheet. The failure rejects
 *   the import, and the caller waits for the network (offline) or shows the route's error screen
 *   with Reload (online: the stale-deploy case Vite documents).
 * - A chunk rejection nobody awaited (code fetched ahead of need, a gesture's helper such as
 *   the pull-to-refresh): no uncaught error in the console ("Unable to preload CSS"). Pages
 *   and sections ask again once the network is back; a helper goes without until next time.
 */
const CHUNK_FAILURE = [
  // Chromium, Firefox, Safari: a dynamic import() whose module (or a module it imports) did not load.
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  // Vite's preload helper: a stylesheet of the chunk did not load.
  /Unable to preload CSS/i,
];

/** The error a failed chunk (or its stylesheet) leaves. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.some((pattern) => pattern.test(message));
}

/** Keeps unawaited chunk failures out of the console's uncaught errors; returns the way to stop. */
export function installChunkErrorHandling(win: Window = window): () => void {
  const onUnhandled = (event: PromiseRejectionEvent): void => {
    if (isChunkLoadError(event.reason)) event.preventDefault();
  };
  win.addEventListener('unhandledrejection', onUnhandled);
  return () => win.removeEventListener('unhandledrejection', onUnhandled);
}
