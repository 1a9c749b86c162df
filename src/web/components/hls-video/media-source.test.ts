// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isBlink,
  MediaSourceController,
  prefersHlsJs,
  type HlsClass,
  type MediaFailure,
} from './media-source.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';

const Events = {
  MANIFEST_PARSED: 'manifestParsed',
  FRAG_BUFFERED: 'fragBuffered',
  ERROR: 'hlsError',
} as const;
const ErrorTypes = {
  NETWORK_ERROR: 'networkError',
  MEDIA_ERROR: 'mediaError',
  OTHER_ERROR: 'otherError',
} as const;

/** A stand-in for hls.js: records calls, lets the test emit its events. */
class FakeHls {
  static Events = Events;
  static ErrorTypes = ErrorTypes;
  static supported = true;
  static instances: FakeHls[] = [];
  static isSupported(): boolean {
    return FakeHls.supported;
  }

  readonly config: Record<string, unknown>;
  readonly calls: string[] = [];
  readonly handlers = new Map<string, ((event: string, data: unknown) => void)[]>();

  constructor(config: Record<string, unknown>) {
    this.config = { ...config };
    FakeHls.instances.push(this);
  }
  on(event: string, handler: (event: string, data: unknown) => void): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  emit(event: string, data: unknown = {}): void {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }
  attachMedia(): void {
    this.calls.push('attachMedia');
  }
  loadSource(url: string): void {
    this.calls.push(`loadSource ${url}`);
  }
  startLoad(position: number): void {
    this.calls.push(`startLoad ${position}`);
  }
  stopLoad(): void {
    this.calls.push('stopLoad');
  }
  recoverMediaError(): void {
    this.calls.push('recoverMediaError');
  }
  destroy(): void {
    this.calls.push('destroy');
  }
}

const load = (): Promise<HlsClass> => Promise.resolve(FakeHls as unknown as HlsClass);

function setup(options: { userAgent?: string; nativeHls?: boolean } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(options.userAgent ?? CHROME_ANDROID);
  const video = document.createElement('video');
  video.canPlayType = () => (options.nativeHls ? 'maybe' : '');
  video.load = () => undefined;
  const failures: MediaFailure[] = [];
  const controller = new MediaSourceController(video, (failure) => failures.push(failure), load);
  return { video, controller, failures };
}

afterEach(() => {
  FakeHls.instances = [];
  FakeHls.supported = true;
  vi.restoreAllMocks();
});

describe('engine choice', () => {
  it('uses hls.js on Blink even where it claims native HLS, the native player on Safari and iOS', () => {
    expect(isBlink(CHROME_ANDROID)).toBe(true);
    expect(isBlink(CHROME_IOS)).toBe(false);
    expect(prefersHlsJs(true, CHROME_ANDROID)).toBe(true);
    expect(
      prefersHlsJs(false, 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe(true);
    expect(prefersHlsJs(true, SAFARI_IOS)).toBe(false);
    expect(prefersHlsJs(true, CHROME_IOS)).toBe(false);
  });
});

describe('MediaSourceController', () => {
  it('preloads only up to the first fragment, then continues when it becomes the episode on screen', async () => {
    const { controller } = setup();
    await controller.attach({ url: '/m/e/2/index.m3u8', startPosition: 0, preloadOnly: true });
    const hls = FakeHls.instances[0];
    if (!hls) throw new Error('no hls instance');
    expect(controller.engine).toBe('hls');
    expect(hls.config.autoStartLoad).toBe(false);
    expect(hls.config.maxBufferLength).toBe(1);
    expect(hls.calls).toEqual(['attachMedia', 'loadSource /m/e/2/index.m3u8']);

    hls.emit(Events.MANIFEST_PARSED);
    hls.emit(Events.FRAG_BUFFERED, { frag: { type: 'audio' } });
    hls.emit(Events.FRAG_BUFFERED, { frag: { type: 'main' } });
    hls.emit(Events.FRAG_BUFFERED, { frag: { type: 'main' } });
    expect(hls.calls.slice(2)).toEqual(['startLoad 0', 'stopLoad']);

    controller.loadFully();
    expect(hls.config.maxBufferLength).toBeGreaterThan(1);
    expect(hls.calls.at(-1)).toBe('startLoad -1');
    controller.loadFully();
    expect(hls.calls.filter((call) => call.startsWith('startLoad'))).toHaveLength(2);
  });

  it('loads fully from the resume point when attached for playback', async () => {
    const { controller } = setup();
    await controller.attach({ url: '/m/e/1/index.m3u8', startPosition: 42.5, preloadOnly: false });
    const hls = FakeHls.instances[0];
    hls?.emit(Events.MANIFEST_PARSED);
    hls?.emit(Events.FRAG_BUFFERED, { frag: { type: 'main' } });
    expect(hls?.config.startPosition).toBe(42.5);
    expect(hls?.calls).toContain('startLoad 42.5');
    expect(hls?.calls).not.toContain('stopLoad');
  });

  it('reports a refused URL with its status, and recovers one media error by itself', async () => {
    const { controller, failures } = setup();
    await controller.attach({ url: '/m/e/1/index.m3u8', startPosition: 0, preloadOnly: false });
    const hls = FakeHls.instances[0];
    hls?.emit(Events.ERROR, { fatal: false, type: ErrorTypes.NETWORK_ERROR, response: { code: 403 } });
    expect(failures).toEqual([]);
    hls?.emit(Events.ERROR, { fatal: true, type: ErrorTypes.MEDIA_ERROR });
    expect(hls?.calls).toContain('recoverMediaError');
    expect(failures).toEqual([]);
    hls?.emit(Events.ERROR, { fatal: true, type: ErrorTypes.NETWORK_ERROR, response: { code: 403 } });
    expect(failures).toEqual([{ kind: 'network', status: 403 }]);
  });

  it('plays natively on Safari without downloading hls.js', async () => {
    const loader = vi.fn(load);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI_IOS);
    const video = document.createElement('video');
    video.canPlayType = () => 'maybe';
    video.load = () => undefined;
    const controller = new MediaSourceController(video, () => undefined, loader);
    await controller.attach({ url: '/m/e/1/index.m3u8', startPosition: 0, preloadOnly: true });
    expect(loader).not.toHaveBeenCalled();
    expect(controller.engine).toBe('native');
    expect(video.getAttribute('src')).toBe('/m/e/1/index.m3u8');
    controller.destroy();
    expect(video.hasAttribute('src')).toBe(false);
  });

  it('uses hls.js on Safari too when asked (a download, through the service worker)', async () => {
    const { controller } = setup({ userAgent: SAFARI_IOS, nativeHls: true });
    await controller.attach({
      url: '/media/e/k/index.m3u8',
      startPosition: 0,
      preloadOnly: false,
      preferHlsJs: true,
    });
    expect(controller.engine).toBe('hls');
    FakeHls.supported = false;
    const fallback = setup({ userAgent: SAFARI_IOS, nativeHls: true });
    await fallback.controller.attach({
      url: '/a.m3u8',
      startPosition: 0,
      preloadOnly: false,
      preferHlsJs: true,
    });
    expect(fallback.controller.engine).toBe('native');
  });

  it('falls back to native HLS where Media Source Extensions are missing, else reports it', async () => {
    FakeHls.supported = false;
    const native = setup({ nativeHls: true });
    await native.controller.attach({ url: '/a.m3u8', startPosition: 0, preloadOnly: false });
    expect(native.controller.engine).toBe('native');

    const none = setup({ nativeHls: false });
    await none.controller.attach({ url: '/a.m3u8', startPosition: 0, preloadOnly: false });
    expect(none.failures).toEqual([{ kind: 'unsupported', status: 0 }]);
  });

  it('does nothing when destroyed before hls.js arrived', async () => {
    const { controller } = setup();
    const attaching = controller.attach({ url: '/a.m3u8', startPosition: 0, preloadOnly: false });
    controller.destroy();
    await attaching;
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('destroys the hls.js instance', async () => {
    const { controller } = setup();
    await controller.attach({ url: '/a.m3u8', startPosition: 0, preloadOnly: false });
    controller.destroy();
    expect(FakeHls.instances[0]?.calls.at(-1)).toBe('destroy');
  });
});
