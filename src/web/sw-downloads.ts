/**
 * The service worker's part in downloads (decision 0043): answers downloaded episodes' files
 * from the downloads cache (the page stores them there), and keeps the HLS player's chunk.
 * The rules are in sw-download-routes.ts (unit-tested).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  DOWNLOADS_CACHE,
  downloadedLookup,
  isPlayerChunk,
  PLAYER_CACHE,
  PLAYER_MAX_ENTRIES,
} from './sw-download-routes.ts';

async function fromDownloads(request: Request, key: string): Promise<Response | undefined> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const stored = await cache.match(key);
  if (!stored) return undefined;
  // A player asking for a byte range (Safari's own HLS may) gets that range of the copy.
  return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
}

export function registerDownloadRoutes(origin: string): void {
  registerRoute(
    ({ request, url }) => downloadedLookup(request, url, origin) !== undefined,
    async ({ request, url }) => {
      const lookup = downloadedLookup(request, url, origin);
      const stored = lookup ? await fromDownloads(request, lookup.key) : undefined;
      if (stored) return stored;
      if (lookup?.kind === 'offline') return new Response('', { status: 404, statusText: 'Not downloaded' });
      return fetch(request);
    },
  );

  registerRoute(
    ({ request, url }) => isPlayerChunk(request, url, origin),
    new CacheFirst({
      cacheName: PLAYER_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: PLAYER_MAX_ENTRIES, purgeOnQuotaError: true }),
      ],
    }),
  );
}
