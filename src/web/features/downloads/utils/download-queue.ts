/**
 * Downloading episodes. Where the browser has Background Fetch, it downloads them and goes on
 * when the app is closed (background-downloads.ts, decision 0050). Elsewhere, from the page
 * (decision 0043): each episode's files are fetched with their signed URLs, four at a time,
 * and stored under their stable paths in the downloads cache (lib/download-storage.ts); the
 * offline master goes last, so an episode whose master is stored is complete. Episodes go one
 * after another. Progress is live in a small store (download-progress.ts); the records (what
 * the Downloads page lists) change at the start, the end or a failure.
 */
import { DOWNLOAD_TTL_MS, type DownloadEpisode } from '#shared/contract/download.ts';
import { offlineMasterPath, offlineMediaPath } from '#shared/offline-media.ts';
import { loadHls } from '#web/components/hls-video/media-source.ts';
import { backgroundFetchManager } from '#web/lib/background-fetch.ts';
import {
  contentTypeOf,
  DOWNLOADS_CLEARED_EVENT,
  hasFile,
  PLAYLIST_TYPE,
  removeDownload,
  saveDownload,
  storeFile,
  type DownloadRecord,
} from '#web/lib/download-storage.ts';
import { forgetBackgroundDownloads, startInBackground, stopInBackground } from './background-downloads.ts';
import { refreshList, setProgress } from './download-progress.ts';
import { runLimited } from './run-limited.ts';

const PARALLEL_FILES = 4;

const controllers = new Map<number, AbortController>();
let queue: Promise<void> = Promise.resolve();
let listening = false;

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
    forgetBackgroundDownloads();
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
  // The browser downloads them in the background where it can (decision 0050), else this page.
  const background = await backgroundFetchManager();
  for (const episode of episodes) {
    if (controllers.has(episode.episode_id)) continue;
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
    if (background && (await startInBackground(background, episode, record))) continue;
    const controller = new AbortController();
    controllers.set(episode.episode_id, controller);
    await saveDownload(record);
    queue = queue.then(() => runEpisode(episode, record, controller.signal));
  }
  refreshList();
}

/** Stops an episode's download (if running) and deletes its copy. */
export async function deleteDownload(record: DownloadRecord): Promise<void> {
  controllers.get(record.episodeId)?.abort();
  await stopInBackground(record.episodeId);
  await removeDownload(record);
  refreshList();
}
