/**
 * The play page's progress saver (utils/progress-saver.ts), one per page view, flushed when the
 * page goes away (another tab, app switch, close) and when leaving the player.
 */
import { useEffect, useState } from 'react';
import { saveProgress } from '../api/save-progress.ts';
import { createProgressSaver, type ProgressSaver } from '../utils/progress-saver.ts';

export function useProgressFlush(): ProgressSaver {
  const [saver] = useState(() =>
    createProgressSaver({
      send: (episodeId, positionMs, options) => saveProgress(episodeId, positionMs, options),
    }),
  );

  // Saves when the page goes away (another tab, app switch, close) and when leaving the player.
  useEffect(() => {
    const onPageHide = (): void => saver.flush({ keepalive: true });
    const onVisibility = (): void => {
      if (document.visibilityState === 'hidden') saver.flush({ keepalive: true });
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      saver.flush({ keepalive: true });
      saver.dispose();
    };
  }, [saver]);

  return saver;
}
