// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartFiles } from '#shared/contract/catalogue.ts';
import { warmMedia } from './warm-media.ts';

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=335488,RESOLUTION=360x640,CODECS="avc1.42c01e,mp4a.40.2"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=436892,RESOLUTION=540x960,CODECS="avc1.42c01f,mp4a.40.2"
540p/index.m3u8
`;

const MEDIA = `#EXTM3U
#EXT-X-TARGETDURATION:2
#EXT-X-MAP:URI="init.mp4"
#EXTINF:2.000000,
seg_0000.m4s
#EXTINF:2.000000,
seg_0001.m4s
#EXTINF:1.500000,
seg_0002.m4s
#EXT-X-ENDLIST
`;

describe('warm-media', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a press fetches the playlists and init segment, on the tap the fragment too, each once', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url.replace(window.location.origin, ''));
      const body = url.endsWith('/index.m3u8') ? (url.includes('540p') ? MEDIA : MASTER) : 'bytes';
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    await warmMedia('/media/t/e/k1/index.m3u8', 0, 'playlists');
    expect(asked).toEqual([
      '/media/t/e/k1/index.m3u8',
      '/media/t/e/k1/540p/index.m3u8',
      '/media/t/e/k1/540p/init.mp4',
    ]);
    await warmMedia('/media/t/e/k1/index.m3u8', 3, 'all');
    await warmMedia('/media/t/e/k1/index.m3u8', 3, 'all');
    expect(asked.slice(3)).toEqual(['/media/t/e/k1/540p/seg_0001.m4s']);
  });

  it('fetches the files the answer names all at once, without reading the playlists', async () => {
    const asked: string[] = [];
    // Nothing answers until every file was asked for: the fetches do not wait for each other.
    let answer = (): void => undefined;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url.replace(window.location.origin, ''));
      await gate;
      return new Response('bytes', { status: 200 });
    });
    const named: StartFiles = {
      playlist: '540p/index.m3u8',
      init: '540p/init.mp4',
      fragment: '540p/seg_0001.m4s',
      fragment_from_ms: 2000,
      fragment_to_ms: 4000,
    };
    const pressed = warmMedia('/media/t/e/k4/index.m3u8', 2.5, 'playlists', named);
    const tapped = warmMedia('/media/t/e/k4/index.m3u8', 2.5, 'all', named);
    expect(asked).toEqual([
      '/media/t/e/k4/index.m3u8',
      '/media/t/e/k4/540p/index.m3u8',
      '/media/t/e/k4/540p/init.mp4',
      '/media/t/e/k4/540p/seg_0001.m4s',
    ]);
    answer();
    await Promise.all([pressed, tapped]);

    // Resumed elsewhere than the named fragment: that one is read from the playlist instead.
    asked.length = 0;
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url.replace(window.location.origin, ''));
      const body = url.endsWith('/index.m3u8') ? (url.includes('540p') ? MEDIA : MASTER) : 'bytes';
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    await warmMedia('/media/t/e/k5/index.m3u8', 4.5, 'all', named);
    expect(asked.filter((url) => url.endsWith('.m4s'))).toEqual(['/media/t/e/k5/540p/seg_0002.m4s']);
    expect(asked).toContain('/media/t/e/k5/540p/init.mp4');
  });

  it('gives up quietly when a file breaks off mid-body', async () => {
    vi.stubGlobal('fetch', (url: string) => {
      if (url.endsWith('/index.m3u8')) {
        return Promise.resolve(new Response(url.includes('540p') ? MEDIA : MASTER, { status: 200 }));
      }
      const broken = new ReadableStream({ pull: (controller) => controller.error(new Error('reset')) });
      return Promise.resolve(new Response(broken, { status: 200 }));
    });
    await expect(warmMedia('/media/t/e/k3/index.m3u8', 0)).resolves.toBeUndefined();
  });

  it('gives up quietly when the master is refused', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response('', { status: 403 }));
    });
    await expect(warmMedia('/media/t/e/k2/index.m3u8', 0)).resolves.toBeUndefined();
    expect(asked).toHaveLength(1);
  });
});
