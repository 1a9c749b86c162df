/**
 * What the service worker answers for downloaded episodes (decision 0043), as plain functions
 * the unit tests check. The page stores each file of a download in the downloads cache under
 * its stable path (`/media/e/<media_key>/<file>`, src/shared/offline-media.ts); the worker:
 *
 * - answers a stable path from that cache only: never the network (the server refuses an
 *   unsigned path anyway), so an offline copy plays the same with or without a connection;
 * - answers a signed media URL (`/media/<exp>.<sig>/e/<key>/<file>`, here or on the media CDN)
 *   from the cache when that file is downloaded (no data spent on what the phone has), else
 *   lets it go to the network untouched; it never stores a signed answer itself;
 * - keeps the HLS player's code once it was loaded (cache first: its name is hashed), so a
 *   download plays after a restart without the network.
 */
import { parseOfflinePath, stableOfSigned } from '#shared/offline-media.ts';
import { SW_CACHE_PREFIX } from './sw-routes.ts';

export const DOWNLOADS_CACHE = `${SW_CACHE_PREFIX}-downloads-v1`;
export const PLAYER_CACHE = `${SW_CACHE_PREFIX}-player-v1`;
/** Old builds' player chunks are dropped beyond this many. */
export const PLAYER_MAX_ENTRIES = 2;

export type DownloadedLookup =
  /** A stable path: the cache or a 404, never the network. */
  | { kind: 'offline'; key: string }
  /** A signed URL: the cache under `key` when there, else the network. */
  | { kind: 'signed'; key: string };

/** How the worker treats a GET for `url`, or undefined when it is none of its business. */
export function downloadedLookup(
  request: { method: string },
  url: URL,
  origin: string,
): DownloadedLookup | undefined {
  if (request.method !== 'GET') return undefined;
  if (url.origin === origin && parseOfflinePath(url.pathname)) return { kind: 'offline', key: url.pathname };
  const stable = stableOfSigned(url.pathname);
  return stable ? { kind: 'signed', key: stable } : undefined;
}

/** The hls.js chunk of this build (vite.config.ts keeps its `hls` name). */
export function isPlayerChunk(request: { method: string }, url: URL, origin: string): boolean {
  return request.method === 'GET' && url.origin === origin && /^\/assets\/hls[^/]*\.js$/.test(url.pathname);
}
