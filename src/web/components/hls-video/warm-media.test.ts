import { describe, expect, it } from 'vitest';
import { firstFilesOf, variantsOf } from './warm-media.ts';

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
  it('reads the variants of a master playlist with their heights', () => {
    expect(variantsOf(MASTER)).toEqual([
      { uri: '360p/index.m3u8', height: 640 },
      { uri: '540p/index.m3u8', height: 960 },
    ]);
  });

  it('finds the init segment and the fragment of the start position', () => {
    expect(firstFilesOf(MEDIA, 0)).toEqual(['init.mp4', 'seg_0000.m4s']);
    expect(firstFilesOf(MEDIA, 2.5)).toEqual(['init.mp4', 'seg_0001.m4s']);
    expect(firstFilesOf(MEDIA, 99)).toEqual(['init.mp4']);
  });
});
