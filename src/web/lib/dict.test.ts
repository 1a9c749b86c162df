import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DICT_CACHE_POLL_MS, DICT_CACHE_WAIT_MS } from '#shared/constants.ts';
import { signRequest } from '#shared/signing.ts';
import { installBrowserStubs, TEST_SIGN_KEY } from '#web/testing/browser-env.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { fillPath } from './request-url.ts';
import { createDictCache, dictCache, dictLabel, normalizeDictItem, normalizeDictList } from './dict.ts';
import { applyLanguage } from './i18n.ts';

describe('entries (SPEC 3 fallbacks)', () => {
  it('takes the label from label, name, title, dictLabel, in that order', () => {
    expect(normalizeDictItem({ label: 'L', name: 'N', title: 'T', dictLabel: 'D', value: 'v' })?.label).toBe(
      'L',
    );
    expect(normalizeDictItem({ name: 'N', title: 'T', dictLabel: 'D', value: 'v' })?.label).toBe('N');
    expect(normalizeDictItem({ title: 'T', dictLabel: 'D', value: 'v' })?.label).toBe('T');
    expect(normalizeDictItem({ dictLabel: 'D', value: 'v' })?.label).toBe('D');
    expect(normalizeDictItem({ value: 'v' })?.label).toBe('v');
  });

  it('takes the value from value, id, uid, key, dictValue, in that order; numbers become text', () => {
    expect(normalizeDictItem({ value: 'a', id: 1, uid: 2, key: 'k', dictValue: 'd' })?.value).toBe('a');
    expect(normalizeDictItem({ id: 1, uid: 2, key: 'k', dictValue: 'd' })?.value).toBe('1');
    expect(normalizeDictItem({ uid: 2, key: 'k', dictValue: 'd' })?.value).toBe('2');
    expect(normalizeDictItem({ key: 'k', dictValue: 'd' })?.value).toBe('k');
    expect(normalizeDictItem({ dictLabel: 'Only', dictValue: 'd' })).toEqual({ label: 'Only', value: 'd' });
    expect(normalizeDictItem({ label: 'no value' })).toBeUndefined();
    expect(normalizeDictItem('text')).toBeUndefined();
  });

  it('reads a list, or a content list inside the answer', () => {
    const list = [{ dictLabel: 'A', dictValue: 'a' }, { name: 'B', id: 2 }, { nothing: true }];
    expect(normalizeDictList(list)).toEqual([
      { label: 'A', value: 'a' },
      { label: 'B', value: '2' },
    ]);
    expect(normalizeDictList({ content: list, total: 2 })).toHaveLength(2);
    expect(normalizeDictList({ rows: list })).toEqual([]);
    expect(normalizeDictList(null)).toEqual([]);
    expect(dictLabel([{ label: 'A', value: 'a' }], 'a')).toBe('A');
    expect(dictLabel([{ label: 'A', value: 'a' }], 'z')).toBe('z');
  });
});

describe('the cache (SPEC 9: wait up to 5 s for a load in flight, looking every 1 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('keeps the spec constants', () => {
    expect(DICT_CACHE_WAIT_MS).toBe(5000);
    expect(DICT_CACHE_POLL_MS).toBe(1000);
  });

  it('loads once, and a second caller waits for the first load instead of sending its own', async () => {
    const pending = deferred<Record<string, unknown>>();
    const load = vi.fn(() => pending.promise);
    const cache = createDictCache({ load });
    const first = cache.get('feedback_type', 3);
    let secondDone = false;
    const second = cache.get('feedback_type', 3).then((list) => {
      secondDone = true;
      return list;
    });
    expect(load).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1500);
    pending.resolve({ feedback_type: [{ dictLabel: 'Other', dictValue: 'other' }] });
    await expect(first).resolves.toEqual([{ label: 'Other', value: 'other' }]);
    // The waiting caller sees it at its next look (every second), not before.
    await vi.advanceTimersByTimeAsync(0);
    expect(secondDone).toBe(false);
    await vi.advanceTimersByTimeAsync(DICT_CACHE_POLL_MS);
    expect(secondDone).toBe(true);
    await expect(second).resolves.toEqual([{ label: 'Other', value: 'other' }]);

    // Loaded: answered from the cache, at once.
    await expect(cache.get('feedback_type', 3)).resolves.toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
    // Another language is another entry.
    await cache.get('feedback_type', 1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(['feedback_type'], 1);
  });

  it('gives up waiting after 5 s and loads the type itself', async () => {
    const stuck = deferred<Record<string, unknown>>();
    const load = vi
      .fn<(types: string[]) => Promise<Record<string, unknown>>>()
      .mockImplementationOnce(() => stuck.promise)
      .mockImplementationOnce(async () => ({
        drama_genre: { content: [{ title: 'Romance', key: 'romance' }] },
      }));
    const cache = createDictCache({ load });
    void cache.get('drama_genre', 3).catch(() => undefined);
    const second = cache.get('drama_genre', 3);

    await vi.advanceTimersByTimeAsync(DICT_CACHE_WAIT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1]?.[0]).toEqual(['drama_genre']);
    await expect(second).resolves.toEqual([{ label: 'Romance', value: 'romance' }]);
    stuck.reject(new Error('late'));
  });

  it('a failed load lets the waiting caller try for itself at its next look', async () => {
    const failing = deferred<Record<string, unknown>>();
    const load = vi
      .fn<(types: string[]) => Promise<Record<string, unknown>>>()
      .mockImplementationOnce(() => failing.promise)
      .mockImplementationOnce(async () => ({ feedback_type: [{ label: 'A', value: 'a' }] }));
    const cache = createDictCache({ load });
    const first = cache.get('feedback_type', 3);
    const second = cache.get('feedback_type', 3);
    failing.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(DICT_CACHE_POLL_MS);
    await expect(second).resolves.toEqual([{ label: 'A', value: 'a' }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads several missing types in one call; an absent type is an empty list', async () => {
    const load = vi.fn(async () => ({ feedback_type: [{ label: 'A', value: 'a' }] }));
    const cache = createDictCache({ load });
    const both = await cache.getMany(['feedback_type', 'drama_genre', 'feedback_type'], 3);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['feedback_type', 'drama_genre'], 3);
    expect(both).toEqual({ feedback_type: [{ label: 'A', value: 'a' }], drama_genre: [] });
    cache.clear();
    await cache.get('feedback_type', 3);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the app cache over the API client', () => {
  const network = setupTestNetwork();
  const requests = network.requests;
  beforeAll(async () => {
    await applyLanguage(3);
  });
  beforeEach(() => {
    installBrowserStubs();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls GET /comm/dictType/type-batch/{types} signed over the filled path', async () => {
    network.serve(() =>
      jsonResponse({
        code: 200,
        msg: 'success',
        data: {
          feedback_type: [{ dictLabel: 'Other', dictValue: 'other', label: 'Other', value: 'other' }],
        },
      }),
    );
    await expect(dictCache.get('feedback_type', 3)).resolves.toEqual([{ label: 'Other', value: 'other' }]);
    const [request] = requests;
    expect(request?.url).toBe('/enjoy-api/comm/dictType/type-batch/feedback_type');
    expect(request?.headers.token).toBeUndefined();
    const time = Number(request?.headers.time);
    expect(request?.headers.sign).toBe(
      signRequest({
        key: TEST_SIGN_KEY,
        method: 'GET',
        path: '/comm/dictType/type-batch/feedback_type',
        time,
        payload: '',
      }),
    );
  });

  it('fills path parameters, keeping commas readable and encoding the rest', () => {
    expect(fillPath('/comm/dictType/:types', { types: 'a,b' })).toBe('/comm/dictType/a,b');
    expect(fillPath('/comm/dictType/:types', { types: 'a/b c' })).toBe('/comm/dictType/a%2Fb%20c');
    expect(fillPath('/video/home')).toBe('/video/home');
  });
});
