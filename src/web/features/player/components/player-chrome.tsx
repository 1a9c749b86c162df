/**
 * The play page's chrome around the pager (player-screen.tsx): the title bar (back, unmute),
 * the offline banner, the side buttons (favourite, follow, share, episodes, speed, download,
 * subtitles), the title and episode number, and the sheets (episode grid, speed, subtitles,
 * locked episode).
 */
import type { ReactNode } from 'react';
import { LeftOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { DetailData } from '#shared/contract/catalogue.ts';
import { UnmuteButton } from '#web/components/hls-video/unmute-button.tsx';
import { OfflineBanner } from '#web/components/offline-banner.tsx';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useDocumentTitle } from '#web/lib/page-title.ts';
import type { PlayerSheet } from '../hooks/use-episode-navigation.ts';
import { subtitleName } from '../utils/subtitles.ts';
import { EpisodeGridSheet, seriesLength } from './episode-grid-sheet.tsx';
import { LockedSheet } from './locked-sheet.tsx';
import { ShareButton } from './share-button.tsx';
import { SpeedSheet } from './speed-sheet.tsx';
import { SubtitleSheet } from './subtitle-sheet.tsx';
import styles from './player-screen.module.css';

export interface FavoriteSlotProps {
  dramaId: number;
  isFavorite: boolean;
  count: number;
}

/** What the route's download button (another feature's) is given, with the side buttons' style. */
export interface DownloadSlotProps {
  dramaId: number;
  dramaTitle: string;
  current: number;
  className?: string | undefined;
  iconClassName?: string | undefined;
  /**
   * Its sheet opened or closed: while it is open the player treats it as one of its own (an
   * ended episode goes on to the next under it, the address following once it closes, since
   * changing it now would take out the sheet's history entry and close it).
   */
  onSheetChange?: ((open: boolean) => void) | undefined;
}

export function BackButton() {
  const { t } = useTranslation();
  const { back } = useAppNavigation();
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('common.back')}
      onClick={() => void back()}
      data-testid="player-back"
    >
      <LeftOutline aria-hidden="true" />
    </button>
  );
}

export interface PlayerChromeProps {
  detail: DetailData;
  total: number;
  current: number;
  /** The unmute button shows (sound was refused and the episode is not locked). */
  showUnmute: boolean;
  offline: boolean;
  rate: number;
  /** The episode's subtitle languages (no CC button without any) and the one shown, or null. */
  subtitles: readonly string[];
  subtitle: string | null;
  sheet: PlayerSheet;
  lockedOpen: boolean;
  /** The favourite button (another feature's), composed by the route. */
  renderFavorite: (props: FavoriteSlotProps) => ReactNode;
  /** The download button (another feature's), composed by the route; none without it. */
  renderDownload?: ((props: DownloadSlotProps) => ReactNode) | undefined;
  /** The follow button (issue 19, another feature's): on the side (`side`) and in the grid (`pill`). */
  renderFollow?: (props: { dramaId: number; title: string; variant: 'side' | 'pill' }) => ReactNode;
  onUnmute: () => void;
  onOpenSheet: (sheet: 'grid' | 'speed' | 'subtitles') => void;
  onCloseSheet: () => void;
  /** The route's download sheet opened or closed. */
  onDownloadSheetChange: (open: boolean) => void;
  /** An episode picked in a sheet (the grid, the locked sheet's order rule). */
  onGoTo: (n: number) => void;
  onChooseRate: (rate: number) => void;
  onChooseSubtitle: (choice: 'off' | string) => void;
  onCloseLocked: () => void;
}

export function PlayerChrome(props: PlayerChromeProps) {
  const { detail, total, current, rate, sheet, onCloseSheet, onGoTo } = props;
  const { t } = useTranslation();
  const dramaId = detail.drama.drama_id;
  // The tab and history name the series, not "Now playing" (a missing one keeps that).
  useDocumentTitle(detail.drama.title);
  return (
    <>
      <div className={styles.top}>
        <BackButton />
        {props.showUnmute && <UnmuteButton onUnmute={props.onUnmute} className={styles.unmute} />}
      </div>

      {props.offline && (
        <OfflineBanner message={t('offline.banner_playing')} className={styles.offlineBanner} />
      )}

      <div className={styles.side}>
        {props.renderFavorite({
          dramaId,
          isFavorite: detail.is_favorite === 1,
          count: detail.drama.favorite_count,
        })}
        {props.renderFollow?.({ dramaId, title: detail.drama.title, variant: 'side' })}
        <ShareButton dramaId={dramaId} title={detail.drama.title} episode={current} />
        <button
          type="button"
          className={styles.sideButton}
          onClick={() => props.onOpenSheet('grid')}
          data-testid="episode-grid-open"
          aria-haspopup="dialog"
        >
          <UnorderedListOutline aria-hidden="true" className={styles.sideIcon} />
          <span>{t('player.episodes')}</span>
        </button>
        <button
          type="button"
          className={styles.sideButton}
          onClick={() => props.onOpenSheet('speed')}
          data-testid="speed-open"
          aria-haspopup="dialog"
          aria-label={`${t('player.speed')}: ${t('player.speed_value', { value: rate })}`}
        >
          <span className={styles.speedValue} aria-hidden="true">
            {t('player.speed_value', { value: rate })}
          </span>
          <span aria-hidden="true">{t('player.speed')}</span>
        </button>
        {props.renderDownload?.({
          dramaId,
          dramaTitle: detail.drama.title,
          current,
          className: styles.sideButton,
          iconClassName: styles.sideIcon,
          onSheetChange: props.onDownloadSheetChange,
        })}
        {props.subtitles.length > 0 && (
          <button
            type="button"
            className={styles.sideButton}
            onClick={() => props.onOpenSheet('subtitles')}
            data-testid="subtitles-open"
            data-on={props.subtitle !== null}
            aria-haspopup="dialog"
            aria-label={`${t('player.subtitles')}: ${
              props.subtitle === null ? t('player.subtitles_off') : subtitleName(props.subtitle)
            }`}
          >
            <span className={styles.ccBadge} aria-hidden="true">
              CC
            </span>
            <span aria-hidden="true">{t('player.subtitles')}</span>
          </button>
        )}
      </div>

      <div className={styles.info}>
        <h1 className={styles.title} data-testid="player-title">
          {detail.drama.title}
        </h1>
        <p className={styles.episode} data-testid="player-episode">
          {t('drama.episode_label', { number: current })}
          <span className={styles.total}>
            {' '}
            / {t('drama.episodes', { count: Math.max(total, seriesLength(detail)) })}
          </span>
        </p>
      </div>

      <EpisodeGridSheet
        visible={sheet === 'grid'}
        detail={detail}
        current={current}
        follow={props.renderFollow?.({ dramaId, title: detail.drama.title, variant: 'pill' })}
        onSelect={onGoTo}
        onClose={onCloseSheet}
      />
      <SpeedSheet
        visible={sheet === 'speed'}
        rate={rate}
        onSelect={props.onChooseRate}
        onClose={onCloseSheet}
      />
      <SubtitleSheet
        visible={sheet === 'subtitles'}
        languages={props.subtitles}
        shown={props.subtitle}
        onSelect={props.onChooseSubtitle}
        onClose={onCloseSheet}
      />
      <LockedSheet
        visible={props.lockedOpen}
        detail={detail}
        number={current}
        onClose={props.onCloseLocked}
        onGoTo={onGoTo}
      />
    </>
  );
}
