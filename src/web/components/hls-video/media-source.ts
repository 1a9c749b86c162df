/**
 * One HLS source on one <video>: hls.js (light build, imported on first use so no page pays
 * for it before it plays something) where Media Source Extensions work and the browser is
 * Blink, the browser's own HLS on Safari/iOS. A source can be attached for preloading only:
 * the manifest, the init segment and the first media fragment are fetched, then loading
 * stops until `loadFully()` (so a swipe to the next episode starts at once without
 * downloading whole episodes nobody watches).
 */
import type HlsType from 'hls.js';
import type { ErrorData, FragBufferedData, HlsConfig, ManifestParsedData } from 'hls.js';
import { startLevelOf } from '#shared/hls-start.ts';

export type HlsClass = typeof HlsType;

/** Why a source stopped: the caller may fetch a fresh signed URL once and attach again. */
export interface MediaFailure {
  kind: 'network' | 'media' | 'unsupported';
  /** HTTP status of a failed media request (403 = expired or refused URL), 0 if unknown. */
  status: number;
}

export interface AttachRequest {
  url: string;
  /** Seconds. */
  startPosition: number;
  /** Fetch only up to the first media fragment. */
  preloadOnly: boolean;
  /**
   * hls.js wherever Media Source works, Safari included: its requests pass through the service
   * worker, the browser's own HLS player's do not (downloads played offline, decision 0043).
   */
  preferHlsJs?: boolean;
}

let hlsModule: Promise<HlsClass> | undefined;

/** The hls.js light build, downloaded once (a failed download is retried by the next call). */
export function loadHls(): Promise<HlsClass> {
  hlsModule ??= import('hls.js/light').then(
    (module) => module.default,
    (error: unknown) => {
      hlsModule = undefined;
      throw error;
    },
  );
  return hlsModule;
}

/** Blink (Chrome, Edge, Samsung Internet, Android WebView); not Chrome on iOS, which is WebKit. */
export function isBlink(userAgent: string): boolean {
  return /\bChrom(?:e|ium)\//.test(userAgent);
}

/**
 * hls.js first unless the browser plays HLS itself and is not Blink (Safari, every iOS
 * browser): Blink's native HLS is new and less predictable than hls.js over MSE.
 */
export function prefersHlsJs(nativeHls: boolean, userAgent: string): boolean {
  return !nativeHls || isBlink(userAgent);
}

export function canPlayNativeHls(video: HTMLVideoElement): boolean {
  return typeof video.canPlayType === 'function' && video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/**
 * Starts downloading hls.js ahead of a player that will need it, where hls.js plays (not where
 * the browser's own HLS does): home when idle, a tap's press, the play page while its drama loads.
 */
export function preloadHls(): void {
  const probe = document.createElement('video');
  if (prefersHlsJs(canPlayNativeHls(probe), navigator.userAgent)) loadHls().catch(() => undefined);
}

/**
 * Short buffers: vertical episodes are one to three minutes and most viewers swipe on.
 * The first frame comes as early as it can: a fixed start rendition (src/shared/hls-start.ts)
 * instead of a bandwidth test, and the first fragment asked for while the media element attaches.
 */
const HLS_CONFIG: Partial<HlsConfig> = {
  autoStartLoad: false,
  testBandwidth: false,
  startFragPrefetch: true,
  capLevelToPlayerSize: true,
  maxBufferLength: 20,
  maxMaxBufferLength: 40,
  backBufferLength: 15,
};

/** While preloading: ask for no more than the first fragment. */
const PRELOAD_BUFFER = { maxBufferLength: 1, maxMaxBufferLength: 1 } as const;

/** The longest a preload waits for the episode on screen to start. */
const PRELOAD_HOLD_MS = 1500;

/**
 * Sources attached for playback whose first frame has not come yet: a preload (the next
 * episode) starts loading once they have one, so it does not compete with them for the network
 * and the main thread.
 */
const starting = new Set<object>();
let waiting: (() => void)[] = [];

function started(source: object): void {
  if (!starting.delete(source) || starting.size > 0) return;
  const release = waiting;
  waiting = [];
  for (const resume of release) resume();
}

function whenNoneStarting(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    setTimeout(resolve, PRELOAD_HOLD_MS);
  });
}

export class MediaSourceController {
  readonly #video: HTMLVideoElement;
  readonly #onFailure: (failure: MediaFailure) => void;
  readonly #load: () => Promise<HlsClass>;
  #hls: HlsType | null = null;
  #detachNative: (() => void) | null = null;
  #disposed = false;
  #preloadOnly = false;
  #stopped = false;
  #mediaRecoveries = 0;
  #startPosition = 0;
  /** A preload's first load, held until the episode on screen has started (or it becomes it). */
  #heldStart: (() => void) | null = null;

  constructor(
    video: HTMLVideoElement,
    onFailure: (failure: MediaFailure) => void,
    load: () => Promise<HlsClass> = loadHls,
  ) {
    this.#video = video;
    this.#onFailure = onFailure;
    this.#load = load;
  }

  /** Which engine plays the source (null until attached). */
  get engine(): 'hls' | 'native' | null {
    if (this.#hls) return 'hls';
    return this.#detachNative ? 'native' : null;
  }

  async attach(request: AttachRequest): Promise<void> {
    this.#preloadOnly = request.preloadOnly;
    this.#startPosition = Math.max(0, request.startPosition);
    const nativeHls = canPlayNativeHls(this.#video);
    const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    if (!request.preferHlsJs && !prefersHlsJs(nativeHls, userAgent)) {
      this.#attachNative(request.url);
      return;
    }
    let Hls: HlsClass;
    try {
      Hls = await this.#load();
    } catch {
      if (this.#disposed) return;
      if (nativeHls) this.#attachNative(request.url);
      else this.#onFailure({ kind: 'network', status: 0 });
      return;
    }
    if (this.#disposed) return;
    if (!Hls.isSupported()) {
      if (nativeHls) this.#attachNative(request.url);
      else this.#onFailure({ kind: 'unsupported', status: 0 });
      return;
    }

    const hls = new Hls({
      ...HLS_CONFIG,
      ...(this.#preloadOnly ? PRELOAD_BUFFER : {}),
      startPosition: this.#startPosition,
    });
    this.#hls = hls;
    if (!this.#preloadOnly) {
      starting.add(this);
      this.#video.addEventListener('playing', () => started(this), { once: true });
    }
    hls.on(Hls.Events.MANIFEST_PARSED, (_event: string, data: ManifestParsedData | undefined) => {
      const level = startLevelOf(data?.levels);
      if (level >= 0) hls.startLevel = level;
      const start = (): void => {
        if (this.#heldStart !== start && this.#heldStart !== null) return;
        this.#heldStart = null;
        if (!this.#disposed) hls.startLoad(this.#startPosition);
      };
      if (!this.#preloadOnly || starting.size === 0) {
        start();
        return;
      }
      this.#heldStart = start;
      void whenNoneStarting().then(() => {
        if (this.#heldStart === start) start();
      });
    });
    hls.on(Hls.Events.FRAG_BUFFERED, (_event: string, data: FragBufferedData) => {
      if (this.#preloadOnly && !this.#stopped && data.frag.type === 'main') {
        this.#stopped = true;
        hls.stopLoad();
      }
    });
    hls.on(Hls.Events.ERROR, (_event: string, data: ErrorData) => this.#onHlsError(Hls, hls, data));
    hls.attachMedia(this.#video);
    hls.loadSource(request.url);
  }

  /** The preloaded source becomes the one on screen: keep loading from where it stopped. */
  loadFully(): void {
    if (!this.#preloadOnly) return;
    this.#preloadOnly = false;
    const hls = this.#hls;
    if (!hls) return;
    this.#heldStart?.();
    hls.config.maxBufferLength = HLS_CONFIG.maxBufferLength ?? 20;
    hls.config.maxMaxBufferLength = HLS_CONFIG.maxMaxBufferLength ?? 40;
    if (this.#stopped) {
      this.#stopped = false;
      hls.startLoad(-1);
    }
  }

  destroy(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    started(this);
    if (this.#hls) {
      this.#hls.destroy();
      this.#hls = null;
    }
    if (this.#detachNative) {
      this.#detachNative();
      this.#detachNative = null;
    }
    const video = this.#video;
    if (video.hasAttribute('src')) {
      video.removeAttribute('src');
      try {
        video.load(); // aborts the element's own downloads
      } catch {
        // Not implemented outside browsers.
      }
    }
  }

  #attachNative(url: string): void {
    const video = this.#video;
    const onMetadata = (): void => {
      if (this.#startPosition > 0 && video.currentTime < 0.5) video.currentTime = this.#startPosition;
    };
    const onError = (): void => {
      if (!this.#disposed) this.#onFailure({ kind: 'media', status: 0 });
    };
    video.addEventListener('loadedmetadata', onMetadata, { once: true });
    video.addEventListener('error', onError);
    this.#detachNative = () => {
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('error', onError);
    };
    video.preload = 'auto';
    video.src = url;
  }

  #onHlsError(Hls: HlsClass, hls: HlsType, data: ErrorData): void {
    if (!data.fatal || this.#disposed) return;
    started(this);
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && this.#mediaRecoveries < 1) {
      this.#mediaRecoveries += 1;
      hls.recoverMediaError();
      return;
    }
    this.#onFailure({
      kind: data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media',
      status: data.response?.code ?? 0,
    });
  }
}
