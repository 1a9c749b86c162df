/**
 * What the player says offline when the episode on screen cannot play (its address never came,
 * or its video ran out of what it had loaded): an episode saved on this device offers its saved
 * copy (the offline player, in the play page's place); any other says it is not downloaded,
 * with the way to the saved ones and a retry. The player recovers by itself once the network
 * is back (the queries waiting for it run again), so "Try again" while still offline only
 * says so.
 */
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { notify } from '#web/lib/notify.ts';
import type { SavedEpisode } from '#web/lib/saved-episodes.ts';
import styles from './offline-episode.module.css';

interface OfflineEpisodeProps {
  /** The saved copy of the episode, if this device has one. */
  saved: SavedEpisode | undefined;
  /** Asks again for what the episode needs (once the browser says the network is back). */
  onRetry: () => void;
  /** No side buttons beside it (the page before the drama has loaded): the full width. */
  fullWidth?: boolean;
}

export function OfflineEpisode({ saved, onRetry, fullWidth = false }: OfflineEpisodeProps) {
  const { t } = useTranslation();
  const { navigateTo, redirectTo } = useAppNavigation();
  const retry = (): void => {
    if (!navigator.onLine) notify(t('offline.still_offline'));
    else onRetry();
  };
  const openDownloads = (): void => void navigateTo(paths.downloads.path);

  return (
    <div
      className={fullWidth ? `${styles.panel} ${styles.full}` : styles.panel}
      role="alert"
      data-testid="player-offline"
      data-saved={saved !== undefined}
    >
      <p className={styles.message}>{t(saved ? 'player.offline_saved' : 'player.offline_not_saved')}</p>
      {saved ? (
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => void redirectTo(paths.downloadPlay.path, { episode: String(saved.episodeId) })}
          data-no-swipe=""
          data-testid="player-offline-play-saved"
        >
          {t('player.play_saved')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={openDownloads}
            data-no-swipe=""
            data-testid="player-offline-downloads"
          >
            {t('offline.my_downloads')}
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={retry}
            data-no-swipe=""
            data-testid="player-offline-retry"
          >
            {t('offline.try_again')}
          </button>
        </>
      )}
    </div>
  );
}
