import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '#web/testing/browser-env.ts';
import type * as FeedPositionsModule from './feed-positions.ts';

type FeedPositions = typeof FeedPositionsModule;

const STORAGE_KEY = 'enjoy.recommend-positions';
let storage: MemoryStorage;

/** A fresh copy of the module, in a document loaded the given way. */
async function load(navigationType?: string): Promise<FeedPositions> {
  vi.stubGlobal('performance', {
    getEntriesByType: (kind: string) =>
      kind === 'navigation' && navigationType ? [{ type: navigationType }] : [],
  });
  vi.resetModules();
  return import('./feed-positions.ts');
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('feed positions', () => {
  it('keeps one item per history entry; an entry never seen has none', async () => {
    const { readFeedPosition, saveFeedPosition } = await load('navigate');
    saveFeedPosition('a1', 4);
    saveFeedPosition('b2', 7);
    saveFeedPosition('a1', 5);
    expect(readFeedPosition('a1')).toBe(5);
    expect(readFeedPosition('b2')).toBe(7);
    expect(readFeedPosition('c3')).toBeUndefined();
  });

  it('keeps the 50 newest entries', async () => {
    const { readFeedPosition, saveFeedPosition } = await load();
    for (let i = 0; i < 60; i += 1) saveFeedPosition(`k${i}`, i);
    expect(readFeedPosition('k9')).toBeUndefined();
    expect(readFeedPosition('k10')).toBe(10);
    expect(readFeedPosition('k59')).toBe(59);
  });

  it('reads damaged or refused storage as nothing saved', async () => {
    const { readFeedPosition, saveFeedPosition } = await load();
    storage.setItem(STORAGE_KEY, '{not json');
    expect(readFeedPosition('a1')).toBeUndefined();
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        ['a1', -1],
        ['b2', 'x'],
        ['c3', 2],
      ]),
    );
    expect(readFeedPosition('a1')).toBeUndefined();
    expect(readFeedPosition('b2')).toBeUndefined();
    expect(readFeedPosition('c3')).toBe(2);

    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveFeedPosition('d4', 1)).not.toThrow();
  });

  it("forgets the previous document's first entry on a new visit, not on a reload", async () => {
    storage.setItem(STORAGE_KEY, JSON.stringify([['default', 6]]));
    const reloaded = await load('reload');
    expect(reloaded.readFeedPosition('default')).toBe(6);

    const revisited = await load('navigate');
    expect(revisited.readFeedPosition('default')).toBeUndefined();
    // Within the document, its own first entry is remembered as any other.
    revisited.saveFeedPosition('default', 3);
    expect(revisited.readFeedPosition('default')).toBe(3);
  });
});
