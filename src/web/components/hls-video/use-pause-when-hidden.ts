/**
 * While `active`: pauses the video when the page is hidden (another app, a locked screen) and
 * resumes it when the page is back, if it was playing.
 */
import { useEffect, useRef, type RefObject } from 'react';

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
    const onChange = (): void => {
      const video = videoRef.current;
      if (!video) return;
      if (document.visibilityState === 'hidden') {
        resumeOnShow = !video.paused;
        if (resumeOnShow) video.pause();
      } else if (resumeOnShow) {
        resumeOnShow = false;
        latestResume.current(video);
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [active, videoRef]);
}
