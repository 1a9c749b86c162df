/**
 * The feed item each history entry was left at, as app/scroll-restoration.ts keeps window
 * positions: by React Router's location key, in sessionStorage. Back to the feed returns to
 * that item (and so does a reload); a new entry has a new key and starts at the top
 * (lib/entry-positions.ts: also a new visit typed into the address bar). The feed
 * scrolls inside its own container, which the window's restoration does not see.
 */
import { entryPositions } from '#web/lib/entry-positions.ts';

/** Indexes by history entry key, kept for the tab's life. */
const STORAGE_KEY = 'enjoy.recommend-positions';
const MAX_ENTRIES = 50;

const store = entryPositions(STORAGE_KEY, MAX_ENTRIES);
const readAll = (): Map<string, number> => {
  const all = store.readAll();
  // Item indexes only.
  for (const [key, index] of all) if (!Number.isInteger(index) || index < 0) all.delete(key);
  return all;
};

/** Where the feed of history entry `key` was left, if it was. */
export function readFeedPosition(key: string): number | undefined {
  return readAll().get(key);
}

/** Remembers that the feed of history entry `key` shows item `index`. */
export function saveFeedPosition(key: string, index: number): void {
  store.save(key, index);
}
