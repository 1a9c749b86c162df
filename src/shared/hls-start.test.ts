import { describe, expect, it } from 'vitest';
import {
  fragmentAt,
  parseMediaPlaylist,
  resolveBeside,
  startLevelOf,
  startVariantOf,
  variantsOf,
} from './hls-start.ts';

describe('startLevelOf', () => {
  it('starts on the 540p rung of the ladder', () => {
    expect(startLevelOf([{ height: 640 }, { height: 960 }, { height: 1280 }])).toBe(1);
    expect(startLevelOf([{ height: 640 }, { height: 960 }])).toBe(1);
  });

  it('takes the tallest one below 540p, else the lowest', () => {
    expect(startLevelOf([{ height: 640 }])).toBe(0);
    expect(startLevelOf([{ height: 1280 }, { height: 1920 }])).toBe(0);
    expect(startLevelOf([{ height: 480 }, { height: 1280 }, { height: 720 }])).toBe(2);
  });

  it('leaves the choice to hls.js when the renditions are unknown', () => {
    expect(startLevelOf(undefined)).toBe(-1);
    expect(startLevelOf([])).toBe(-1);
    expect(startLevelOf([{}, {}])).toBe(0);
  });
});

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=335488,RESOLUTION=360x640,CODECS="avc1.42c01e,mp4a.40.2"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=436892,RESOLUTION=540x960,CODECS="avc1.42c01f,mp4a.40.2"\r
540p/index.m3u8\r
`;

describe('playlists', () => {
  it('reads the variants of a master playlist with their heights', () => {
    expect(variantsOf(MASTER)).toEqual([
      { uri: '360p/index.m3u8', height: 640 },
      { uri: '540p/index.m3u8', height: 960 },
    ]);
    expect(variantsOf('#EXTM3U\n')).toEqual([]);
  });

  it('starts on the 540p variant of a master, none of an empty one', () => {
    expect(startVariantOf(MASTER)).toEqual({ uri: '540p/index.m3u8', height: 960 });
    expect(startVariantOf('#EXTM3U\n')).toBeUndefined();
  });

  it('reads a media playlist: its init segment and its segments with their durations', () => {
    const text =
      '#EXTM3U\n#EXT-X-MAP:URI="init_0.mp4"\n#EXTINF:2.000,\nseg_0000.m4s\n#EXTINF:1.5,\nseg_0001.m4s\n';
    expect(parseMediaPlaylist(text)).toEqual({
      map: 'init_0.mp4',
      segments: [
        { uri: 'seg_0000.m4s', duration: 2 },
        { uri: 'seg_0001.m4s', duration: 1.5 },
      ],
    });
  });

  it('finds the fragment holding a position, with its span', () => {
    const playlist = parseMediaPlaylist('#EXTINF:2,\na.m4s\n#EXTINF:2,\nb.m4s\n#EXTINF:1.5,\nc.m4s\n');
    expect(fragmentAt(playlist, 0)).toEqual({ uri: 'a.m4s', from: 0, to: 2 });
    expect(fragmentAt(playlist, 2)).toEqual({ uri: 'b.m4s', from: 2, to: 4 });
    expect(fragmentAt(playlist, 5.4)).toEqual({ uri: 'c.m4s', from: 4, to: 5.5 });
    expect(fragmentAt(playlist, 5.5)).toBeUndefined();
  });

  it('resolves a file beside its playlist', () => {
    expect(resolveBeside('540p/index.m3u8', 'init.mp4')).toBe('540p/init.mp4');
    expect(resolveBeside('index.m3u8', 'seg_0000.m4s')).toBe('seg_0000.m4s');
  });
});
