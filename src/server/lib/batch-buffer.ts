/**
 * Rows a process collects in memory and writes as ONE multi-row statement every `flushMs`
 * (issue 16's playback positions, issue 18's events). Each row has a group (a user) and a key
 * in that group: a row added while another of the same group and key is pending replaces it
 * (latest wins); rows with distinct keys all stay (append-only, as events).
 *
 * - Nothing added is lost on a graceful stop: `close()` writes what is pending (the app calls
 *   it before the database closes); a crash loses at most one interval.
 * - `settle(group)` writes that group's pending rows first, before a read that needs them.
 * - Writes run one at a time, in the order their rows were taken, so an older row never lands
 *   after a newer one. A failed write puts its rows back (a newer pending row wins) and is
 *   retried on the next tick; a row that keeps failing is then tried on its own and dropped
 *   (logged) when it fails alone, so one bad row cannot hold back the rest.
 * - `flushMs` 0 writes each row through at once (the benches' "before").
 */
export type Stamped<Row> = Row & {
  /** How long ago (ms) the row was added, when written late; 0 when written at once. */
  ageMs: number;
};

export interface BatchBufferOptions<Row> {
  /** One statement writing every row (a multi-row insert or upsert). */
  write: (rows: readonly Stamped<Row>[]) => Promise<void>;
  /** Interval between flushes; 0 = write through. */
  flushMs: number;
  /** The row's group and its key in the group (a pending row of the same pair is replaced). */
  keyOf: (row: Row) => { group: number; key: number };
  /** What the rows are, in log messages ("progress"). */
  label: string;
  /** Monotonic milliseconds (for the age of a pending row). */
  clock?: () => number;
  logError?: (fields: Record<string, unknown>, message: string) => void;
  /** Failed flushes of a batch before its rows are written one by one. */
  isolateAfter?: number;
}

export interface BatchBufferStats {
  /** Rows added (acknowledged). */
  adds: number;
  /** Statements written. */
  writes: number;
  /** Rows those statements carried. */
  rows: number;
  /** Rows waiting for the next flush. */
  pending: number;
}

export interface BatchBuffer<Row> {
  /** Adds a row; resolves once it is acknowledged (buffered, or written through). */
  add(row: Row): Promise<void>;
  /** Writes this group's pending rows (and waits for a write in flight) before a read. */
  settle(group: number): Promise<void>;
  /** Drops this group's pending rows (of one key, or all). */
  forget(group: number, key?: number): Promise<void>;
  /** Writes every pending row now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending (a graceful stop). */
  close(): Promise<void>;
  stats(): BatchBufferStats;
}

/** Failures after which a row is given up even when no other row gets through. */
const DROP_AFTER = 30;

interface Pending<Row> {
  row: Row;
  group: number;
  key: number;
  addedAt: number;
  failures: number;
}

export function createBatchBuffer<Row extends object>(options: BatchBufferOptions<Row>): BatchBuffer<Row> {
  const { write, flushMs, keyOf, label } = options;
  const clock = options.clock ?? (() => performance.now());
  const logError = options.logError ?? (() => undefined);
  const isolateAfter = options.isolateAfter ?? 3;
  /** group → key → the latest row. */
  const pending = new Map<number, Map<number, Pending<Row>>>();
  const stats = { adds: 0, writes: 0, rows: 0 };
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

  function put(entry: Pending<Row>, onlyIfAbsent: boolean): void {
    let byKey = pending.get(entry.group);
    if (!byKey) {
      byKey = new Map();
      pending.set(entry.group, byKey);
    }
    if (onlyIfAbsent && byKey.has(entry.key)) return;
    if (!byKey.has(entry.key)) pendingCount++;
    byKey.set(entry.key, entry);
  }

  function take(group?: number): Pending<Row>[] {
    const groups = group === undefined ? [...pending.keys()] : [group];
    const taken: Pending<Row>[] = [];
    for (const id of groups) {
      const byKey = pending.get(id);
      if (!byKey) continue;
      taken.push(...byKey.values());
      pending.delete(id);
    }
    pendingCount -= taken.length;
    return taken;
  }

  async function writeRows(entries: readonly Pending<Row>[]): Promise<void> {
    const at = clock();
    await write(entries.map((e) => ({ ...e.row, ageMs: Math.max(0, Math.round(at - e.addedAt)) })));
    stats.writes++;
    stats.rows += entries.length;
  }

  function putBack(entries: readonly Pending<Row>[]): void {
    for (const entry of entries) put({ ...entry, failures: entry.failures + 1 }, true);
  }

  /**
   * Writes the rows taken as one statement; on failure puts them back (newer pending rows win)
   * and rethrows. Rows that have failed `isolateAfter` times go one by one after the batch: one
   * that fails while the database takes others (or has failed `DROP_AFTER` times) is dropped and
   * logged, so a bad row cannot hold back the rest.
   */
  async function writeTaken(entries: Pending<Row>[]): Promise<void> {
    const suspects = entries.filter((e) => e.failures >= isolateAfter);
    const batch = entries.filter((e) => e.failures < isolateAfter);
    if (batch.length > 0) {
      try {
        await writeRows(batch);
      } catch (error) {
        putBack(entries);
        logError({ err: error, rows: entries.length }, `${label} flush failed; retrying on the next tick`);
        throw error;
      }
    }
    const failed: { entry: Pending<Row>; error: unknown }[] = [];
    for (const entry of suspects) {
      await writeRows([entry]).catch((error: unknown) => failed.push({ entry, error }));
    }
    const accepted = batch.length > 0 || failed.length < suspects.length;
    for (const { entry, error } of failed) {
      if (accepted || entry.failures + 1 >= DROP_AFTER) {
        logError({ err: error, row: entry.row }, `${label} row dropped: it keeps failing`);
      } else putBack([entry]);
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
    async add(row) {
      stats.adds++;
      const entry = { row, ...keyOf(row), addedAt: clock(), failures: 0 };
      // Written through when there is no buffer, or no longer one (after close).
      if (!timer || closed) {
        await writeRows([entry]);
        return;
      }
      put(entry, false);
    },
    async settle(group) {
      if (!pending.has(group) && inFlight === 0) return;
      await serial(() => writeTaken(take(group)));
    },
    async forget(group, key) {
      const drop = (): void => {
        const byKey = pending.get(group);
        if (!byKey) return;
        if (key === undefined) {
          pendingCount -= byKey.size;
          pending.delete(group);
        } else if (byKey.delete(key)) {
          pendingCount--;
          if (byKey.size === 0) pending.delete(group);
        }
      };
      drop();
      // A write in flight may hold an older row of this group: let it land before the removal.
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
