import { describe, expect, it } from 'vitest';
import { masterPlaylist } from '../pipeline/playlist.ts';
import { splitAttributes, subtitleTrack, withSubtitleTracks } from './subtitle-master.ts';
import { subtitleMediaPlaylist } from './subtitle-webvtt.ts';

const MASTER = masterPlaylist(
  [
    { name: '360p', width: 360, height: 640, bandwidth: 500_000, codecs: 'avc1.4d401e,mp4a.40.2' },
    { name: '540p', width: 540, height: 960, bandwidth: 900_000, codecs: 'avc1.4d401f,mp4a.40.2' },
  ],
  { num: 30, den: 1 },
);
const EN = subtitleTrack('en', 'subs/en.m3u8');
const TH = subtitleTrack('th', 'subs/th.m3u8');
const HANT = subtitleTrack('zh-Hant', 'subs/zh-Hant.m3u8');

describe('the master playlist with subtitle tracks', () => {
  it('lists each track before the variants and names the group on every variant', () => {
    expect(withSubtitleTracks(MASTER, [EN, TH]).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs/en.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="ไทย",LANGUAGE="th",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs/th.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=360x640,FRAME-RATE=30.000,CODECS="avc1.4d401e,mp4a.40.2",SUBTITLES="subs"',
      '360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=540x960,FRAME-RATE=30.000,CODECS="avc1.4d401f,mp4a.40.2",SUBTITLES="subs"',
      '540p/index.m3u8',
      '',
    ]);
  });

  it('names each language in its own script, tagged in BCP 47', () => {
    expect(withSubtitleTracks(MASTER, [HANT, subtitleTrack('zh-Hans', 'subs/zh-Hans.m3u8')])).toContain(
      'NAME="繁體中文",LANGUAGE="zh-Hant"',
    );
    expect(subtitleTrack('id', 'x.m3u8').name).toBe('Bahasa Indonesia');
  });

  it('is idempotent and replaces the tracks a master already has', () => {
    const once = withSubtitleTracks(MASTER, [EN, TH]);
    expect(withSubtitleTracks(once, [EN, TH])).toBe(once);
    const replaced = withSubtitleTracks(once, [HANT]);
    expect(replaced).toBe(withSubtitleTracks(MASTER, [HANT]));
    expect(replaced.match(/TYPE=SUBTITLES/g)).toHaveLength(1);
    expect(replaced.match(/SUBTITLES="subs"/g)).toHaveLength(2);
  });

  it('gives back the plain master without tracks, also from CRLF text', () => {
    expect(withSubtitleTracks(MASTER, [])).toBe(MASTER);
    expect(withSubtitleTracks(withSubtitleTracks(MASTER, [EN]).replace(/\n/g, '\r\n'), [])).toBe(MASTER);
  });

  it('keeps other media groups and tags as they are', () => {
    const withAudio = MASTER.replace(
      '#EXT-X-STREAM-INF:BANDWIDTH=500000',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Main",URI="a/index.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=500000',
    );
    const text = withSubtitleTracks(withAudio, [EN]);
    expect(text).toContain('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Main",URI="a/index.m3u8"');
    expect(withSubtitleTracks(text, [])).toBe(withAudio);
  });

  it('refuses a track it cannot write safely', () => {
    expect(() => withSubtitleTracks(MASTER, [subtitleTrack('en', 'https://evil.example/x.m3u8')])).toThrow(
      /relative/,
    );
    expect(() => withSubtitleTracks(MASTER, [subtitleTrack('en', '../x.m3u8')])).toThrow(/relative/);
    expect(() => withSubtitleTracks(MASTER, [subtitleTrack('en', 'a".m3u8')])).toThrow(/relative/);
    expect(() => withSubtitleTracks(MASTER, [EN, subtitleTrack('en', 'subs/en2.m3u8')])).toThrow(
      /two tracks/,
    );
    expect(() => withSubtitleTracks(MASTER, [{ ...EN, name: 'Eng"lish' }])).toThrow(/name/);
    expect(() => withSubtitleTracks('#EXTM3U\n#EXTINF:2,\nseg.m4s\n', [EN])).toThrow(/master/);
  });

  it('splits an attribute list at the commas outside quotes', () => {
    expect(splitAttributes('BANDWIDTH=1,CODECS="a,b",SUBTITLES="subs"')).toEqual([
      'BANDWIDTH=1',
      'CODECS="a,b"',
      'SUBTITLES="subs"',
    ]);
  });
});

describe('a track’s media playlist', () => {
  it('is one WebVTT segment covering the episode', () => {
    expect(subtitleMediaPlaylist('en.vtt', 61_250)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:62\n#EXT-X-MEDIA-SEQUENCE:0\n' +
        '#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:61.250,\nen.vtt\n#EXT-X-ENDLIST\n',
    );
  });
});
