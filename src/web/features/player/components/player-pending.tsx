/**
 * The play page before its drama has loaded (player-screen.tsx): a spinner, the failure with a
 * retry, or, offline, what can still be watched. Offline with the episode asked for saved on
 * this device, its saved copy plays (the offline player, in this page's place in the history);
 * without one the page says the episode is not downloaded (offline-episode.tsx). Once the
 * network is back, the drama's query runs again by itself.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import type { SavedEpisode } from '#web/lib/saved-episodes.ts';
import { OfflineEpisode } from './offline-episode.tsx';
import { BackButton } from './player-chrome.tsx';
import styles from './player-screen.module.css';

interface PlayerPendingProps {
  failed: boolean;
  onRetry: () => void;
  /**
   * Offline: undefined while the saved episodes are being read, else the saved copy of the
   * episode to open (null: none).
   */
  offlineCopy?: SavedEpisode | null | undefined;
  offline: boolean;
}

export function PlayerPending({ failed, onRetry, offline, offlineCopy }: PlayerPendingProps) {
  const { t } = useTranslation();
  const { redirectTo } = useAppNavigation();
  const copyId = offline ? offlineCopy?.episodeId : undefined;

  useEffect(() => {
    if (copyId !== undefined) void redirectTo(paths.downloadPlay.path, { episode: String(copyId) });
  }, [copyId, redirectTo]);

  const state = offline ? 'offline' : failed ? 'error' : 'loading';
  return (
    <div className={styles.screen} data-testid="player" data-state={state}>
      {offline && offlineCopy === null ? (
        <OfflineEpisode saved={undefined} onRetry={onRetry} fullWidth />
      ) : (
        <div className={styles.center}>
          {failed && !offline ? (
            <>
              <p className={styles.message}>{t('player.load_failed')}</p>
              <button type="button" className={styles.retry} onClick={onRetry}>
                {t('common.retry')}
              </button>
            </>
          ) : (
            <span className={styles.spinner} role="status" aria-label={t('common.loading')} />
          )}
        </div>
      )}
      <div className={styles.top}>
        <BackButton />
      </div>
    </div>
  );
}
