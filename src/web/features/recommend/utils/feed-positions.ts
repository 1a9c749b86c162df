/**
 * The feed item each history entry was left at, as app/scroll-restoration.ts keeps window
 * positions: by React Router's location key, in sessionStorage. Back to the feed returns to
 * that item (and so does a reload); a new entry has a new key and starts at the top. The feed
 * scrolls inside its own container, which the window's restoration does not see.
 */
import { entryPositions } from '#web/lib/entry-positions.ts';

/** Indexes by history entry key, kept for the tab's life. */
const STORAGE_KEY = 'enjoy.recommend-positions';
const MAX_ENTRIES = 50;
/** React Router's key for the entry a document opened at (such an entry has no key of its own). */
const INITIAL_ENTRY_KEY = 'default';

const store = entryPositions(STORAGE_KEY, MAX_ENTRIES);
const readAll = (): Map<string, number> => {
  const all = store.readAll();
  // Item indexes only.
  for (const [key, index] of all) if (!Number.isInteger(index) || index < 0) all.delete(key);
  return all;
};

/** How this document was loaded ('navigate', 'reload', 'back_forward'), when the browser says. */
function documentNavigationType(): string | undefined {
  try {
    const entry = performance.getEntriesByType('navigation')[0];
    return entry && 'type' in entry ? String(entry.type) : undefined;
  } catch {
    return undefined;
  }
}

let initialEntryChecked = false;

/** Where the feed of history entry `key` was left, if it was. */
export function readFeedPosition(key: string): number | undefined {
  const positions = readAll();
  // Every document's first entry is keyed 'default', so a new visit typed into the address bar
  // would find the previous document's item. Its first read happens as the document opens:
  // forget the old item then, unless the document was reloaded or reached through history.
  if (key === INITIAL_ENTRY_KEY && !initialEntryChecked) {
    initialEntryChecked = true;
    if (documentNavigationType() === 'navigate' && positions.delete(key)) store.writeAll(positions);
  }
  return positions.get(key);
}

/** Remembers that the feed of history entry `key` shows item `index`. */
export function saveFeedPosition(key: string, index: number): void {
  store.save(key, index);
}
