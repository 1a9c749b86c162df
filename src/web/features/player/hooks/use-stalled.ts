/**
 * Whether the video on screen has stopped moving (episode-slot.tsx): offline, a playhead that
 * stands still while the video is meant to play means it ran out of what it had loaded, whether
 * the browser said so ("waiting") or not (a frozen frame, as seen with a preloaded episode). A
 * short halt is the normal start of playback (even from the phone's own copy), so nothing is
 * said until it has lasted STALL_GRACE_MS. A paused or ended video is not stalled; not watched
 * (`watching` false: online, not the episode on screen), nothing is.
 */
import { useEffect, useState, type RefObject } from 'react';

export const STALL_GRACE_MS = 2500;
/** How often the playhead is looked at. */
export const STALL_CHECK_MS = 500;

export function useStalled(videoRef: RefObject<HTMLVideoElement | null>, watching: boolean): boolean {
  const [stalled, setStalled] = useState(false);

  useEffect(() => {
    if (!watching) return;
    let position = -1;
    let stillFor = 0;
    const check = (): void => {
      const video = videoRef.current;
      const moving = !video || video.paused || video.ended || video.currentTime !== position;
      position = video?.currentTime ?? -1;
      stillFor = moving ? 0 : stillFor + STALL_CHECK_MS;
      setStalled(stillFor >= STALL_GRACE_MS);
    };
    const timer = window.setInterval(check, STALL_CHECK_MS);
    return () => {
      window.clearInterval(timer);
      setStalled(false);
    };
  }, [videoRef, watching]);

  return watching && stalled;
}
