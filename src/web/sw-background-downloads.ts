/**
 * The service worker's part in background downloads (decision 0050): when the browser has
 * fetched an episode's files (or given up), it wakes the worker, which stores each answer
 * under its stable path in the downloads cache, then the offline master last and the record
 * as done, exactly as a download from the page ends (decision 0043). A download deleted
 * meanwhile (its record gone: deleted, or everything cleared at logout) stores nothing. A
 * failed one keeps what arrived, so trying again fetches only the rest; one cancelled from the
 * browser's notification is stopped too. Tapping the notification opens the Downloads page.
 */
import { offlineMasterPath, stableOfSigned } from '#shared/offline-media.ts';
import { paths } from './config/paths.ts';
import {
  DOWNLOAD_SETTLED_MESSAGE,
  episodeOfBackgroundId,
  WORKER_CAPABILITIES_MESSAGE,
  type BackgroundFetchRegistrationLike,
  type WorkerCapabilities,
} from './lib/background-fetch.ts';
import {
  contentTypeOf,
  hasFile,
  PLAYLIST_TYPE,
  readDownload,
  removeDownload,
  saveDownload,
  storeFile,
} from './lib/download-storage.ts';

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface BackgroundFetchEventLike extends ExtendableEventLike {
  readonly registration: BackgroundFetchRegistrationLike;
}
interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}

declare const self: {
  addEventListener(
    type: 'backgroundfetchsuccess' | 'backgroundfetchfail' | 'backgroundfetchabort' | 'backgroundfetchclick',
    listener: (event: BackgroundFetchEventLike) => void,
  ): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  clients: {
    matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]>;
    openWindow(url: string): Promise<unknown>;
  };
};

/** Stores what the browser fetched for one episode; whether the copy is now complete. */
async function settle(registration: BackgroundFetchRegistrationLike, succeeded: boolean): Promise<boolean> {
  const episodeId = episodeOfBackgroundId(registration.id);
  if (episodeId === undefined) return false;
  const record = await readDownload(episodeId);
  if (!record?.pending) return false;
  for (const fetched of await registration.matchAll()) {
    const path = stableOfSigned(new URL(fetched.request.url).pathname);
    const response = await fetched.responseReady.catch(() => undefined);
    if (!path || !response?.ok) continue;
    await storeFile(path, await response.blob(), response.headers.get('content-type') || contentTypeOf(path));
  }
  // Deleted while its files were being stored: they go too.
  if (!(await readDownload(episodeId))) {
    await removeDownload(record);
    return false;
  }
  const stored = await Promise.all(record.pending.files.map((path) => hasFile(path)));
  const { pending, ...rest } = record;
  if (!succeeded || stored.includes(false)) {
    await saveDownload({ ...rest, status: 'failed' });
    return false;
  }
  await storeFile(offlineMasterPath(record.mediaKey), pending.master, PLAYLIST_TYPE);
  // Kept as long from now as the page gave it when it started (7 days, DOWNLOAD_TTL_MS; the
  // contract module is not loaded here, it would bring zod into the worker).
  const savedAt = Date.now();
  await saveDownload({
    ...rest,
    status: 'done',
    savedAt,
    expiresAt: savedAt + (record.expiresAt - record.savedAt),
  });
  return true;
}

/**
 * Cancelled from the browser's own download notification (a deletion in the app removes the
 * record first): stopped, to be tried again. Its answers are no longer readable.
 */
async function cancelled(registration: BackgroundFetchRegistrationLike): Promise<boolean> {
  const episodeId = episodeOfBackgroundId(registration.id);
  const record = episodeId === undefined ? undefined : await readDownload(episodeId);
  if (!record?.pending) return false;
  const { pending: _pending, ...rest } = record;
  await saveDownload({ ...rest, status: 'failed' });
  return false;
}

async function settleAndTell(
  registration: BackgroundFetchRegistrationLike,
  outcome: 'success' | 'failure' | 'abort',
): Promise<void> {
  const done = await (
    outcome === 'abort' ? cancelled(registration) : settle(registration, outcome === 'success')
  ).catch(() => false);
  const episodeId = episodeOfBackgroundId(registration.id);
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    client.postMessage({ type: DOWNLOAD_SETTLED_MESSAGE, episodeId, done });
  }
}

export function registerBackgroundDownloads(): void {
  self.addEventListener('backgroundfetchsuccess', (event) => {
    event.waitUntil(settleAndTell(event.registration, 'success'));
  });
  self.addEventListener('backgroundfetchfail', (event) => {
    event.waitUntil(settleAndTell(event.registration, 'failure'));
  });
  self.addEventListener('backgroundfetchabort', (event) => {
    event.waitUntil(settleAndTell(event.registration, 'abort'));
  });
  self.addEventListener('backgroundfetchclick', (event) => {
    event.waitUntil(self.clients.openWindow(paths.downloads.path));
  });
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== WORKER_CAPABILITIES_MESSAGE) return;
    const answer: WorkerCapabilities = { backgroundDownloads: true };
    event.ports[0]?.postMessage(answer);
  });
}
