/**
 * "Clear cache" of the settings page: what this app keeps that can simply be fetched again,
 * measured as it goes so the page can say what was cleared in plain words (issue 15).
 *
 * - Pictures: the posters the service worker saved (Cache Storage, image answers).
 * - Pages: the offline copy of the page (Cache Storage, anything not an image) and the data of
 *   pages visited (TanStack Query's cache, except the signed-in user's own info and what the
 *   page on screen is using, which would only be fetched again at once).
 *
 * Kept: the app's own code (the service worker's precache: deleting it would only make the
 * app download itself again and break it offline), and localStorage, which holds no cache in
 * this app (every key of lib/storage-keys.ts is state: the session, the device id, the chosen
 * language, a login, an order or an invite in progress).
 *
 * Sizes: each saved answer's size from Cache Storage (its Content-Length, else its body); where
 * the browser's StorageManager estimate fell by more (answers whose size cannot be read), that
 * drop instead.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MessageKey } from '#web/lib/i18n.ts';

/** The service worker's precache (workbox-precaching): the app itself, never cleared. */
const APP_CODE_CACHE = /^workbox-precache/;

export interface ClearResult {
  /** Bytes of saved pictures removed. */
  pictures: number;
  /** Bytes of saved pages and page data removed. */
  pages: number;
}

async function usage(): Promise<number | undefined> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return estimate?.usage;
  } catch {
    return undefined;
  }
}

function dataSize(value: unknown): number {
  try {
    return new Blob([JSON.stringify(value) ?? '']).size;
  } catch {
    return 0;
  }
}

async function responseSize(response: Response): Promise<number> {
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > 0) return length;
  try {
    return (await response.blob()).size;
  } catch {
    return 0;
  }
}

function isPicture(request: Request, response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return (
    type.startsWith('image/') || /\.(?:avif|gif|jpe?g|png|svg|webp)$/i.test(new URL(request.url).pathname)
  );
}

/** Empties every Cache Storage cache but the app's code; what was in them, by kind. */
async function clearCacheStorage(): Promise<ClearResult> {
  const result: ClearResult = { pictures: 0, pages: 0 };
  if (typeof caches === 'undefined') return result;
  try {
    for (const name of await caches.keys()) {
      if (APP_CODE_CACHE.test(name)) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (!response) continue;
        const size = await responseSize(response);
        if (isPicture(request, response)) result.pictures += size;
        else result.pages += size;
      }
      await caches.delete(name);
    }
  } catch {
    // Cache Storage unavailable (private mode, insecure origin): nothing saved there.
  }
  return result;
}

export async function clearCache(deps: {
  queryClient: QueryClient;
  keepQueryKey: string;
}): Promise<ClearResult> {
  const before = await usage();
  const saved = await clearCacheStorage();
  const after = await usage();
  const dropped = before !== undefined && after !== undefined ? Math.max(0, before - after) : 0;
  const measured = saved.pictures + saved.pages;
  if (dropped > measured) {
    // Sizes the browser would not tell: the estimate's drop, shared out as measured.
    const extra = dropped - measured;
    if (saved.pictures > 0 || saved.pages === 0) saved.pictures += extra;
    else saved.pages += extra;
  }

  const removable = (query: { queryKey: readonly unknown[]; getObserversCount(): number }): boolean =>
    query.queryKey[0] !== deps.keepQueryKey && query.getObserversCount() === 0;
  let pageData = 0;
  for (const query of deps.queryClient.getQueryCache().findAll({ predicate: removable }))
    pageData += dataSize(query.state.data);
  deps.queryClient.removeQueries({ predicate: removable });

  return { pictures: saved.pictures, pages: saved.pages + pageData };
}

/** What to say about a clear: which kinds went, and how much in all. */
export function clearedMessage(result: ClearResult): { key: MessageKey; bytes: number } {
  const bytes = result.pictures + result.pages;
  if (bytes === 0) return { key: 'setting.cache_nothing', bytes };
  if (result.pictures > 0 && result.pages > 0) return { key: 'setting.cache_cleared_all', bytes };
  return {
    key: result.pictures > 0 ? 'setting.cache_cleared_pictures' : 'setting.cache_cleared_pages',
    bytes,
  };
}
