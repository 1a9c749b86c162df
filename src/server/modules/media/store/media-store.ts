/**
 * Where media lives, behind one interface (decision 0032): the local folder DATA_DIR/media
 * (`local`, the default) or an S3-compatible bucket (`s3`), so several app and worker machines
 * share it. Keys are relative, `/`-separated: `e/<mediaKey>/<file>` (renditions),
 * `posters/<name>.webp`, `sources/<uploadId>` (uploads waiting for a worker), `catalogue.json`.
 *
 * A rendition is built in a local work folder and published whole (`publishFolder`); only the
 * database switch afterwards makes it playable, so a half-published folder is never played.
 */
import type { Readable } from 'node:stream';

/** What the serving route needs to answer for an object. */
export interface StoredObject {
  size: number;
  modified: Date;
  etag?: string;
}

/** One byte range of a request: `bytes=a-b`, `bytes=a-` or `bytes=-n` (the last n bytes). */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export type StoredRead =
  | { kind: 'missing' }
  | { kind: 'not-modified' }
  /** The range lies outside the object (416); `size` is the object's. */
  | { kind: 'unsatisfiable'; size: number }
  | {
      kind: 'body';
      body: Readable;
      object: StoredObject;
      /** Present when a range was asked for and is served (206): inclusive bounds. */
      range?: { start: number; end: number };
      /** Bytes in `body`. */
      length: number;
    };

/** A few named text files under one prefix (a rendition folder's playlists and subtitles). */
export interface MediaFolder {
  read(name: string): Promise<string | undefined>;
  write(name: string, text: string): Promise<void>;
  remove(name: string): Promise<void>;
}

export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** The folder on this machine that holds the keys (local only): served from disk as it is. */
  readonly localRoot: string | undefined;
  /** A local folder where renditions are built before `publishFolder` (hidden `.tmp-*` names). */
  readonly workRoot: string;
  put(key: string, body: Buffer | string): Promise<void>;
  /** Copies a local file in (the file stays). */
  putFile(key: string, file: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  stat(key: string): Promise<StoredObject | undefined>;
  /** Whether any key starts with `prefix` (a folder: end it with `/`). */
  hasPrefix(prefix: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Deletes every key under `prefix` (a folder: end it with `/`); none there is fine. */
  deletePrefix(prefix: string): Promise<void>;
  read(key: string, options?: { range?: ByteRange; ifNoneMatch?: string }): Promise<StoredRead>;
  /** Copies an object to a local file (a worker's copy of an uploaded source). */
  download(key: string, file: string): Promise<void>;
  /**
   * Makes the local folder `dir` the store's `prefix` (`e/<key>/`) and removes `dir`: a rename
   * on the local store; on S3 every file uploaded, `index.m3u8` at the top last, so its presence
   * means the rest is there. `overwrite` first deletes what is under `prefix`.
   */
  publishFolder(dir: string, prefix: string, options: { overwrite: boolean }): Promise<void>;
  /** The text files under `prefix` (end it with `/`). */
  folder(prefix: string): MediaFolder;
}

const KEY_PATTERN = /^(?!\/)(?!.*\/\/)[A-Za-z0-9_.\-/]+$/;

/** A key as the stores accept it: relative, no `..` or `.` segment, no empty segment. */
export function checkKey(key: string): string {
  const segments = key.replace(/\/$/, '').split('/');
  if (!KEY_PATTERN.test(key) || segments.some((s) => s === '.' || s === '..' || s === '')) {
    throw new Error(`invalid media store key "${key}"`);
  }
  return key;
}

/** The folder of a rendition in the store. */
export function renditionPrefix(mediaKey: string): string {
  return `e/${mediaKey}/`;
}

/** An uploaded source waiting for its transcode, in the store. */
export const SOURCE_PREFIX = 'sources/';

/** The byte range of a Range header, when it is one we serve (a single range); else none. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end < start ? undefined : { start, end };
}

/** Inclusive bounds of `range` in an object of `size` bytes; undefined when unsatisfiable. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | undefined {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
