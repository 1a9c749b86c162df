/**
 * Numbers kept per history entry (React Router's location key) in sessionStorage, newest last
 * and at most `maxEntries` of them: where the window was scrolled (app/scroll-restoration.ts),
 * which item a feed showed (features/recommend). Positions are a comfort, not a need: damaged
 * or refused storage reads as empty and writes nothing.
 */
export interface EntryPositions {
  readAll(): Map<string, number>;
  writeAll(positions: Map<string, number>): void;
  save(key: string, value: number): void;
}

export function entryPositions(storageKey: string, maxEntries = 50): EntryPositions {
  const readAll = (): Map<string, number> => {
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
