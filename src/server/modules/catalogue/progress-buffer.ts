/**
 * Where each viewer is in each drama, coalesced (issue 16): every playing viewer reports a
 * position every few seconds, so the process keeps the latest position per user and drama in
 * memory and writes them all as one multi-row upsert every `flushMs` (latest wins).
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
export interface HistoryEntry {
  userId: number;
  dramaId: number;
  episodeNumber: number;
  positionMs: number;
  /** How long ago (ms) the position was acknowledged, when written late; 0 when written at once. */
  ageMs: number;
}

export type HistoryPosition = Omit<HistoryEntry, 'ageMs'>;

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

/** Failures after which a row is given up even when no other row gets through. */
const DROP_AFTER = 30;

interface Pending extends HistoryPosition {
  savedAt: number;
  failures: number;
}

export function createProgressBuffer(options: ProgressBufferOptions): ProgressBuffer {
  const { write, flushMs } = options;
  const clock = options.clock ?? (() => performance.now());
  const logError = options.logError ?? (() => undefined);
  const isolateAfter = options.isolateAfter ?? 3;
  /** userId → dramaId → the latest position. */
  const pending = new Map<number, Map<number, Pending>>();
  const stats = { saves: 0, writes: 0, rows: 0 };
  let pendingCount = 0;
  let inFlight = 0;
  let tail: Promise<unknown> = Promise.resolve();

  /** Runs a task after every task queued before it. */
  function serial<T>(task: () => Promise<T>): Promise<T> {
    inFlight++;
    const run = tail.then(task).finally(() => inFlight--);
    tail = run.catch(() => undefined);
    return run;
  }

  function put(row: Pending, onlyIfAbsent: boolean): void {
    let byDrama = pending.get(row.userId);
    if (!byDrama) {
      byDrama = new Map();
      pending.set(row.userId, byDrama);
    }
    if (onlyIfAbsent && byDrama.has(row.dramaId)) return;
    if (!byDrama.has(row.dramaId)) pendingCount++;
    byDrama.set(row.dramaId, row);
  }

  function take(userId?: number): Pending[] {
    const users = userId === undefined ? [...pending.keys()] : [userId];
    const rows: Pending[] = [];
    for (const id of users) {
      const byDrama = pending.get(id);
      if (!byDrama) continue;
      rows.push(...byDrama.values());
      pending.delete(id);
    }
    pendingCount -= rows.length;
    return rows;
  }

  async function writeRows(rows: readonly Pending[]): Promise<void> {
    const at = clock();
    await write(rows.map((r) => ({ ...toPosition(r), ageMs: Math.max(0, Math.round(at - r.savedAt)) })));
    stats.writes++;
    stats.rows += rows.length;
  }

  function putBack(rows: readonly Pending[]): void {
    for (const row of rows) put({ ...row, failures: row.failures + 1 }, true);
  }

  /**
   * Writes the rows taken as one statement; on failure puts them back (newer pending rows win)
   * and rethrows. Rows that have failed `isolateAfter` times go one by one after the batch: one
   * that fails while the database takes others (or has failed `DROP_AFTER` times) is dropped and
   * logged, so a bad row cannot hold back the rest.
   */
  async function writeTaken(rows: Pending[]): Promise<void> {
    const suspects = rows.filter((r) => r.failures >= isolateAfter);
    const batch = rows.filter((r) => r.failures < isolateAfter);
    if (batch.length > 0) {
      try {
        await writeRows(batch);
      } catch (error) {
        putBack(rows);
        logError({ err: error, rows: rows.length }, 'progress flush failed; retrying on the next tick');
        throw error;
      }
    }
    const failed: { row: Pending; error: unknown }[] = [];
    for (const row of suspects) {
      await writeRows([row]).catch((error: unknown) => failed.push({ row, error }));
    }
    const accepted = batch.length > 0 || failed.length < suspects.length;
    for (const { row, error } of failed) {
      if (accepted || row.failures + 1 >= DROP_AFTER) {
        logError({ err: error, row: toPosition(row) }, 'progress row dropped: it keeps failing');
      } else putBack([row]);
    }
  }

  const timer =
    flushMs > 0
      ? setInterval(() => {
          if (pendingCount > 0) flush().catch(() => undefined);
        }, flushMs)
      : undefined;
  timer?.unref();
  let closed = false;

  function flush(): Promise<void> {
    return serial(() => writeTaken(take()));
  }

  return {
    async save(position) {
      stats.saves++;
      // Written through when there is no buffer, or no longer one (after close).
      if (!timer || closed) {
        await writeRows([{ ...position, savedAt: clock(), failures: 0 }]);
        return;
      }
      put({ ...toPosition(position), savedAt: clock(), failures: 0 }, false);
    },
    async settle(userId) {
      if (!pending.has(userId) && inFlight === 0) return;
      await serial(() => writeTaken(take(userId)));
    },
    async forget(userId, dramaId) {
      const drop = (): void => {
        const byDrama = pending.get(userId);
        if (!byDrama) return;
        if (dramaId === undefined) {
          pendingCount -= byDrama.size;
          pending.delete(userId);
        } else if (byDrama.delete(dramaId)) {
          pendingCount--;
          if (byDrama.size === 0) pending.delete(userId);
        }
      };
      drop();
      // A write in flight may hold an older row of this user: let it land before the removal.
      if (inFlight > 0) await serial(async () => drop());
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      try {
        await flush();
      } catch {
        // One more try for what failed; what fails again was logged and is lost with the process.
        await flush().catch(() => undefined);
      }
    },
    stats: () => ({ ...stats, pending: pendingCount }),
  };
}

function toPosition(p: HistoryPosition): HistoryPosition {
  return { userId: p.userId, dramaId: p.dramaId, episodeNumber: p.episodeNumber, positionMs: p.positionMs };
}
