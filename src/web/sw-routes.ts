/**
 * What the service worker (sw.ts) may answer, as plain functions the unit tests check:
 *
 * - Navigations to the app's own pages: network first (the server injects the runtime config
 *   into index.html, so a cached page must not outlive a deploy); the last page the network
 *   gave is kept as the shell for offline use only.
 * - Posters (`/media/posters/<file>`): cache first, with an expiry.
 * - Never an API response (/enjoy-api, /admin/api), never a signed media URL
 *   (`/media/<exp>.<sig>/...`, a capability that expires), never a server-rendered page
 *   (articles, payment gateways): the worker does not touch those requests at all.
 */

export const SW_CACHE_PREFIX = 'enjoy';
export const PAGES_CACHE = `${SW_CACHE_PREFIX}-pages-v1`;
export const POSTERS_CACHE = `${SW_CACHE_PREFIX}-posters-v1`;
/** The one key the offline shell is stored under (every app route serves the same page). */
export const SHELL_CACHE_KEY = '/';
export const POSTER_MAX_ENTRIES = 300;
export const POSTER_MAX_AGE_S = 7 * 24 * 3600;

/** Paths the server answers itself, never with the app's index.html. */
const SERVER_PREFIXES = [
  '/enjoy-api',
  '/admin',
  '/media/',
  '/uploads/',
  '/article',
  '/sandbox-pay/',
  '/sandbox-oauth/',
  '/pay/',
  '/runtime-config.js',
] as const;

function startsWithAny(pathname: string, prefixes: readonly string[]): boolean {
  const lower = pathname.toLowerCase();
  return prefixes.some((prefix) => lower === prefix.replace(/\/$/, '') || lower.startsWith(prefix));
}

/** An API call of any kind: the worker never answers or stores one. */
export function isApiRequest(url: URL): boolean {
  const lower = url.pathname.toLowerCase();
  return (
    lower === '/enjoy-api' ||
    lower.startsWith('/enjoy-api/') ||
    lower === '/admin/api' ||
    lower.startsWith('/admin/api/')
  );
}

/** `/media/<exp>.<sig>/...`: signed, expiring media (episodes, their posters). */
export function isSignedMediaRequest(url: URL): boolean {
  return /^\/media\/\d+\.[^/]+\//.test(url.pathname);
}

/** A navigation the worker answers network-first (same origin, an app route, not a file). */
export function isAppNavigation(
  request: { mode: string; method: string },
  url: URL,
  origin: string,
): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  if (url.origin !== origin) return false;
  if (isApiRequest(url) || isSignedMediaRequest(url)) return false;
  if (startsWithAny(url.pathname, SERVER_PREFIXES)) return false;
  const last = url.pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** A public poster, on this server or the media CDN; never a signed path. */
export function isPosterRequest(request: { method: string }, url: URL): boolean {
  if (request.method !== 'GET') return false;
  if (isSignedMediaRequest(url) || isApiRequest(url)) return false;
  return /^\/media\/posters\/[^/]+\.(webp|jpe?g|png|avif)$/i.test(url.pathname);
}

/** Whether a network answer to a navigation may become the offline shell. */
export function isStorableShell(response: { ok: boolean; type: string; headers: Headers }): boolean {
  return (
    response.ok &&
    response.type === 'basic' &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}
