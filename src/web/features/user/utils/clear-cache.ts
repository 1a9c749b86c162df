/**
 * "Clear cache" of the settings page: what this app keeps that can be fetched again. The
 * server data of TanStack Query (except the signed-in user's own info), every Cache Storage
 * entry, and localStorage keys that are not part of the session: the token, the device id,
 * the chosen language, the code countdown, a login or order in progress and the
 * once-per-user pixel memory stay, so clearing never logs anyone out nor loses a payment.
 */
import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';

const KEEP_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.token,
  STORAGE_KEYS.udid,
  STORAGE_KEYS.language,
  STORAGE_KEYS.emailInterval,
  STORAGE_KEYS.oauthState,
  STORAGE_KEYS.pendingOrder,
  STORAGE_KEYS.pixelRegistered,
]);

export function keepsStorageKey(key: string): boolean {
  return KEEP_KEYS.has(key);
}

export interface ClearResult {
  /** Bytes freed as far as the browser lets us see (0 when it cannot tell). */
  bytes: number;
  /** Entries removed: queries, cached responses and storage keys. */
  entries: number;
}

async function usage(): Promise<number | undefined> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return estimate?.usage;
  } catch {
    return undefined;
  }
}

function approximateSize(value: unknown): number {
  try {
    return (JSON.stringify(value) ?? '').length * 2;
  } catch {
    return 0;
  }
}

export async function clearCache(deps: {
  queryClient: QueryClient;
  keepQueryKey: string;
}): Promise<ClearResult> {
  const before = await usage();
  let bytes = 0;
  let entries = 0;

  const queries = deps.queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.queryKey[0] !== deps.keepQueryKey });
  for (const query of queries) bytes += approximateSize(query.state.data);
  entries += queries.length;
  deps.queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== deps.keepQueryKey });

  if (typeof caches !== 'undefined') {
    try {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        entries += (await cache.keys()).length;
        await caches.delete(name);
      }
    } catch {
      // Cache Storage unavailable (private mode, insecure origin): nothing to clear there.
    }
  }

  try {
    const storage = globalThis.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null && !keepsStorageKey(key),
    );
    for (const key of keys) {
      bytes += (key.length + (storage.getItem(key)?.length ?? 0)) * 2;
      storage.removeItem(key);
    }
    entries += keys.length;
  } catch {
    // Storage disabled: nothing stored.
  }

  const after = await usage();
  if (before !== undefined && after !== undefined && before > after) bytes += before - after;
  return { bytes, entries };
}

/** 1234567 → "1.2 MB" in the interface language (Intl units). */
export function formatBytes(bytes: number, locale: string): string {
  const units = [
    ['megabyte', 1024 * 1024],
    ['kilobyte', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) {
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }).format(bytes / size);
    }
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'narrow' }).format(bytes);
}
