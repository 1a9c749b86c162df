import { describe, expect, it } from 'vitest';
import { mediaPlaylistFiles, planMaster } from './download-plan.ts';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="ไทย",LANGUAGE="th",URI="subs/th.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=720x1280,CODECS="avc1.64001f,mp4a.40.2",SUBTITLES="subs"',
  '720p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=852456,RESOLUTION=360x640,CODECS="avc1.4d401e,mp4a.40.2",SUBTITLES="subs"',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1700000,RESOLUTION=540x960,SUBTITLES="subs"',
  '540p/index.m3u8',
  '',
].join('\n');

describe('planMaster', () => {
  it('keeps the smallest rung and the subtitle tracks, and nothing else', () => {
    const plan = planMaster(MASTER);
    expect(plan?.variant).toEqual({ uri: '360p/index.m3u8', bandwidth: 852456, width: 360, height: 640 });
    expect(plan?.subtitles).toEqual([{ language: 'th', uri: 'subs/th.m3u8' }]);
    expect(plan?.offlineMaster).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="ไทย",LANGUAGE="th",URI="subs/th.m3u8"',
        '#EXT-X-STREAM-INF:BANDWIDTH=852456,RESOLUTION=360x640,CODECS="avc1.4d401e,mp4a.40.2",SUBTITLES="subs"',
        '360p/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('refuses a master without a safe variant', () => {
    expect(planMaster('#EXTM3U\n')).toBeUndefined();
    expect(
      planMaster('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nhttps://evil.example/x.m3u8\n'),
    ).toBeUndefined();
    expect(planMaster('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n../other/index.m3u8\n')).toBeUndefined();
  });

  it('leaves out a subtitle track with an unsafe URI', () => {
    const plan = planMaster(
      '#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,LANGUAGE="en",URI="/abs/en.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8\n',
    );
    expect(plan?.subtitles).toEqual([]);
  });
});

describe('mediaPlaylistFiles', () => {
  it('lists the init segment and the segments beside the playlist', () => {
    const text =
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\nseg_0000.m4s\n#EXTINF:1.0,\nseg_0001.m4s\n#EXT-X-ENDLIST\n';
    expect(mediaPlaylistFiles('360p/index.m3u8', text)).toEqual([
      '360p/init.mp4',
      '360p/seg_0000.m4s',
      '360p/seg_0001.m4s',
    ]);
    expect(mediaPlaylistFiles('subs/en.m3u8', '#EXTM3U\n#EXTINF:6,\nen.vtt\n')).toEqual(['subs/en.vtt']);
  });

  it('refuses an empty playlist or one that points outside its folder', () => {
    expect(mediaPlaylistFiles('360p/index.m3u8', '#EXTM3U\n#EXT-X-ENDLIST\n')).toBeUndefined();
    expect(mediaPlaylistFiles('360p/index.m3u8', '#EXTM3U\n#EXTINF:2,\n../../x/seg.m4s\n')).toBeUndefined();
  });
});
