/**
 * Where each viewer is in each drama, coalesced (issue 16): every playing viewer reports a
 * position every few seconds, so the process keeps the latest position per user and drama in
 * memory and writes them all as one multi-row upsert every `flushMs` (latest wins): the
 * shared batch buffer (lib/batch-buffer.ts) grouped by user, keyed by drama.
 *
 * - Nothing acknowledged is lost on a graceful stop: `close()` writes what is pending (the app
 *   calls it before the database closes); a crash loses at most one interval.
 * - Reads of the history in this process flush that user's pending rows first (`settle`), so
 *   resume points and the history list read what was acknowledged; other processes see it at
 *   most one interval later.
 * - Writes run one at a time, in the order their rows were taken, so an older row never lands
 *   after a newer one. A failed write puts its rows back (a newer pending row wins) and is
 *   retried on the next tick; a row that keeps failing is then tried on its own and dropped
 *   (logged) when it fails alone, so one bad row cannot hold back the rest.
 * - `flushMs` 0 writes each position through at once, as before issue 16 (the bench's "before").
 */
import { createBatchBuffer, type Stamped } from '../../lib/batch-buffer.ts';

export interface HistoryPosition {
  userId: number;
  dramaId: number;
  episodeNumber: number;
  positionMs: number;
}

/** A position as written, with how long ago (ms) it was acknowledged (0 when written at once). */
export type HistoryEntry = Stamped<HistoryPosition>;

export interface ProgressBufferOptions {
  /** One statement writing every row (a multi-row upsert). */
  write: (rows: readonly HistoryEntry[]) => Promise<void>;
  /** Interval between flushes; 0 = write through. */
  flushMs: number;
  /** Monotonic milliseconds (for the age of a pending row). */
  clock?: () => number;
  logError?: (fields: Record<string, unknown>, message: string) => void;
  /** Failed flushes of a batch before its rows are written one by one. */
  isolateAfter?: number;
}

export interface ProgressBufferStats {
  /** Positions saved (acknowledged). */
  saves: number;
  /** Statements written. */
  writes: number;
  /** Rows those statements carried. */
  rows: number;
  /** Rows waiting for the next flush. */
  pending: number;
}

export interface ProgressBuffer {
  /** Records a position; resolves once it is acknowledged (buffered, or written through). */
  save(position: HistoryPosition): Promise<void>;
  /** Writes this user's pending rows (and waits for a write in flight) before a read. */
  settle(userId: number): Promise<void>;
  /** Drops this user's pending rows (of one drama, or all) before their history is removed. */
  forget(userId: number, dramaId?: number): Promise<void>;
  /** Writes every pending row now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending (a graceful stop). */
  close(): Promise<void>;
  stats(): ProgressBufferStats;
}

export function createProgressBuffer(options: ProgressBufferOptions): ProgressBuffer {
  const buffer = createBatchBuffer<HistoryPosition>({
    ...options,
    label: 'progress',
    keyOf: (p) => ({ group: p.userId, key: p.dramaId }),
  });
  return {
    save: (position) => buffer.add(toPosition(position)),
    settle: (userId) => buffer.settle(userId),
    forget: (userId, dramaId) => buffer.forget(userId, dramaId),
    flush: () => buffer.flush(),
    close: () => buffer.close(),
    stats: () => {
      const { adds, ...rest } = buffer.stats();
      return { saves: adds, ...rest };
    },
  };
}

function toPosition(p: HistoryPosition): HistoryPosition {
  return { userId: p.userId, dramaId: p.dramaId, episodeNumber: p.episodeNumber, positionMs: p.positionMs };
}
