import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '#web/testing/browser-env.ts';
import { entryPositions, INITIAL_ENTRY_KEY } from './entry-positions.ts';

const STORAGE_KEY = 'enjoy.scroll-positions';
let storage: MemoryStorage;

/** A document loaded the given way ('navigate', 'reload', 'back_forward'). */
function loadedBy(type: string): void {
  vi.stubGlobal('performance', {
    getEntriesByType: (kind: string) => (kind === 'navigation' ? [{ type }] : []),
  });
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
  // Another page of the previous document left its position under the first entry's key.
  storage.setItem(
    STORAGE_KEY,
    JSON.stringify([
      [INITIAL_ENTRY_KEY, 206],
      ['k1', 640],
    ]),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('entry positions', () => {
  it("a new visit typed into the address bar forgets the previous document's first entry", () => {
    loadedBy('navigate');
    const positions = entryPositions(STORAGE_KEY);
    expect(positions.readAll().get(INITIAL_ENTRY_KEY)).toBeUndefined();
    expect(positions.readAll().get('k1')).toBe(640);
    // Forgotten once, as the document opens: what this document saves under it stays.
    positions.save(INITIAL_ENTRY_KEY, 90);
    expect(positions.readAll().get(INITIAL_ENTRY_KEY)).toBe(90);
  });

  it('a reload or a return through history keeps it: it is this very entry', () => {
    for (const type of ['reload', 'back_forward']) {
      loadedBy(type);
      expect(entryPositions(STORAGE_KEY).readAll().get(INITIAL_ENTRY_KEY), type).toBe(206);
    }
  });
});
