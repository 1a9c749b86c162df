/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/web/sw.js, served at
 * /sw.js with no long cache): precaches the built JS, CSS and icons; answers the app's
 * navigations network-first with the last page kept for offline use; caches posters. The
 * routing rules are in sw-routes.ts (unit-tested); API calls never pass through here
 * (docs/decisions/0009-pwa.md). Downloaded episodes are answered from the downloads cache,
 * signed media only when its file is downloaded (sw-downloads.ts, decision 0043).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  isAppNavigation,
  isPosterRequest,
  isStorableShell,
  PAGES_CACHE,
  POSTER_MAX_AGE_S,
  POSTER_MAX_ENTRIES,
  POSTERS_CACHE,
  SHELL_CACHE_KEY,
} from './sw-routes.ts';
import { registerBackgroundDownloads } from './sw-background-downloads.ts';
import { registerDownloadRoutes } from './sw-downloads.ts';
import './sw-push.ts';

declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  addEventListener(
    type: 'install',
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
};

// The first visit's page came from the network before this worker existed, so nothing was kept
// for offline use yet: fetch the shell once at install, so that even a reload right after the
// first visit opens the app (and its no-network screen) offline. Later navigations refresh it.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES_CACHE);
      if (await cache.match(SHELL_CACHE_KEY)) return;
      const response = await fetch(SHELL_CACHE_KEY, { credentials: 'same-origin', cache: 'no-store' });
      if (isStorableShell(response)) await cache.put(SHELL_CACHE_KEY, response);
    })().catch(() => undefined),
  );
});

// A first install takes over the open page at once (posters get cached from the first visit).
// A later version waits for every tab to close: old pages keep the assets they were built with.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Downloaded episodes from the downloads cache, and the player's code kept (decision 0043).
registerDownloadRoutes(self.location.origin);
// Downloads the browser carries on with while the app is closed (decision 0050).
registerBackgroundDownloads();

registerRoute(
  ({ request, url }) => isAppNavigation(request, url, self.location.origin),
  async ({ request }) => {
    try {
      const response = await fetch(request);
      if (isStorableShell(response)) {
        const cache = await caches.open(PAGES_CACHE);
        await cache.put(SHELL_CACHE_KEY, response.clone());
      }
      return response;
    } catch (error) {
      // Offline: the last page the network gave, else the browser's own error.
      const cached = await caches.match(SHELL_CACHE_KEY, { cacheName: PAGES_CACHE });
      if (cached) return cached;
      throw error;
    }
  },
);

registerRoute(
  ({ request, url }) => isPosterRequest(request, url),
  new CacheFirst({
    cacheName: POSTERS_CACHE,
    plugins: [
      // Opaque cross-origin answers (status 0) are not kept: their size is unknown.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: POSTER_MAX_ENTRIES,
        maxAgeSeconds: POSTER_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
