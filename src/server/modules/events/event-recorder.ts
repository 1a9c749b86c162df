/**
 * The viewer events of issue 18 (decision 0038), recorded on the server from the calls that
 * already happen: `record` only puts the row in this process's buffer (lib/batch-buffer.ts,
 * as the playback positions), which writes everything pending as ONE multi-row insert every
 * `flushMs`, and on a graceful stop. Never a write per viewer call. EVENTS=off: records none.
 *
 * Services take a `RecordEvent` (default: none) and call it after their work is committed.
 */
import type { EventKind } from '#db/schema/events.ts';
import { createBatchBuffer, type BatchBufferStats } from '../../lib/batch-buffer.ts';
import type { EventRow } from './events.repository.ts';

export interface EventInput {
  kind: EventKind;
  userId: number;
  dramaId?: number | undefined;
  episode?: number | undefined;
  value?: number | undefined;
  extra?: Record<string, string | number> | undefined;
}

/** What a service calls: buffered, never awaited, never throws. */
export type RecordEvent = (event: EventInput) => void;

/** Records nothing (a service built without the recorder, EVENTS=off). */
export const recordNothing: RecordEvent = () => undefined;

/** Events waiting at most (the database away for long): newer ones are dropped, logged once. */
export const MAX_PENDING_EVENTS = 200_000;

export interface EventRecorder {
  record: RecordEvent;
  /** Writes every pending event now (before an "aggregate now"). */
  flush(): Promise<void>;
  /** Writes what is pending and stops (a graceful stop, before the database closes). */
  close(): Promise<void>;
  stats(): BatchBufferStats;
}

export function createEventRecorder(deps: {
  on: boolean;
  /** One statement writing every row. */
  write: (rows: readonly EventRow[]) => Promise<void>;
  flushMs: number;
  /** The app's clock (ms): an event's time. */
  now: () => number;
  logError?: (fields: Record<string, unknown>, message: string) => void;
}): EventRecorder {
  const logError = deps.logError ?? (() => undefined);
  let sequence = 0;
  const buffer = createBatchBuffer<EventRow>({
    write: (rows) => deps.write(rows),
    flushMs: deps.flushMs,
    label: 'events',
    // Append-only: every event its own key, so none replaces another.
    keyOf: () => ({ group: 0, key: sequence++ }),
    logError,
  });
  let dropping = false;
  const record: RecordEvent = deps.on
    ? (event) => {
        if (buffer.stats().pending >= MAX_PENDING_EVENTS) {
          if (!dropping) logError({ pending: MAX_PENDING_EVENTS }, 'event buffer full; dropping events');
          dropping = true;
          return;
        }
        dropping = false;
        buffer
          .add({ ...event, at: new Date(deps.now()) })
          .catch((error: unknown) => logError({ err: error, kind: event.kind }, 'event not recorded'));
      }
    : recordNothing;
  return {
    record,
    flush: () => buffer.flush(),
    close: () => buffer.close(),
    stats: () => buffer.stats(),
  };
}
