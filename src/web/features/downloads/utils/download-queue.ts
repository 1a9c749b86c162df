/**
 * Downloading episodes, from the page (decision 0043): each episode's files are fetched with
 * their signed URLs, four at a time, and stored under their stable paths in the downloads
 * cache (lib/download-storage.ts); the offline master goes last, so an episode whose master
 * is stored is complete. Episodes go one after another. Progress is live in a small store
 * (download-progress.ts); the records (what the Downloads page lists) change at the start, the
 * end or a failure. When the page leaves the screen with downloads unfinished, the browser
 * takes them over where it has Background Fetch (background-downloads.ts, decision 0050).
 */
import { DOWNLOAD_TTL_MS, type DownloadEpisode } from '#shared/contract/download.ts';
import { offlineMasterPath, offlineMediaPath } from '#shared/offline-media.ts';
import { loadHls } from '#web/components/hls-video/media-source.ts';
import { backgroundFetchManager, type BackgroundFetchManagerLike } from '#web/lib/background-fetch.ts';
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
/** The abort reason when the page hands an episode over to the browser (not a deletion). */
const HANDED_OVER = 'handed-over';

interface PageDownload {
  episode: DownloadEpisode;
  record: DownloadRecord;
  controller: AbortController;
}

/** Episodes this page downloads (running or waiting their turn). */
const downloads = new Map<number, PageDownload>();
let queue: Promise<void> = Promise.resolve();
let listening = false;
/** Background Fetch, asked once a download starts (undefined: the page keeps them). */
let background: Promise<BackgroundFetchManagerLike | undefined> | undefined;

async function fetchFile(url: string, signal: AbortSignal): Promise<{ body: Blob; type: string }> {
  const response = await fetch(new URL(url, window.location.href), {
    signal,
    cache: 'no-store',
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`download: HTTP ${response.status}`);
  return { body: await response.blob(), type: response.headers.get('content-type') ?? '' };
}

/** Every file is stored: the offline master last, then the record as done. */
async function completeCopy(episode: DownloadEpisode, record: DownloadRecord): Promise<void> {
  await storeFile(offlineMasterPath(episode.media_key), episode.master, PLAYLIST_TYPE);
  const savedAt = Date.now();
  await saveDownload({ ...record, status: 'done', savedAt, expiresAt: savedAt + DOWNLOAD_TTL_MS });
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
    await completeCopy(episode, record);
  } catch {
    // Handed over to the browser: it goes on there. Deleted or logged out meanwhile: whatever
    // was stored late goes too. Else kept to resume.
    if (signal.reason === HANDED_OVER) return;
    if (signal.aborted) await removeDownload(record);
    else await saveDownload({ ...record, status: 'failed' });
  } finally {
    if (signal.reason !== HANDED_OVER) {
      downloads.delete(id);
      setProgress(id, undefined);
      refreshList();
    }
  }
}

/** This page downloads the episode once those before it are done. */
function enqueue(episode: DownloadEpisode, record: DownloadRecord): void {
  const controller = new AbortController();
  downloads.set(episode.episode_id, { episode, record, controller });
  queue = queue.then(() => runEpisode(episode, record, controller.signal));
}

/**
 * The page is leaving the screen (another app, the home screen, a closed tab) with downloads
 * unfinished: where the browser can, they are handed over to it, with the files stored so far
 * kept (decision 0050). An episode with nothing left to fetch is completed at once.
 */
async function handOver(): Promise<void> {
  const manager = downloads.size > 0 ? await background : undefined;
  if (!manager) return;
  for (const [id, download] of [...downloads]) {
    download.controller.abort(HANDED_OVER);
    const outcome = await startInBackground(manager, download.episode, download.record);
    if (outcome === 'background') {
      downloads.delete(id);
    } else if (outcome === 'nothing-left') {
      downloads.delete(id);
      await completeCopy(download.episode, download.record).catch(() =>
        saveDownload({ ...download.record, status: 'failed' }),
      );
      setProgress(id, undefined);
    } else {
      // The browser would not take it: this page goes on with it while it can.
      enqueue(download.episode, download.record);
    }
  }
  refreshList();
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(DOWNLOADS_CLEARED_EVENT, () => {
    for (const { controller } of downloads.values()) controller.abort();
    forgetBackgroundDownloads();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void handOver();
  });
}

/** Queues the episodes of a plan; their records appear at once, as downloading. */
export async function startDownloads(
  episodes: readonly DownloadEpisode[],
  drama: { dramaId: number; title: string },
  userId: number | null,
): Promise<void> {
  listen();
  // Ask the browser to keep the downloads under storage pressure, and keep the player's code
  // (the service worker stores its chunk once fetched), so a download plays offline.
  void navigator.storage?.persist?.().catch(() => false);
  void loadHls().catch(() => undefined);
  // Whether the browser could go on with them if the viewer leaves (asked now, not then).
  background ??= backgroundFetchManager();
  for (const episode of episodes) {
    if (downloads.has(episode.episode_id)) continue;
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
    enqueue(episode, record);
  }
  refreshList();
}

/** Stops an episode's download (if running) and deletes its copy. */
export async function deleteDownload(record: DownloadRecord): Promise<void> {
  downloads.get(record.episodeId)?.controller.abort();
  await stopInBackground(record.episodeId);
  await removeDownload(record);
  refreshList();
}
