import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { MemoryStorage } from '#web/testing/browser-env.ts';
import { clearCache, formatBytes, keepsStorageKey } from './clear-cache.ts';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clearCache', () => {
  it('keeps the session, device, language, countdown and pending order, and removes the rest', async () => {
    storage.setItem(STORAGE_KEYS.token, 'tok');
    storage.setItem(STORAGE_KEYS.udid, 'udid');
    storage.setItem(STORAGE_KEYS.language, '3');
    storage.setItem(STORAGE_KEYS.emailInterval, '123');
    storage.setItem(STORAGE_KEYS.pendingOrder, '{"tradeNo":"1"}');
    storage.setItem('enjoy.some-cache', 'x'.repeat(500));
    storage.setItem('third-party', 'y');

    const queryClient = new QueryClient();
    queryClient.setQueryData(['user-info', 'tok', 3], { uid: 1 });
    queryClient.setQueryData(['home', 3], { list: [1, 2, 3] });
    queryClient.setQueryData(['rank', 'hot'], { list: [] });

    const result = await clearCache({ queryClient, keepQueryKey: 'user-info' });
    expect(result.entries).toBe(4);
    expect(result.bytes).toBeGreaterThan(1000);
    expect(queryClient.getQueryData(['user-info', 'tok', 3])).toEqual({ uid: 1 });
    expect(queryClient.getQueryData(['home', 3])).toBeUndefined();
    expect(Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort()).toEqual(
      [
        STORAGE_KEYS.token,
        STORAGE_KEYS.udid,
        STORAGE_KEYS.language,
        STORAGE_KEYS.emailInterval,
        STORAGE_KEYS.pendingOrder,
      ].sort(),
    );
  });

  it('empties Cache Storage and counts its entries', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(['media-v1', 'api-v1']),
      open: () => Promise.resolve({ keys: () => Promise.resolve([{}, {}]) }),
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    const result = await clearCache({ queryClient: new QueryClient(), keepQueryKey: 'user-info' });
    expect(deleted).toEqual(['media-v1', 'api-v1']);
    expect(result.entries).toBe(4);
  });

  it('adds what the storage estimate says was freed', async () => {
    const usage = [5_000_000, 3_000_000];
    vi.stubGlobal('navigator', { storage: { estimate: () => Promise.resolve({ usage: usage.shift() }) } });
    const result = await clearCache({ queryClient: new QueryClient(), keepQueryKey: 'user-info' });
    expect(result.bytes).toBe(2_000_000);
  });

  it('keeps the pixel memory and a login in progress', () => {
    expect(keepsStorageKey(STORAGE_KEYS.pixelRegistered)).toBe(true);
    expect(keepsStorageKey(STORAGE_KEYS.oauthState)).toBe(true);
    expect(keepsStorageKey('enjoy.resume')).toBe(false);
  });
});

describe('formatBytes', () => {
  it('writes sizes in the interface language', () => {
    expect(formatBytes(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(12, 'en')).toBe('12B');
  });
});
