/**
 * Downloading episodes, from the page (decision 0043): each episode's files are fetched with
 * their signed URLs, four at a time, and stored under their stable paths in the downloads
 * cache (lib/download-storage.ts); the offline master goes last, so an episode whose master
 * is stored is complete. Episodes go one after another. Progress is live in a small store
 * (download-progress.ts); the records (what the Downloads page lists) change at the start, the
 * end or a failure. When the page leaves the screen with downloads unfinished, the browser
 * takes them over where it has Background Fetch (background-downloads.ts, decision 0050).
 * The page holds each episode's lock meanwhile, so another tab never downloads it twice and
 * shows its progress (download-tabs.ts); what a closed page left unfinished goes on at the next
 * start (resume-downloads.ts, decision 0056). A full device stops the rest and says so.
 */
import { DOWNLOAD_TTL_MS, type DownloadEpisode } from '#shared/contract/download.ts';
import { offlineMasterPath, offlineMediaPath } from '#shared/offline-media.ts';
import { loadHls } from '#web/components/hls-video/media-source.ts';
import {
  backgroundFetchManager,
  runningBackgroundDownloads,
  type BackgroundFetchManagerLike,
} from '#web/lib/background-fetch.ts';
import {
  contentTypeOf,
  DOWNLOADS_CLEARED_EVENT,
  hasFile,
  PLAYLIST_TYPE,
  readDownload,
  removeDownload,
  saveDownload,
  storeFile,
  type DownloadRecord,
} from '#web/lib/download-storage.ts';
import { i18next } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';
import { forgetBackgroundDownloads, startInBackground, stopInBackground } from './background-downloads.ts';
import type { DownloadFailure } from './download-groups.ts';
import { refreshList, setProgress, type LiveProgress } from './download-progress.ts';
import { announceDownloads, claimEpisode, shareProgress } from './download-tabs.ts';
import { runLimited } from './run-limited.ts';

const PARALLEL_FILES = 4;
/** The abort reason when the page hands an episode over to the browser (not a deletion). */
const HANDED_OVER = 'handed-over';
/** The abort reason of the episodes waiting their turn when the device is full. */
const STORAGE_FULL = 'storage-full';
const STORAGE_TOAST_MS = 4000;

interface PageDownload {
  episode: DownloadEpisode;
  record: DownloadRecord;
  controller: AbortController;
  /** Lets the other tabs have the episode again. */
  release: () => void;
}

/** Episodes this page downloads (running or waiting their turn). */
const downloads = new Map<number, PageDownload>();
let queue: Promise<void> = Promise.resolve();
let listening = false;
/** Background Fetch, asked once a download starts (undefined: the page keeps them). */
let background: Promise<BackgroundFetchManagerLike | undefined> | undefined;

/** The browser refused to store more: the device (or the site's share of it) is full. */
export function isStorageFull(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** Says so once, and stops the episodes waiting their turn (they would not fit either). */
function storageFull(): void {
  for (const { controller } of downloads.values()) controller.abort(STORAGE_FULL);
  notify(i18next.t('downloads.storage_full'), { kind: 'error', durationMs: STORAGE_TOAST_MS });
}

function progress(episodeId: number, live: LiveProgress): void {
  setProgress(episodeId, live);
  shareProgress(episodeId, live);
}

async function fetchFile(url: string, signal: AbortSignal): Promise<{ body: Blob; type: string }> {
  const response = await fetch(new URL(url, location.href), {
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

/** Marks a download stopped (with why, when known); never throws (the device may be full). */
async function markFailed(record: DownloadRecord, failure?: DownloadFailure): Promise<void> {
  const failed: DownloadRecord & { failure?: DownloadFailure } = { ...record, status: 'failed' };
  if (failure) failed.failure = failure;
  await saveDownload(failed).catch(() => undefined);
}

async function runEpisode(download: PageDownload): Promise<void> {
  const { episode, record } = download;
  const { signal } = download.controller;
  const id = episode.episode_id;
  let done = 0;
  const tasks = episode.files.map((file) => async () => {
    if (signal.aborted) throw new Error('download: stopped');
    const path = offlineMediaPath(episode.media_key, file.path);
    if (!(await hasFile(path))) {
      const fetched = await fetchFile(file.url, signal);
      if (signal.aborted) throw new Error('download: stopped');
      await storeFile(path, fetched.body, fetched.type || contentTypeOf(file.path));
    }
    done += file.bytes;
    progress(id, { done, total: episode.bytes });
  });
  try {
    if (signal.aborted) throw new Error('download: stopped');
    progress(id, { done, total: episode.bytes });
    await runLimited(tasks, PARALLEL_FILES);
    if (signal.aborted) throw new Error('download: stopped');
    await completeCopy(episode, record);
  } catch (error) {
    // Handed over to the browser: it goes on there. No room left: it stops and says why.
    // Deleted or logged out meanwhile: whatever was stored late goes too. Else kept to resume.
    if (signal.reason === HANDED_OVER) return;
    if (signal.reason === STORAGE_FULL) await markFailed(record, 'storage');
    else if (signal.aborted) await removeDownload(record).catch(() => undefined);
    else if (isStorageFull(error)) {
      storageFull();
      await markFailed(record, 'storage');
    } else await markFailed(record);
  } finally {
    if (signal.reason !== HANDED_OVER) {
      downloads.delete(id);
      setProgress(id, undefined);
      download.release();
      refreshList();
    }
  }
}

/** This page downloads the episode once those before it are done. */
function enqueue(download: Omit<PageDownload, 'controller'>): void {
  const queued: PageDownload = { ...download, controller: new AbortController() };
  downloads.set(download.episode.episode_id, queued);
  queue = queue.then(() => runEpisode(queued)).catch(() => undefined);
}

/**
 * The page is leaving the screen (another app, the home screen, a closed tab) with downloads
 * unfinished: where the browser can, they are handed over to it, with the files stored so far
 * kept (decision 0050). An episode with nothing left to fetch is completed at once. A closed
 * or reloaded tab may go before this is done: the next start resumes what it left.
 */
async function handOver(): Promise<void> {
  const manager = downloads.size > 0 ? await background : undefined;
  if (!manager) return;
  for (const [id, download] of [...downloads]) {
    download.controller.abort(HANDED_OVER);
    const outcome = await startInBackground(manager, download.episode, download.record).catch(
      () => 'refused' as const,
    );
    if (outcome === 'background') {
      downloads.delete(id);
      download.release();
    } else if (outcome === 'nothing-left') {
      downloads.delete(id);
      await completeCopy(download.episode, download.record).catch(() => markFailed(download.record));
      setProgress(id, undefined);
      download.release();
    } else {
      // The browser would not take it: this page goes on with it while it can.
      enqueue(download);
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

/** What became of the episodes asked for. */
export interface StartOutcome {
  /** Downloading now: queued here, or already running (this page, another tab, the browser). */
  downloading: number;
  /** Complete copies on the device already: not downloaded again. */
  saved: number;
  /** The device had no room for them (said in a toast). */
  storageFull: boolean;
}

/**
 * Queues the episodes of a plan; their records appear at once, as downloading. Complete copies
 * are skipped, and so are episodes another tab or the browser downloads already.
 */
export async function startDownloads(
  episodes: readonly DownloadEpisode[],
  drama: { dramaId: number; title: string },
  userId: number | null,
): Promise<StartOutcome> {
  listen();
  // Ask the browser to keep the downloads under storage pressure, and keep the player's code
  // (the service worker stores its chunk once fetched), so a download plays offline.
  void navigator.storage?.persist?.().catch(() => false);
  void loadHls().catch(() => undefined);
  // Whether the browser could go on with them if the viewer leaves (asked now, not then).
  background ??= backgroundFetchManager();
  const outcome: StartOutcome = { downloading: 0, saved: 0, storageFull: false };
  const inBackground = await runningBackgroundDownloads().catch(() => new Map<number, unknown>());
  for (const episode of episodes) {
    const id = episode.episode_id;
    if ((await readDownload(id))?.status === 'done') {
      outcome.saved += 1;
      continue;
    }
    const release = downloads.has(id) || inBackground.has(id) ? undefined : await claimEpisode(id);
    outcome.downloading += 1;
    if (!release) continue;
    const now = Date.now();
    const record: DownloadRecord = {
      version: 1,
      userId,
      dramaId: drama.dramaId,
      dramaTitle: drama.title,
      episodeId: id,
      number: episode.number,
      durationMs: episode.duration_ms,
      mediaKey: episode.media_key,
      bytes: episode.bytes,
      subtitles: episode.subtitles,
      savedAt: now,
      expiresAt: now + DOWNLOAD_TTL_MS,
      status: 'downloading',
    };
    try {
      await saveDownload(record);
    } catch (error) {
      release();
      outcome.downloading -= 1;
      if (!isStorageFull(error)) throw error;
      outcome.storageFull = true;
      storageFull();
      break;
    }
    setProgress(id, { done: 0, total: episode.bytes });
    enqueue({ episode, record, release });
  }
  refreshList();
  announceDownloads();
  return outcome;
}

/** Stops an episode's download (if running) and deletes its copy. */
export async function deleteDownload(record: DownloadRecord): Promise<void> {
  downloads.get(record.episodeId)?.controller.abort();
  await stopInBackground(record.episodeId);
  await removeDownload(record);
  refreshList();
}

/** Whether this page downloads the episode now (running or waiting its turn). */
export function downloadsHere(episodeId: number): boolean {
  return downloads.has(episodeId);
}
