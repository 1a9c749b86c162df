/**
 * Playing the episode on screen (episode-slot.tsx): start when the slot becomes the active one
 * (or its source is renewed), with sound if the browser allows it; pause and save the position
 * when it stops being active; the chosen speed; pause while nobody can see the page.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { playWithFallback } from '#web/components/hls-video/play-with-fallback.ts';
import { usePauseWhenHidden } from '#web/components/hls-video/use-pause-when-hidden.ts';
import type { ProgressSaver } from '../utils/progress-saver.ts';
import type { PinnedSource } from './use-episode-source.ts';

/** The slot's latest props the effects read without restarting. */
export interface LatestSlotProps {
  rate: number;
  saver: ProgressSaver;
  onMutedFallback: () => void;
}

export interface EpisodePlaybackInput {
  videoRef: RefObject<HTMLVideoElement | null>;
  latest: RefObject<LatestSlotProps>;
  active: boolean;
  pinned: PinnedSource | null;
  rate: number;
  /** From useEpisodeView: the element plays the pinned source; the last position seen. */
  liveRef: RefObject<boolean>;
  lastPositionRef: RefObject<number | null>;
}

export function useEpisodePlayback(input: EpisodePlaybackInput) {
  const { videoRef, latest, active, pinned, rate, liveRef, lastPositionRef } = input;
  const [buffering, setBuffering] = useState(true);
  const [paused, setPaused] = useState(false);

  const startPlayback = useCallback(
    (video: HTMLVideoElement) => {
      void playWithFallback(video, () => latest.current.onMutedFallback()).then((outcome) => {
        if (outcome === 'blocked') setPaused(true);
      });
    },
    [latest],
  );

  // Becoming the episode on screen (or a renewed source): play; leaving it: pause and save.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active || !pinned) return;
    liveRef.current = false;
    video.playbackRate = latest.current.rate;
    // hls.js sets the element's source only once its code has loaded, and setting a source
    // aborts a pending play(): start now if the source is there, else once it has metadata.
    let leaving = false;
    const attempt = (): void => {
      if (!leaving && video.paused) startPlayback(video);
    };
    if (!video.paused && video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) {
      // Started inside the swipe gesture, before this page became the active one: its
      // "playing" event went by while the handler still ignored it.
      video.dispatchEvent(new Event('playing'));
    } else if (video.readyState >= HTMLMediaElement.HAVE_METADATA || video.hasAttribute('src')) {
      attempt();
    }
    video.addEventListener('loadedmetadata', attempt);
    return () => {
      leaving = true;
      video.removeEventListener('loadedmetadata', attempt);
      video.pause();
      // The saver and the position as they are when the episode is left, on purpose.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const { saver: progress } = latest.current;
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const leftAt = lastPositionRef.current;
      if (leftAt !== null) progress.report(pinned.episodeId, leftAt);
      progress.setPlaying(false);
    };
  }, [videoRef, latest, liveRef, lastPositionRef, active, pinned, startPlayback]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [videoRef, rate, pinned]);

  usePauseWhenHidden(videoRef, active && pinned !== null, startPlayback);

  return { buffering, setBuffering, paused, setPaused };
}
