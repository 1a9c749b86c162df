import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { MemoryStorage } from '#web/testing/browser-env.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { clearCache, clearedMessage } from './clear-cache.ts';

/** A Cache Storage of named caches holding real Requests and Responses, as the browser's. */
function fakeCaches(content: Record<string, [string, Response][]>) {
  const stores = new Map(Object.entries(content).map(([name, entries]) => [name, new Map(entries)]));
  const deleted: string[] = [];
  const storage = {
    keys: () => Promise.resolve([...stores.keys()]),
    open: (name: string) => {
      const entries = stores.get(name) ?? new Map<string, Response>();
      return Promise.resolve({
        keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
        match: (request: Request) => Promise.resolve(entries.get(request.url)?.clone()),
      });
    },
    delete: (name: string) => {
      deleted.push(name);
      return Promise.resolve(stores.delete(name));
    },
  };
  vi.stubGlobal('caches', storage);
  return { deleted, remaining: () => [...stores.keys()] };
}

const image = (bytes: number, withLength = true) =>
  new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'image/webp', ...(withLength ? { 'content-length': String(bytes) } : {}) },
  });
const page = (text: string) => new Response(text, { headers: { 'content-type': 'text/html' } });

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clearCache', () => {
  it('empties the saved pictures and pages, measured, and keeps the app code', async () => {
    const store = fakeCaches({
      'enjoy-posters-v1': [
        ['https://app.test/media/posters/a.webp', image(2_000_000)],
        // No Content-Length: the body is measured.
        ['https://app.test/media/posters/b.webp', image(1_354_000, false)],
      ],
      'enjoy-pages-v1': [['https://app.test/', page('<!doctype html><title>x</title>')]],
      'workbox-precache-v2-https://app.test/': [['https://app.test/assets/a.js', page('x'.repeat(9000))]],
    });
    const result = await clearCache({ queryClient: new QueryClient(), keepQueryKey: 'user-info' });
    expect(result).toEqual({ pictures: 3_354_000, pages: 31 });
    expect(store.deleted.sort()).toEqual(['enjoy-pages-v1', 'enjoy-posters-v1']);
    expect(store.remaining()).toEqual(['workbox-precache-v2-https://app.test/']);
    // 3.2 MB: "Cleared 3.2 MB of saved pictures and pages".
    expect(clearedMessage(result)).toEqual({ key: 'setting.cache_cleared_all', bytes: 3_354_031 });
    expect(formatBytes(3_354_031, 'en')).toBe('3.2 MB');
  });

  it('removes the data of pages left, not the user info nor what the page on screen uses', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user-info', 'tok', 3], { uid: 1 });
    queryClient.setQueryData(['home', 3], { list: ['a', 'b', 'c'] });
    queryClient.setQueryData(['feedback-unread'], { count: 2 });
    const onScreen = new QueryObserver(queryClient, { queryKey: ['feedback-unread'], enabled: false });
    const unsubscribe = onScreen.subscribe(() => undefined);

    const result = await clearCache({ queryClient, keepQueryKey: 'user-info' });
    unsubscribe();
    expect(result).toEqual({ pictures: 0, pages: JSON.stringify({ list: ['a', 'b', 'c'] }).length });
    expect(queryClient.getQueryData(['home', 3])).toBeUndefined();
    expect(queryClient.getQueryData(['user-info', 'tok', 3])).toEqual({ uid: 1 });
    expect(queryClient.getQueryData(['feedback-unread'])).toEqual({ count: 2 });
    expect(clearedMessage(result).key).toBe('setting.cache_cleared_pages');
  });

  it('leaves localStorage alone: it holds state, no cache', async () => {
    for (const key of Object.values(STORAGE_KEYS)) storage.setItem(key, '1');
    await clearCache({ queryClient: new QueryClient(), keepQueryKey: 'user-info' });
    expect(storage.length).toBe(Object.values(STORAGE_KEYS).length);
  });

  it('takes the storage estimate when it fell by more than the sizes it could read', async () => {
    fakeCaches({ 'enjoy-posters-v1': [['https://cdn.test/p/1.jpg', new Response(null, { status: 200 })]] });
    const usage = [5_000_000, 3_000_000];
    vi.stubGlobal('navigator', { storage: { estimate: () => Promise.resolve({ usage: usage.shift() }) } });
    const result = await clearCache({ queryClient: new QueryClient(), keepQueryKey: 'user-info' });
    expect(result).toEqual({ pictures: 2_000_000, pages: 0 });
    expect(clearedMessage(result).key).toBe('setting.cache_cleared_pictures');
  });

  it('says there is nothing to clear when nothing was saved', async () => {
    fakeCaches({});
    const result = await clearCache({ queryClient: new QueryClient(), keepQueryKey: 'user-info' });
    expect(clearedMessage(result)).toEqual({ key: 'setting.cache_nothing', bytes: 0 });
  });
});
