/**
 * Downloads the browser carries on with once the page has left the screen (decision 0050):
 * where Background Fetch exists and the active worker stores what it brings, an unfinished
 * episode's missing files are handed to the browser in one background fetch, with the offline
 * master and the list of files the copy needs kept in its record; the worker
 * (sw-background-downloads.ts) stores them and marks the record done or failed, then tells the
 * open pages. A page follows the progress of the ones running, also those started before it
 * was opened.
 */
import type { DownloadEpisode } from '#shared/contract/download.ts';
import { offlineMediaPath } from '#shared/offline-media.ts';
import {
  abortBackgroundDownloads,
  backgroundDownloadId,
  DOWNLOAD_SETTLED_MESSAGE,
  runningBackgroundDownloads,
  type BackgroundFetchManagerLike,
  type BackgroundFetchRegistrationLike,
} from '#web/lib/background-fetch.ts';
import { hasFile, readDownload, saveDownload, type DownloadRecord } from '#web/lib/download-storage.ts';
import { i18next } from '#web/lib/i18n.ts';
import { refreshList, setProgress } from './download-progress.ts';
import { followOtherTabs } from './download-tabs.ts';

const ICONS = [{ src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png' }];

const watched = new Map<number, BackgroundFetchRegistrationLike>();
let listening = false;

function unwatch(episodeId: number): void {
  watched.delete(episodeId);
  setProgress(episodeId, undefined);
}

/** The worker has stored (or given up on) a background download: the list shows it. */
function listenToWorker(): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; episodeId?: unknown } | null;
    if (data?.type !== DOWNLOAD_SETTLED_MESSAGE || typeof data.episodeId !== 'number') return;
    unwatch(data.episodeId);
    refreshList();
  });
}

/** Follows a background download's bytes: `stored` were already on the device. */
function watch(
  episodeId: number,
  registration: BackgroundFetchRegistrationLike,
  stored: number,
  total: number,
) {
  listenToWorker();
  watched.set(episodeId, registration);
  const update = (): void => {
    if (watched.get(episodeId) !== registration) return;
    if (registration.result === '') {
      setProgress(episodeId, { done: Math.min(total, stored + registration.downloaded), total });
    }
  };
  registration.addEventListener('progress', update);
  update();
}

/**
 * What became of an episode handed over: the browser fetches it; every file was stored already
 * (only its master and record are left to write); or the browser would not take it.
 */
export type HandOver = 'background' | 'nothing-left' | 'refused';

/** Hands an episode's missing files to the browser, as one background fetch. */
export async function startInBackground(
  manager: BackgroundFetchManagerLike,
  episode: DownloadEpisode,
  record: DownloadRecord,
): Promise<HandOver> {
  const id = backgroundDownloadId(episode.episode_id);
  // Already with the browser (asked from another tab, or before this page was opened).
  const known = await manager.get(id).catch(() => undefined);
  if (known?.result === '') {
    const running = await readDownload(episode.episode_id);
    watch(episode.episode_id, known, (running ?? record).bytes - known.downloadTotal, episode.bytes);
    return 'background';
  }
  const paths = episode.files.map((file) => offlineMediaPath(episode.media_key, file.path));
  const present = await Promise.all(paths.map((path) => hasFile(path)));
  const missing = episode.files.filter((_, i) => !present[i]);
  if (missing.length === 0) return 'nothing-left';
  const missingBytes = missing.reduce((sum, file) => sum + file.bytes, 0);
  await saveDownload({ ...record, pending: { files: paths, master: episode.master } });
  try {
    const title = `${record.dramaTitle} · ${i18next.t('drama.episode_label', { number: episode.number })}`;
    const registration = await manager.fetch(
      id,
      missing.map((file) => new Request(new URL(file.url, window.location.href), { credentials: 'omit' })),
      { title, icons: ICONS, downloadTotal: missingBytes },
    );
    watch(episode.episode_id, registration, episode.bytes - missingBytes, episode.bytes);
    return 'background';
  } catch {
    await saveDownload(record);
    return 'refused';
  }
}

/**
 * Follows the downloads running elsewhere that this page does not follow yet, and their end:
 * the browser's background ones, and those of the app's other tabs (download-tabs.ts). Then,
 * unfinished ones nobody downloads any more go on (resume-downloads.ts, decision 0056).
 * Called whenever the Downloads page lists them.
 */
export async function followBackgroundDownloads(): Promise<void> {
  await followOtherTabs();
  await followBrowserDownloads();
  // Loaded when asked (it starts downloads, which load this module): no import cycle.
  void import('./resume-downloads.ts').then((module) => module.resumeDownloads()).catch(() => undefined);
}

async function followBrowserDownloads(): Promise<void> {
  // Also those another tab starts: the worker says when each is stored.
  listenToWorker();
  const running = await runningBackgroundDownloads().catch(
    () => new Map<number, BackgroundFetchRegistrationLike>(),
  );
  for (const [episodeId, registration] of running) {
    if (watched.has(episodeId)) continue;
    const record = await readDownload(episodeId);
    if (record?.pending)
      watch(episodeId, registration, record.bytes - registration.downloadTotal, record.bytes);
  }
}

/** Stops an episode's background download, if any. */
export async function stopInBackground(episodeId: number): Promise<void> {
  unwatch(episodeId);
  await abortBackgroundDownloads([episodeId]);
}

/** Everything was deleted (logout): the page stops following (the lib aborted the fetches). */
export function forgetBackgroundDownloads(): void {
  for (const episodeId of [...watched.keys()]) unwatch(episodeId);
}
