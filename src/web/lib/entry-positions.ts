/**
 * Numbers kept per history entry (React Router's location key) in sessionStorage, newest last
 * and at most `maxEntries` of them: where the window was scrolled (app/scroll-restoration.ts),
 * which item a feed showed (features/recommend). Positions are a comfort, not a need: damaged
 * or refused storage reads as empty and writes nothing.
 *
 * Every document's first entry has React Router's key 'default' (such an entry has no key of
 * its own), so a new visit typed into the address bar would find the position another page left
 * under it. The first read of a document forgets that one, unless the document was reloaded or
 * reached through history (then it is this very entry's).
 */

/** React Router's key for the entry a document opened at. */
export const INITIAL_ENTRY_KEY = 'default';

/** How this document was loaded ('navigate', 'reload', 'back_forward'), when the browser says. */
function documentNavigationType(): string | undefined {
  try {
    const entry = performance.getEntriesByType('navigation')[0];
    return entry && 'type' in entry ? String(entry.type) : undefined;
  } catch {
    return undefined;
  }
}
export interface EntryPositions {
  readAll(): Map<string, number>;
  writeAll(positions: Map<string, number>): void;
  save(key: string, value: number): void;
}

export function entryPositions(storageKey: string, maxEntries = 50): EntryPositions {
  let initialEntryChecked = false;
  const readStored = (): Map<string, number> => {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
      if (!Array.isArray(parsed)) return new Map();
      return new Map(
        parsed.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) &&
            typeof entry[0] === 'string' &&
            typeof entry[1] === 'number' &&
            Number.isFinite(entry[1]),
        ),
      );
    } catch {
      return new Map();
    }
  };
  const writeAll = (positions: Map<string, number>): void => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-maxEntries)));
    } catch {
      // Storage full or refused.
    }
  };
  const readAll = (): Map<string, number> => {
    const positions = readStored();
    if (!initialEntryChecked) {
      initialEntryChecked = true;
      if (documentNavigationType() === 'navigate' && positions.delete(INITIAL_ENTRY_KEY)) writeAll(positions);
    }
    return positions;
  };
  return {
    readAll,
    writeAll,
    save(key, value) {
      const positions = readAll();
      // The newest last, so the oldest go first.
      positions.delete(key);
      positions.set(key, value);
      writeAll(positions);
    },
  };
}
