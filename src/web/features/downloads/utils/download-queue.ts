/**
 * Downloading episodes, from the page (decision 0043): each episode's files are fetched with
 * their signed URLs, four at a time, and stored under their stable paths in the downloads
 * cache (lib/download-storage.ts); the offline master goes last, so an episode whose master
 * is stored is complete. Episodes go one after another. Progress is live in a small store;
 * the records (what the Downloads page lists) change at the start, the end or a failure.
 * Done from the page rather than the service worker: the page stays open while a few short
 * episodes download, it sees the progress directly, and a worker may be stopped at any time.
 */
import { create } from 'zustand';
import { DOWNLOAD_TTL_MS, type DownloadEpisode } from '#shared/contract/download.ts';
import { offlineMasterPath, offlineMediaPath } from '#shared/offline-media.ts';
import { loadHls } from '#web/components/hls-video/media-source.ts';
import {
  DOWNLOADS_CLEARED_EVENT,
  hasFile,
  removeDownload,
  saveDownload,
  storeFile,
  type DownloadRecord,
} from '#web/lib/download-storage.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { runLimited } from './run-limited.ts';

export const DOWNLOADS_QUERY_KEY = ['downloads'] as const;
const PARALLEL_FILES = 4;
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

export interface LiveProgress {
  done: number;
  total: number;
}

/** Episodes downloading now (by episode id): bytes stored so far of their total. */
export const useDownloadProgress = create<{ running: Readonly<Record<number, LiveProgress>> }>()(() => ({
  running: {},
}));

function setProgress(episodeId: number, progress: LiveProgress | undefined): void {
  useDownloadProgress.setState((s) => {
    const others = Object.entries(s.running).filter(([id]) => Number(id) !== episodeId);
    return { running: Object.fromEntries(progress ? [...others, [episodeId, progress]] : others) };
  });
}

const controllers = new Map<number, AbortController>();
let queue: Promise<void> = Promise.resolve();
let listening = false;

function refreshList(): void {
  void queryClient.invalidateQueries({ queryKey: DOWNLOADS_QUERY_KEY });
}

function contentTypeOf(path: string): string {
  if (path.endsWith('.m3u8')) return PLAYLIST_TYPE;
  if (path.endsWith('.vtt')) return 'text/vtt';
  if (path.endsWith('.webp')) return 'image/webp';
  return path.endsWith('.ts') ? 'video/mp2t' : 'video/mp4';
}

async function fetchFile(url: string, signal: AbortSignal): Promise<{ body: Blob; type: string }> {
  const response = await fetch(new URL(url, window.location.href), {
    signal,
    cache: 'no-store',
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`download: HTTP ${response.status}`);
  return { body: await response.blob(), type: response.headers.get('content-type') ?? '' };
}

async function runEpisode(episode: DownloadEpisode, record: DownloadRecord, signal: AbortSignal) {
  const id = episode.episode_id;
  let done = 0;
  setProgress(id, { done, total: episode.bytes });
  const tasks = episode.files.map((file) => async () => {
    if (signal.aborted) throw new Error('download: stopped');
    const path = offlineMediaPath(episode.media_key, file.path);
    if (!(await hasFile(path))) {
      const fetched = await fetchFile(file.url, signal);
      if (signal.aborted) throw new Error('download: stopped');
      await storeFile(path, fetched.body, fetched.type || contentTypeOf(file.path));
    }
    done += file.bytes;
    setProgress(id, { done, total: episode.bytes });
  });
  try {
    await runLimited(tasks, PARALLEL_FILES);
    if (signal.aborted) throw new Error('download: stopped');
    await storeFile(offlineMasterPath(episode.media_key), episode.master, PLAYLIST_TYPE);
    const savedAt = Date.now();
    await saveDownload({ ...record, status: 'done', savedAt, expiresAt: savedAt + DOWNLOAD_TTL_MS });
  } catch {
    // Deleted or logged out meanwhile: whatever was stored late goes too. Else kept to resume.
    if (signal.aborted) await removeDownload(record);
    else await saveDownload({ ...record, status: 'failed' });
  } finally {
    controllers.delete(id);
    setProgress(id, undefined);
    refreshList();
  }
}

function listenForClear(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(DOWNLOADS_CLEARED_EVENT, () => {
    for (const controller of controllers.values()) controller.abort();
  });
}

/** Queues the episodes of a plan; their records appear at once, as downloading. */
export async function startDownloads(
  episodes: readonly DownloadEpisode[],
  drama: { dramaId: number; title: string },
  userId: number | null,
): Promise<void> {
  listenForClear();
  // Ask the browser to keep the downloads under storage pressure, and keep the player's code
  // (the service worker stores its chunk once fetched), so a download plays offline.
  void navigator.storage?.persist?.().catch(() => false);
  void loadHls().catch(() => undefined);
  for (const episode of episodes) {
    if (controllers.has(episode.episode_id)) continue;
    const controller = new AbortController();
    controllers.set(episode.episode_id, controller);
    const now = Date.now();
    const record: DownloadRecord = {
      version: 1,
      userId,
      dramaId: drama.dramaId,
      dramaTitle: drama.title,
      episodeId: episode.episode_id,
      number: episode.number,
      durationMs: episode.duration_ms,
      mediaKey: episode.media_key,
      bytes: episode.bytes,
      subtitles: episode.subtitles,
      savedAt: now,
      expiresAt: now + DOWNLOAD_TTL_MS,
      status: 'downloading',
    };
    setProgress(episode.episode_id, { done: 0, total: episode.bytes });
    await saveDownload(record);
    queue = queue.then(() => runEpisode(episode, record, controller.signal));
  }
  refreshList();
}

/** Whether this episode is downloading now (in this page). */
export function isRunning(episodeId: number): boolean {
  return controllers.has(episodeId);
}

/** Stops an episode's download (if running) and deletes its copy. */
export async function deleteDownload(record: DownloadRecord): Promise<void> {
  controllers.get(record.episodeId)?.abort();
  await removeDownload(record);
  refreshList();
}
