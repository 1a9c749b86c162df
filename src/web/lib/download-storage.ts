/**
 * Downloaded episodes on this device (decision 0043): their files and their records, both in
 * one Cache Storage cache (DOWNLOADS_CACHE), which the service worker answers the files from.
 * A file sits under its stable path (`/media/e/<media_key>/<file>`); a record (what the
 * Downloads page lists: series, episode, size, when saved, when it expires, whose) sits as JSON
 * under `/downloads-meta/<episode_id>`. Deleting everything (logout) is deleting the cache.
 */
import { offlineMediaFolder } from '#shared/offline-media.ts';
import { abortBackgroundDownloads } from '#web/lib/background-fetch.ts';
import { DOWNLOADS_CACHE } from '#web/sw-download-routes.ts';

export type DownloadStatus = 'downloading' | 'done' | 'failed';

export interface DownloadRecord {
  version: 1;
  /** The account that saved it (the device's downloads go on logout anyway). */
  userId: number | null;
  dramaId: number;
  dramaTitle: string;
  episodeId: number;
  number: number;
  durationMs: number;
  mediaKey: string;
  /** Bytes of every file of the copy (the server's count). */
  bytes: number;
  subtitles: string[];
  /** Epoch ms. */
  savedAt: number;
  expiresAt: number;
  status: DownloadStatus;
  /**
   * While the browser downloads it in the background (decision 0050): the stable paths of
   * every file the copy needs and its offline master, which the worker stores last once they
   * are all there.
   */
  pending?: { files: string[]; master: string } | undefined;
}

const META_PREFIX = '/downloads-meta/';
export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/** The type a downloaded file is stored with when its answer named none. */
export function contentTypeOf(path: string): string {
  if (path.endsWith('.m3u8')) return PLAYLIST_TYPE;
  if (path.endsWith('.vtt')) return 'text/vtt';
  if (path.endsWith('.webp')) return 'image/webp';
  return path.endsWith('.ts') ? 'video/mp2t' : 'video/mp4';
}
/** Told to running downloads when everything was deleted (they stop). */
export const DOWNLOADS_CLEARED_EVENT = 'enjoy:downloads-cleared';

export function downloadsSupported(): boolean {
  return typeof caches !== 'undefined';
}

function metaKey(episodeId: number): string {
  return `${META_PREFIX}${episodeId}`;
}

async function openDownloads(): Promise<Cache> {
  return caches.open(DOWNLOADS_CACHE);
}

function isRecord(value: unknown): value is DownloadRecord {
  const r = value as Partial<DownloadRecord> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    r.version === 1 &&
    typeof r.episodeId === 'number' &&
    typeof r.mediaKey === 'string' &&
    typeof r.expiresAt === 'number'
  );
}

/** Every record, in series then episode order. */
export async function listDownloads(): Promise<DownloadRecord[]> {
  if (!downloadsSupported()) return [];
  const cache = await openDownloads();
  const keys = (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith(META_PREFIX));
  const records = await Promise.all(
    keys.map(async (key) => {
      const body: unknown = await (await cache.match(key))?.json().catch(() => undefined);
      return isRecord(body) ? body : undefined;
    }),
  );
  return records
    .filter((r): r is DownloadRecord => r !== undefined)
    .sort((a, b) => a.dramaId - b.dramaId || a.number - b.number);
}

export async function readDownload(episodeId: number): Promise<DownloadRecord | undefined> {
  if (!downloadsSupported()) return undefined;
  const body: unknown = await (
    await (await openDownloads()).match(metaKey(episodeId))
  )
    ?.json()
    .catch(() => undefined);
  return isRecord(body) ? body : undefined;
}

export async function saveDownload(record: DownloadRecord): Promise<void> {
  const cache = await openDownloads();
  await cache.put(
    metaKey(record.episodeId),
    new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Stores one file of a copy under its stable path. */
export async function storeFile(path: string, body: Blob | string, contentType: string): Promise<void> {
  const cache = await openDownloads();
  const size = typeof body === 'string' ? new TextEncoder().encode(body).byteLength : body.size;
  await cache.put(
    path,
    new Response(body, { headers: { 'content-type': contentType, 'content-length': String(size) } }),
  );
}

/** Whether the copy already has this file (a download resumed after a failure skips it). */
export async function hasFile(path: string): Promise<boolean> {
  return (await (await openDownloads()).match(path)) !== undefined;
}

/** An episode's record and every file under its folder. */
export async function removeDownload(record: Pick<DownloadRecord, 'episodeId' | 'mediaKey'>): Promise<void> {
  if (!downloadsSupported()) return;
  const cache = await openDownloads();
  const folder = offlineMediaFolder(record.mediaKey);
  const keys = await cache.keys();
  await Promise.all(
    keys.filter((r) => new URL(r.url).pathname.startsWith(folder)).map((r) => cache.delete(r)),
  );
  await cache.delete(metaKey(record.episodeId));
}

/**
 * Bytes of an episode's files stored so far (each stored file carries its length): what an
 * unfinished copy takes on the device.
 */
export async function storedBytes(mediaKey: string): Promise<number> {
  if (!downloadsSupported()) return 0;
  const cache = await openDownloads();
  const folder = offlineMediaFolder(mediaKey);
  const keys = (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith(folder));
  const sizes = await Promise.all(
    keys.map(async (key) => Number((await cache.match(key))?.headers.get('content-length') ?? 0) || 0),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Gives a series' records its title as the server has it now (in the interface language);
 * returns how many changed. Records still downloading are left to their writer (the page or
 * the worker writes its own copy of the record when the download ends).
 */
export async function renameDownloads(dramaId: number, title: string): Promise<number> {
  const stale = (await listDownloads()).filter(
    (r) => r.dramaId === dramaId && r.status !== 'downloading' && r.dramaTitle !== title,
  );
  for (const record of stale) await saveDownload({ ...record, dramaTitle: title });
  return stale.length;
}

/** Downloads whose 7 days are over, removed; returns how many. */
export async function removeExpiredDownloads(nowMs: number): Promise<number> {
  const expired = (await listDownloads()).filter((r) => r.expiresAt <= nowMs);
  for (const record of expired) await removeDownload(record);
  return expired.length;
}

/** Every download of this device (logout): running ones stop. */
export async function clearDownloads(): Promise<void> {
  if (!downloadsSupported()) return;
  window.dispatchEvent(new Event(DOWNLOADS_CLEARED_EVENT));
  await abortBackgroundDownloads();
  await caches.delete(DOWNLOADS_CACHE);
}
