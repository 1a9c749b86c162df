/**
 * Background Fetch (decision 0050): the browser downloads a set of files on its own, with a
 * system notification showing the progress, and goes on when the app is closed; the service
 * worker is woken to store what arrived. Chromium (Android and desktop) has it; elsewhere
 * downloads run from the page. The DOM library has no types for it yet: the part we use is here.
 */

export interface BackgroundFetchRecordLike {
  readonly request: Request;
  readonly responseReady: Promise<Response>;
}

export interface BackgroundFetchRegistrationLike extends EventTarget {
  readonly id: string;
  readonly downloadTotal: number;
  readonly downloaded: number;
  /** '' while running. */
  readonly result: '' | 'success' | 'failure';
  readonly failureReason: string;
  abort(): Promise<boolean>;
  matchAll(): Promise<BackgroundFetchRecordLike[]>;
}

export interface BackgroundFetchOptions {
  title: string;
  icons: { src: string; sizes: string; type: string }[];
  /** Bytes expected; the browser fails the fetch past it (0: unknown). */
  downloadTotal: number;
}

export interface BackgroundFetchManagerLike {
  fetch(
    id: string,
    requests: Request[],
    options: BackgroundFetchOptions,
  ): Promise<BackgroundFetchRegistrationLike>;
  get(id: string): Promise<BackgroundFetchRegistrationLike | undefined>;
  getIds(): Promise<string[]>;
}

/** Every background download of this app is named `enjoy-download-<episode id>`. */
const ID_PREFIX = 'enjoy-download-';

export function backgroundDownloadId(episodeId: number): string {
  return `${ID_PREFIX}${episodeId}`;
}

/** The episode of a background download's id, or undefined for any other id. */
export function episodeOfBackgroundId(id: string): number | undefined {
  if (!id.startsWith(ID_PREFIX)) return undefined;
  const n = Number(id.slice(ID_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Asked of the active worker before relying on it: an older worker would store nothing. */
export const WORKER_CAPABILITIES_MESSAGE = 'enjoy:capabilities';
/** Told to the app's pages when the worker has stored a background download (or given up). */
export const DOWNLOAD_SETTLED_MESSAGE = 'enjoy:download-settled';

export interface WorkerCapabilities {
  backgroundDownloads: boolean;
}

function managerOf(
  registration: ServiceWorkerRegistration | undefined,
): BackgroundFetchManagerLike | undefined {
  return (
    registration as (ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManagerLike }) | undefined
  )?.backgroundFetch;
}

/** The worker's answer to the capabilities message, or undefined within `timeoutMs`. */
function askWorker(worker: ServiceWorker, timeoutMs: number): Promise<WorkerCapabilities | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<WorkerCapabilities>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage({ type: WORKER_CAPABILITIES_MESSAGE }, [channel.port2]);
  });
}

/**
 * This browser's Background Fetch, when it has one and the active worker stores what it
 * brings; undefined otherwise (downloads then run from the page).
 */
export async function backgroundFetchManager(): Promise<BackgroundFetchManagerLike | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const manager = managerOf(registration);
  const worker = registration?.active;
  if (!manager || !worker) return undefined;
  const capabilities = await askWorker(worker, 1000);
  return capabilities?.backgroundDownloads === true ? manager : undefined;
}

/** The background downloads running now, by episode id (none without Background Fetch). */
export async function runningBackgroundDownloads(): Promise<Map<number, BackgroundFetchRegistrationLike>> {
  const running = new Map<number, BackgroundFetchRegistrationLike>();
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return running;
  const manager = managerOf(await navigator.serviceWorker.getRegistration().catch(() => undefined));
  if (!manager) return running;
  for (const id of await manager.getIds()) {
    const episodeId = episodeOfBackgroundId(id);
    const registration = episodeId === undefined ? undefined : await manager.get(id);
    if (episodeId !== undefined && registration && registration.result === '')
      running.set(episodeId, registration);
  }
  return running;
}

/** Stops the background downloads of these episodes (every one when `episodeIds` is omitted). */
export async function abortBackgroundDownloads(episodeIds?: readonly number[]): Promise<void> {
  const running = await runningBackgroundDownloads().catch(
    () => new Map<number, BackgroundFetchRegistrationLike>(),
  );
  await Promise.all(
    [...running]
      .filter(([episodeId]) => episodeIds === undefined || episodeIds.includes(episodeId))
      .map(([, registration]) => registration.abort().catch(() => false)),
  );
}
