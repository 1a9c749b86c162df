/**
 * While `active`: pauses the video when nobody can see it (the page is hidden, another app
 * or a locked screen, or the no-network placeholder covers it) and resumes it when it is
 * seen again, if it was playing. A paused episode cannot end, so it cannot move on to the
 * next one unseen either.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';

export function usePauseWhenHidden(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
  resume: (video: HTMLVideoElement) => void,
): void {
  const latestResume = useRef(resume);
  useEffect(() => {
    latestResume.current = resume;
  });

  useEffect(() => {
    if (!active) return;
    let resumeOnShow = false;
    const update = (): void => {
      const video = videoRef.current;
      if (!video) return;
      const unseen = document.visibilityState === 'hidden' || useOfflineScreen.getState().shown;
      if (unseen) {
        if (!video.paused) {
          resumeOnShow = true;
          video.pause();
        }
      } else if (resumeOnShow) {
        resumeOnShow = false;
        latestResume.current(video);
      }
    };
    document.addEventListener('visibilitychange', update);
    const unsubscribe = useOfflineScreen.subscribe(update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      unsubscribe();
    };
  }, [active, videoRef]);
}
