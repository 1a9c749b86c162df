import { describe, expect, it } from 'vitest';
import { avcCodecString, masterPlaylist } from './playlist.ts';

describe('the master playlist', () => {
  it('gives each rendition BANDWIDTH, RESOLUTION, FRAME-RATE and CODECS', () => {
    const text = masterPlaylist(
      [
        {
          name: '360p',
          width: 360,
          height: 640,
          bandwidth: 500_000,
          averageBandwidth: 400_000,
          codecs: 'avc1.4d401e,mp4a.40.2',
        },
        { name: '540p', width: 540, height: 960, bandwidth: 900_000, codecs: 'avc1.4d401f,mp4a.40.2' },
      ],
      { num: 30000, den: 1001 },
    );
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=500000,AVERAGE-BANDWIDTH=400000,RESOLUTION=360x640,FRAME-RATE=29.970,CODECS="avc1.4d401e,mp4a.40.2"',
        '360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=540x960,FRAME-RATE=29.970,CODECS="avc1.4d401f,mp4a.40.2"',
        '540p/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('reads the H.264 profile, constraints and level from an init segment’s avcC box', () => {
    // ... 'avcC' then configurationVersion 1, profile 0x4d (Main), constraints 0x40, level 0x1f (3.1).
    const init = Buffer.concat([Buffer.from('....moov....avcC'), Buffer.from([1, 0x4d, 0x40, 0x1f, 0xff])]);
    expect(avcCodecString(init)).toBe('avc1.4d401f');
    expect(avcCodecString(Buffer.from('no such box'))).toBeUndefined();
  });
});
