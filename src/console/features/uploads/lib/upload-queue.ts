/**
 * The upload list as a pure reducer: one row per file, from "ready" (its number may still be
 * changed) through "queued" and "uploading" to "done", with pause, resume, retry and a speed
 * measured over at least a second. Which queued rows start is `rowsToStart` (UPLOAD_PARALLEL at
 * a time, in the order they were added). No I/O here: hooks/use-episode-uploads.ts runs it.
 *
 * Numbers: a row's number is read from its name or typed; when uploads start, every row without
 * one gets the next free number after the series' episodes and every number another row claims
 * (`nextFreeNumbers`, in the rows' order), so each file is sent with a number of its own and no
 * finishing order can put two files on one episode (the server numbers an upload without one
 * when it ends). Rows started before the series' episodes are known wait for them. A number
 * that is an existing episode's replaces that episode's video (`replaces`). Nothing starts
 * while two files of the list claim one number (`numberClashes`): one would silently replace
 * the other's video; the operator removes one or changes a number first.
 */
import { hasVideoExtension } from '#shared/contract/console-uploads.ts';
import { episodeNumberFrom } from '#shared/episode-number.ts';

export type RowStatus = 'ready' | 'queued' | 'uploading' | 'paused' | 'done' | 'failed';

export interface UploadRow {
  key: string;
  file: File;
  name: string;
  size: number;
  /**
   * Guessed from the name, editable while the row is ready; absent on a ready row: the next free
   * number, given when the upload starts. Absent after that only when replacing one episode.
   */
  episodeNumber: number | undefined;
  /** Started before the series' episodes were known: it waits for them (and for its number). */
  awaitsEpisodes: boolean;
  /** Its number was an existing episode's when it started: it replaces that episode's video. */
  replaces: boolean;
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

/** What the console knows of the series' episodes when uploads start. */
export type Numbering =
  /** Replacing one episode's video: rows carry no number. */
  | { kind: 'replace' }
  /** The series' episodes are still being read: started rows wait for them. */
  | { kind: 'unknown' }
  /** The numbers of the series' episodes. */
  | { kind: 'known'; existing: readonly number[] };

export type QueueAction =
  | { type: 'add'; files: readonly File[]; keys: readonly string[]; replace: boolean; refusedText: string }
  | { type: 'number'; key: string; value: number | undefined }
  | { type: 'start'; numbering: Numbering }
  /** The series' episodes are known now: the rows waiting for them get their numbers. */
  | { type: 'episodes'; existing: readonly number[] }
  | { type: 'began'; key: string; at: number }
  | { type: 'progress'; key: string; sent: number; at: number }
  | { type: 'paused'; key: string }
  | { type: 'resume'; key: string }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; message: string }
  | { type: 'remove'; key: string }
  /** The finished rows leave the list (their episodes are in the series' table). */
  | { type: 'clear_done' };

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
    awaitsEpisodes: false,
    replaces: false,
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

/** A row that gets a number when its upload starts (or when the episodes it waits for are known). */
function needsNumber(row: UploadRow): boolean {
  return !row.refused && row.episodeNumber === undefined && (row.status === 'ready' || row.awaitsEpisodes);
}

/**
 * The numbers the rows `which` picks (by default every row still to be numbered) get: one each,
 * in the rows' order, after the series' episodes (`existing`) and after every number any row of
 * the list claims (a refused file claims none).
 */
export function nextFreeNumbers(
  rows: readonly UploadRow[],
  existing: readonly number[],
  which: (row: UploadRow) => boolean = needsNumber,
): Map<string, number> {
  let last = existing.reduce((max, n) => Math.max(max, n), 0);
  for (const row of rows) {
    if (!row.refused && row.episodeNumber !== undefined) last = Math.max(last, row.episodeNumber);
  }
  const numbers = new Map<string, number>();
  for (const row of rows) {
    if (row.episodeNumber === undefined && !row.refused && which(row)) numbers.set(row.key, (last += 1));
  }
  return numbers;
}

/**
 * Rows whose numbers are settled now, knowing the series' episodes: the ready ones when
 * `starting` (they are queued too), and those that waited for the episodes.
 */
function numbered(rows: UploadRow[], existing: readonly number[], starting: boolean): UploadRow[] {
  const settles = (row: UploadRow) => row.awaitsEpisodes || (starting && row.status === 'ready');
  const numbers = nextFreeNumbers(rows, existing, settles);
  const taken = new Set(existing);
  return rows.map((row) => {
    if (!settles(row)) return row;
    const episodeNumber = row.episodeNumber ?? numbers.get(row.key);
    return {
      ...row,
      status: row.status === 'ready' ? 'queued' : row.status,
      episodeNumber,
      awaitsEpisodes: false,
      replaces: episodeNumber !== undefined && taken.has(episodeNumber),
    };
  });
}

function started(rows: UploadRow[], numbering: Numbering): UploadRow[] {
  if (numbering.kind === 'known') return numbered(rows, numbering.existing, true);
  const awaits = numbering.kind === 'unknown';
  return rows.map((row) =>
    row.status === 'ready' ? { ...row, status: 'queued', awaitsEpisodes: awaits } : row,
  );
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
      return numberClashes(rows).length > 0 ? rows : started(rows, action.numbering);
    case 'episodes':
      return numbered(rows, action.existing, false);
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
    case 'clear_done':
      return rows.filter((row) => row.status !== 'done');
  }
}

/** The queued rows to start now, oldest first, so that at most `parallel` upload at once. */
export function rowsToStart(rows: readonly UploadRow[], parallel: number): string[] {
  const running = rows.filter((r) => r.status === 'uploading').length;
  return rows
    .filter((r) => r.status === 'queued' && !r.awaitsEpisodes)
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

/** A number two or more files of the list claim, at least one not started: which files. */
export interface NumberClash {
  number: number;
  names: string[];
}

/**
 * The numbers that keep uploads from starting: claimed by more than one row still to be sent
 * (as `duplicateNumbers`), one of them not started yet. In the order the numbers first appear.
 */
export function numberClashes(rows: readonly UploadRow[]): NumberClash[] {
  const twice = duplicateNumbers(rows);
  const clashes: NumberClash[] = [];
  for (const number of twice) {
    const claiming = rows.filter((r) => r.episodeNumber === number && !r.refused && r.status !== 'done');
    if (claiming.some((r) => r.status === 'ready'))
      clashes.push({ number, names: claiming.map((r) => r.name) });
  }
  return clashes;
}

/**
 * Whether the row's upload replaces the video of an existing episode: for a ready row, as the
 * series is now (`existing`, when known); once started, as it was when its number was settled.
 */
export function replacesEpisode(row: UploadRow, existing: ReadonlySet<number> | undefined): boolean {
  if (row.refused || row.episodeNumber === undefined) return false;
  return row.status === 'ready' ? (existing?.has(row.episodeNumber) ?? false) : row.replaces;
}

export function percentOf(row: Pick<UploadRow, 'sent' | 'size'>): number {
  return row.size > 0 ? Math.min(100, Math.floor((row.sent * 100) / row.size)) : 0;
}
