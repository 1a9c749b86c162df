/**
 * Writing a subtitle track for HLS: one WebVTT file covering the whole episode and its media
 * playlist (one segment, #EXTINF = the episode's duration, VOD, ENDLIST).
 *
 * The timestamp map: our renditions are fMP4 from ffmpeg's HLS muxer (../pipeline/package.ts),
 * whose first fragment starts both tracks at decode time 0 (tfdt 0). hls.js takes that first
 * fragment's time as its `initPTS` and shifts each cue by (MPEGTS − initPTS) / 90 kHz, so
 * `MPEGTS:0,LOCAL:00:00:00.000` puts a cue's time t at the video's time t. With the map, hls.js
 * also parses the file before any video fragment has arrived (without it, it must wait for
 * initPTS); Safari reads the same map against the fMP4 media time. e2e/subtitles.spec.ts plays
 * such a stream in Chromium and sees the cue become active at its time.
 */
import { formatSubtitleTime } from './subtitle-problems.ts';
import type { SubtitleCue } from './subtitle-validate.ts';

/** 90 kHz ticks of the media time that cue time 0 stands for: 0, see above. */
export const SUBTITLE_MPEGTS = 0;

export function toWebVtt(cues: readonly SubtitleCue[]): string {
  const blocks = cues.map(
    (c) => `${formatSubtitleTime(c.startMs)} --> ${formatSubtitleTime(c.endMs)}\n${c.text}`,
  );
  const header = `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${SUBTITLE_MPEGTS},LOCAL:00:00:00.000`;
  return `${[header, ...blocks].join('\n\n')}\n`;
}

/** The media playlist of a track: one segment, `vttUri` (relative to the playlist), the whole episode. */
export function subtitleMediaPlaylist(vttUri: string, durationMs: number): string {
  const seconds = Math.max(durationMs, 1) / 1000;
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds.toFixed(3)},`,
    vttUri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
