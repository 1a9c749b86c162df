/**
 * The downloads tests' device: the downloads cache in memory (in place of
 * lib/download-storage.ts, with a switch for a full device), Web Locks shared by the "tabs"
 * of one test (module instances after vi.resetModules), a page to listen on, and an episode of
 * a plan as POST /video/download answers it.
 */
import { vi } from 'vitest';
import type { DownloadEpisode } from '#shared/contract/download.ts';
import type { DownloadRecord } from '#web/lib/download-storage.ts';

export interface MemoryDevice {
  files: Map<string, string>;
  records: Map<number, DownloadRecord>;
  /** The browser refuses to store more: media files, or anything (a record too). */
  full: false | 'files' | 'everything';
}

function quotaError(): DOMException {
  return new DOMException('Quota exceeded.', 'QuotaExceededError');
}

/** lib/download-storage.ts over `device` (call from vi.mock with a vi.hoisted device). */
export function memoryStorage(device: MemoryDevice) {
  const copy = (record: DownloadRecord): DownloadRecord => structuredClone(record);
  return {
    DOWNLOADS_CLEARED_EVENT: 'enjoy:downloads-cleared',
    PLAYLIST_TYPE: 'application/vnd.apple.mpegurl',
    contentTypeOf: () => 'video/mp4',
    downloadsSupported: () => true,
    listDownloads: () =>
      Promise.resolve([...device.records.values()].map(copy).sort((a, b) => a.number - b.number)),
    readDownload: (episodeId: number) => {
      const record = device.records.get(episodeId);
      return Promise.resolve(record ? copy(record) : undefined);
    },
    saveDownload: (record: DownloadRecord) => {
      if (device.full === 'everything') return Promise.reject(quotaError());
      device.records.set(record.episodeId, copy(record));
      return Promise.resolve();
    },
    storeFile: (path: string) => {
      if (device.full) return Promise.reject(quotaError());
      device.files.set(path, 'stored');
      return Promise.resolve();
    },
    hasFile: (path: string) => Promise.resolve(device.files.has(path)),
    removeDownload: (record: Pick<DownloadRecord, 'episodeId' | 'mediaKey'>) => {
      device.records.delete(record.episodeId);
      for (const path of device.files.keys())
        if (path.includes(`/${record.mediaKey}/`)) device.files.delete(path);
      return Promise.resolve();
    },
  };
}

export function emptyDevice(device: MemoryDevice): void {
  device.files.clear();
  device.records.clear();
  device.full = false;
}

interface Held {
  name: string;
  mode: LockMode;
}

/**
 * navigator.locks for the tests: exclusive and shared locks by name, `ifAvailable`, waiting in
 * turn, and `query()`, the same for every tab of the test.
 */
export class FakeLocks {
  held: Held[] = [];
  #waiting: { name: string; mode: LockMode; grant: () => void }[] = [];

  #grantable(name: string, mode: LockMode): boolean {
    const holders = this.held.filter((h) => h.name === name);
    return mode === 'shared' ? holders.every((h) => h.mode === 'shared') : holders.length === 0;
  }

  request(
    name: string,
    optionsOrCallback: LockOptions | ((lock: Lock | null) => unknown),
    maybeCallback?: (lock: Lock | null) => unknown,
  ): Promise<unknown> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    if (!callback) return Promise.reject(new TypeError('no callback'));
    const mode = options.mode ?? 'exclusive';
    const run = async (): Promise<unknown> => {
      const entry = { name, mode };
      this.held.push(entry);
      try {
        return await callback({ name, mode });
      } finally {
        this.held.splice(this.held.indexOf(entry), 1);
        this.#next();
      }
    };
    if (this.#grantable(name, mode)) return run();
    if (options.ifAvailable) return Promise.resolve(callback(null));
    return new Promise((resolve, reject) => {
      this.#waiting.push({ name, mode, grant: () => run().then(resolve, reject) });
    });
  }

  #next(): void {
    for (const waiter of [...this.#waiting]) {
      if (!this.#grantable(waiter.name, waiter.mode)) continue;
      this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
      waiter.grant();
    }
  }

  query(): Promise<LockManagerSnapshot> {
    return Promise.resolve({
      held: this.held.map((h) => ({ ...h, clientId: 'tab' })),
      pending: this.#waiting.map((w) => ({ name: w.name, mode: w.mode, clientId: 'tab' })),
    });
  }
}

/** A page for the queue to listen on (window, document, location, navigator), in node. */
export function installPage(locks: FakeLocks | undefined): void {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  vi.stubGlobal('location', { href: 'https://drama.example.test/', hostname: 'drama.example.test' });
  // Over the browser stubs when installed (testing/browser-env.ts), with the locks added.
  const base = (globalThis as { navigator?: object }).navigator ?? { userAgent: 'test' };
  vi.stubGlobal('navigator', { ...base, onLine: true, ...(locks ? { locks } : {}) });
}

/** An episode of a plan: two files of 100 bytes under `/media/<sig>/e/<key>/`. */
export function planEpisode(number: number, dramaId = 2): DownloadEpisode {
  const key = `k${dramaId}-${number}`;
  const file = (path: string) => ({ path, url: `/media/1.sig/e/${key}/${path}`, bytes: 100 });
  return {
    episode_id: dramaId * 100 + number,
    drama_id: dramaId,
    number,
    duration_ms: 60_000,
    media_key: key,
    rendition: { name: '360p', width: 360, height: 640, bandwidth: 400_000 },
    master: '#EXTM3U\n',
    files: [file('360p/index.m3u8'), file('360p/seg_0000.m4s')],
    bytes: 208,
    subtitles: [],
    expires_at: 2_000_000_000,
  };
}

/** The record of an episode of `planEpisode`, as the queue writes it. */
export function recordOf(
  episode: DownloadEpisode,
  status: DownloadRecord['status'],
  userId: number | null = 7,
): DownloadRecord {
  return {
    version: 1,
    userId,
    dramaId: episode.drama_id,
    dramaTitle: `Drama ${episode.drama_id}`,
    episodeId: episode.episode_id,
    number: episode.number,
    durationMs: episode.duration_ms,
    mediaKey: episode.media_key,
    bytes: episode.bytes,
    subtitles: [],
    savedAt: Date.now(),
    expiresAt: Date.now() + 86_400_000,
    status,
  };
}
