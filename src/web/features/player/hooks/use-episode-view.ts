/**
 * One view of the episode on screen (episode-slot.tsx): its id for POST /video/play (reported
 * once, when it first plays), and the position it reached, saved through the progress saver
 * and kept in the resume store so the next visit starts there.
 */
import { useEffect, useRef } from 'react';
import { reportPlay } from '../api/report-play.ts';
import type { ProgressSaver } from '../utils/progress-saver.ts';
import { resumeStore } from '../utils/resume-store.ts';
import { newViewId } from '../utils/view-id.ts';
import type { PinnedSource } from './use-episode-source.ts';

export function useEpisodeView(active: boolean, pinned: PinnedSource | null, saver: ProgressSaver) {
  /** This view of the episode: its id for POST /video/play, and whether it was reported. */
  const view = useRef<{ id: string; reported: boolean } | null>(null);
  /** The element plays the pinned source (before, it may sit at 0 on its way to the resume point). */
  const liveRef = useRef(false);
  /** Last position seen while on screen, ms (the element itself is reset when detached). */
  const lastPositionRef = useRef<number | null>(null);

  // One view per stay on screen (a renewed URL for the same episode is the same view).
  const pinnedEpisode = pinned?.episodeId ?? null;
  useEffect(() => {
    if (!active || pinnedEpisode === null) return;
    view.current = { id: newViewId(), reported: false };
    lastPositionRef.current = null;
    return () => {
      view.current = null;
    };
  }, [active, pinnedEpisode]);

  const onTimeUpdate = (video: HTMLVideoElement | null): void => {
    if (!video || !active || !pinned || !liveRef.current || video.seeking) return;
    const positionMs = video.currentTime * 1000;
    lastPositionRef.current = positionMs;
    saver.report(pinned.episodeId, positionMs);
    resumeStore.setPosition(pinned.episodeId, positionMs);
  };

  const onPlaying = (): void => {
    if (!active || !pinned) return;
    liveRef.current = true;
    saver.setPlaying(true);
    const current = view.current;
    if (current && !current.reported) {
      current.reported = true;
      reportPlay(pinned.episodeId, current.id).catch(() => undefined);
    }
  };

  /** A real end (true): saved at the end. A source torn down after an error can also report "ended" at 0. */
  const onEnded = (): boolean => {
    if (!active || !pinned || !liveRef.current) return false;
    saver.report(pinned.episodeId, pinned.durationMs);
    saver.flush();
    resumeStore.setPosition(pinned.episodeId, pinned.durationMs);
    return true;
  };

  return { liveRef, lastPositionRef, onTimeUpdate, onPlaying, onEnded };
}
