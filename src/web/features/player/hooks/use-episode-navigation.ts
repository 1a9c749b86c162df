/**
 * Which episode the play page shows and which sheet is open (player-screen.tsx): swipes and
 * the grid go to an episode (the address follows), an ended episode goes on to the next, and
 * the locked sheet stays closed for the episode it was closed on. A sheet of another feature
 * over the player (the download chooser) counts as an open sheet too (`setOverlayOpen`).
 */
import { useCallback, useRef, useState } from 'react';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';

export type PlayerSheet = 'grid' | 'speed' | 'subtitles' | null;

export interface EpisodeNavigationInput {
  dramaId: number;
  total: number;
  start: number;
  muted: boolean;
  lockedByGrid: (n: number) => boolean;
  /** The last episode out ended with no sheet open (the player says when more come). */
  onPastEnd?: () => void;
}

export function useEpisodeNavigation({
  dramaId,
  total,
  start,
  muted,
  lockedByGrid,
  onPastEnd,
}: EpisodeNavigationInput) {
  const { redirectTo } = useAppNavigation();
  const [current, setCurrent] = useState(start);
  const [sheet, setSheet] = useState<PlayerSheet>(null);
  /** A sheet the route composed in (the download chooser) is open. */
  const [overlayOpen, setOverlay] = useState(false);
  /** The locked sheet opens on a locked episode until closed for it. */
  const [lockedDismissed, setLockedDismissed] = useState<number | null>(null);
  const videos = useRef(new Map<number, HTMLVideoElement>());

  const registerVideo = useCallback((n: number, video: HTMLVideoElement | null) => {
    if (video) videos.current.set(n, video);
    else videos.current.delete(n);
  }, []);

  /** An auto-next under an open sheet left the address at the episode before (see autoNext). */
  const addressBehind = useRef(false);

  const show = (target: number): void => {
    setCurrent(target);
    setLockedDismissed(null);
  };

  const goTo = (target: number, fromGesture: boolean): void => {
    if (target < 1 || target > total || target === current) return;
    // Started inside the gesture, a preloaded episode may play with sound where a later call could not.
    const video = videos.current.get(target);
    if (fromGesture && video && video.readyState >= 2 && !lockedByGrid(target)) {
      video.muted = muted;
      video.play().catch(() => undefined);
    }
    show(target);
    setSheet(null);
    addressBehind.current = false;
    void redirectTo(paths.videoPlay.path, { drama_id: dramaId, ep: target });
  };

  /**
   * An episode ended: the next one starts. An open sheet (the grid, the speed) stays open over
   * it, with what the viewer was doing in it: they opened it to pick something while the drama
   * went on behind it, and it goes on the same way (the grid marks the new episode; a speed
   * chosen now applies to it). Pausing at the end instead would stop the story for a glance
   * at the list. The address follows when the sheet closes: changing it now would take out
   * the sheet's history entry (lib/sheet-history.ts), and that closes the sheet.
   */
  const autoNext = (ended: number): void => {
    const target = ended + 1;
    if (sheet === null && !overlayOpen) {
      if (target > total && ended === current) onPastEnd?.();
      else goTo(target, false);
      return;
    }
    if (target > total || target === current) return;
    show(target);
    addressBehind.current = true;
  };

  const catchUpAddress = (): void => {
    if (!addressBehind.current) return;
    addressBehind.current = false;
    void redirectTo(paths.videoPlay.path, { drama_id: dramaId, ep: current });
  };

  const closeSheet = (): void => {
    setSheet(null);
    if (!overlayOpen) catchUpAddress();
  };

  /** The route's sheet opened or closed; closed, the address follows as for the player's own. */
  const setOverlayOpen = (open: boolean): void => {
    setOverlay(open);
    if (!open && sheet === null) catchUpAddress();
  };

  /** The episode's element, if it is in the window. */
  const videoOf = (n: number): HTMLVideoElement | undefined => videos.current.get(n);

  return {
    current,
    sheet,
    setSheet,
    overlayOpen,
    setOverlayOpen,
    lockedDismissed,
    dismissLocked: () => setLockedDismissed(current),
    openLocked: () => setLockedDismissed(null),
    registerVideo,
    videoOf,
    goTo,
    autoNext,
    closeSheet,
  };
}
