/**
 * The cue on screen of an episode's subtitle track (issue 19). The track's WebVTT is fetched
 * from beside the master playlist and handed to the <video> as a hidden <track> (a blob URL,
 * so a CDN needs no CORS for it), whose cues the browser times against the video, with
 * hls.js (MSE) and with native HLS alike; the page draws the active cue itself, above the
 * progress bar and the safe area, instead of the browser's own caption box. Text tracks the
 * browser found in the stream itself (Safari's native HLS) are kept off so nothing shows twice.
 */
import { useEffect, useState, type RefObject } from 'react';
import { cuePlainText, subtitleUrl } from '../utils/subtitles.ts';

function activeText(track: TextTrack): string {
  const cues = track.activeCues ? [...track.activeCues] : [];
  return cues
    .map((cue) => cuePlainText((cue as VTTCue).text ?? ''))
    .filter((text) => text !== '')
    .join('\n');
}

export function useSubtitleCue(
  videoRef: RefObject<HTMLVideoElement | null>,
  masterUrl: string | null,
  language: string | null,
): string {
  const [text, setText] = useState('');

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !masterUrl || !language) return;
    const abort = new AbortController();
    let element: HTMLTrackElement | null = null;
    let blobUrl = '';
    const show = (): void => {
      if (element) setText(activeText(element.track));
    };
    const keepOthersOff = (): void => {
      for (const track of video.textTracks) if (track !== element?.track) track.mode = 'disabled';
    };
    video.textTracks.addEventListener('addtrack', keepOthersOff);

    fetch(subtitleUrl(masterUrl, language), { signal: abort.signal })
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
      )
      .then((vtt) => {
        if (abort.signal.aborted) return;
        blobUrl = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
        element = document.createElement('track');
        element.kind = 'subtitles';
        element.srclang = language;
        element.src = blobUrl;
        video.append(element);
        element.track.mode = 'hidden';
        element.track.addEventListener('cuechange', show);
        keepOthersOff();
      })
      // No track (gone, offline): the episode plays without subtitles.
      .catch(() => undefined);

    return () => {
      abort.abort();
      video.textTracks.removeEventListener('addtrack', keepOthersOff);
      if (element) {
        element.track.removeEventListener('cuechange', show);
        element.track.mode = 'disabled';
        element.remove();
      }
      if (blobUrl) URL.revokeObjectURL(blobUrl);
      setText('');
    };
  }, [videoRef, masterUrl, language]);

  return text;
}
