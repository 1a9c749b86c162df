/**
 * The upload list as a pure reducer: one row per file, from "ready" (its number may still be
 * changed) through "queued" and "uploading" to "done", with pause, resume, retry and a speed
 * measured over at least a second. Which queued rows start is `rowsToStart` (UPLOAD_PARALLEL at
 * a time, in the order they were added). No I/O here: hooks/use-episode-uploads.ts runs it.
 */
import { hasVideoExtension } from '#shared/contract/console-uploads.ts';
import { episodeNumberFrom } from '#shared/episode-number.ts';

export type RowStatus = 'ready' | 'queued' | 'uploading' | 'paused' | 'done' | 'failed';

export interface UploadRow {
  key: string;
  file: File;
  name: string;
  size: number;
  /** Guessed from the name, editable while the row is ready; absent: the server numbers it. */
  episodeNumber: number | undefined;
  status: RowStatus;
  /** Bytes the server has (or that are on their way, while uploading). */
  sent: number;
  /** Bytes per second over the last second or more; undefined until measured. */
  speed: number | undefined;
  /** The last speed sample: when, and `sent` then. */
  sample: { at: number; sent: number } | undefined;
  /** The server's (translated) message, or the console's own for a file it will not send. */
  error: string | undefined;
  /** A wrong kind of file: refused here, never sent, no retry. */
  refused: boolean;
}

export type QueueAction =
  | { type: 'add'; files: readonly File[]; keys: readonly string[]; replace: boolean; refusedText: string }
  | { type: 'number'; key: string; value: number | undefined }
  | { type: 'start' }
  | { type: 'began'; key: string; at: number }
  | { type: 'progress'; key: string; sent: number; at: number }
  | { type: 'paused'; key: string }
  | { type: 'resume'; key: string }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; message: string }
  | { type: 'remove'; key: string };

/** A speed is measured over at least this long, so it does not jump with every chunk. */
export const SPEED_WINDOW_MS = 1000;

function newRow(file: File, key: string, refusedText: string): UploadRow {
  const refused = !hasVideoExtension(file.name);
  return {
    key,
    file,
    name: file.name,
    size: file.size,
    episodeNumber: episodeNumberFrom(file.name),
    status: refused ? 'failed' : 'ready',
    sent: 0,
    speed: undefined,
    sample: undefined,
    error: refused ? refusedText : undefined,
    refused,
  };
}

function update(rows: UploadRow[], key: string, change: (row: UploadRow) => UploadRow): UploadRow[] {
  return rows.map((row) => (row.key === key ? change(row) : row));
}

function progressed(row: UploadRow, sent: number, at: number): UploadRow {
  const sample = row.sample ?? { at, sent };
  if (at - sample.at < SPEED_WINDOW_MS) return { ...row, sent, sample };
  const speed = Math.max(0, ((sent - sample.sent) * 1000) / (at - sample.at));
  return { ...row, sent, speed, sample: { at, sent } };
}

export function uploadQueue(rows: UploadRow[], action: QueueAction): UploadRow[] {
  switch (action.type) {
    case 'add': {
      const added = action.files.map((file, i) =>
        newRow(file, action.keys[i] ?? file.name, action.refusedText),
      );
      // Replacing one episode's video: the newest file takes the place of any not yet sent.
      return action.replace
        ? [...rows.filter((r) => r.status !== 'ready'), ...added.slice(-1)]
        : [...rows, ...added];
    }
    case 'number':
      return update(rows, action.key, (row) =>
        row.status === 'ready' ? { ...row, episodeNumber: action.value } : row,
      );
    case 'start':
      return rows.map((row) => (row.status === 'ready' ? { ...row, status: 'queued' } : row));
    case 'began':
      return update(rows, action.key, (row) => ({
        ...row,
        status: 'uploading',
        error: undefined,
        speed: undefined,
        sample: { at: action.at, sent: row.sent },
      }));
    case 'progress':
      return update(rows, action.key, (row) =>
        row.status === 'uploading' ? progressed(row, action.sent, action.at) : row,
      );
    case 'paused':
      return update(rows, action.key, (row) =>
        row.status === 'uploading' || row.status === 'queued'
          ? { ...row, status: 'paused', speed: undefined }
          : row,
      );
    case 'resume':
      return update(rows, action.key, (row) =>
        (row.status === 'paused' || row.status === 'failed') && !row.refused
          ? { ...row, status: 'queued', error: undefined }
          : row,
      );
    case 'done':
      return update(rows, action.key, (row) => ({
        ...row,
        status: 'done',
        sent: row.size,
        speed: undefined,
      }));
    case 'failed':
      return update(rows, action.key, (row) => ({
        ...row,
        status: 'failed',
        speed: undefined,
        error: action.message,
      }));
    case 'remove':
      return rows.filter((row) => row.key !== action.key);
  }
}

/** The queued rows to start now, oldest first, so that at most `parallel` upload at once. */
export function rowsToStart(rows: readonly UploadRow[], parallel: number): string[] {
  const running = rows.filter((r) => r.status === 'uploading').length;
  return rows
    .filter((r) => r.status === 'queued')
    .slice(0, Math.max(0, parallel - running))
    .map((r) => r.key);
}

/** Episode numbers given to more than one row still to be sent (the operator should look). */
export function duplicateNumbers(rows: readonly UploadRow[]): Set<number> {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const row of rows) {
    if (row.episodeNumber === undefined || row.refused || row.status === 'done') continue;
    if (seen.has(row.episodeNumber)) twice.add(row.episodeNumber);
    seen.add(row.episodeNumber);
  }
  return twice;
}

export function percentOf(row: Pick<UploadRow, 'sent' | 'size'>): number {
  return row.size > 0 ? Math.min(100, Math.floor((row.sent * 100) / row.size)) : 0;
}
