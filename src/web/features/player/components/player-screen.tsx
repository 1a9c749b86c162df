/**
 * The play page: a full-screen vertical player over black, above the app's title bar. It
 * loads the drama (POST /video/detail) and opens at the episode of the address, else where
 * the user left off, else the first; swipes page through the drama's episodes. An episode of
 * the address outside the drama is corrected quietly (the nearest one, the address replaced);
 * a drama that does not exist shows the route's `notFound` instead. Around the
 * pager: back, unmute, favourite, the episode grid, speed, title and episode number, and the
 * sheets (grid, speed, locked episode).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LeftOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DetailData } from '#shared/contract/catalogue.ts';
import { canPlayNativeHls, loadHls, prefersHlsJs } from '#web/components/hls-video/media-source.ts';
import { UnmuteButton } from '#web/components/hls-video/unmute-button.tsx';
import { OfflineBanner } from '#web/components/offline-banner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';
import { onPaySuccess } from '#web/lib/pay-events.ts';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { useDetail } from '../api/get-detail.ts';
import { prefetchEpisode, useEpisode } from '../api/get-episode.ts';
import { saveProgress } from '../api/save-progress.ts';
import { refreshLocks } from '../api/unlock-episode.ts';
import { useAutoUnlock } from '../hooks/use-auto-unlock.ts';
import { isNotFound } from '../utils/api-failure.ts';
import { selectPreload, startEpisode, windowOf } from '../utils/playback.ts';
import { createProgressSaver } from '../utils/progress-saver.ts';
import { playerPreferences, resumeStore } from '../utils/resume-store.ts';
import { EpisodeGridSheet } from './episode-grid-sheet.tsx';
import { EpisodePager } from './episode-pager.tsx';
import { EpisodeSlot, type SlotRole } from './episode-slot.tsx';
import { LockedSheet } from './locked-sheet.tsx';
import { SpeedSheet } from './speed-sheet.tsx';
import styles from './player-screen.module.css';

export interface FavoriteSlotProps {
  dramaId: number;
  isFavorite: boolean;
  count: number;
}

interface PlayerScreenProps {
  dramaId: number;
  /** `ep` of the address: any whole number (one outside the drama is corrected), else undefined. */
  initialEpisode: number | undefined;
  /** Shown instead of the player when the drama does not exist (or is no longer available). */
  notFound: ReactNode;
  /** The favourite button (another feature's), composed by the route. */
  renderFavorite: (props: FavoriteSlotProps) => ReactNode;
}

function saveDataRequested(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The browser bar matches the black page while it is open. */
function useBlackThemeColor(enabled: boolean): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!enabled || !meta) return;
    const previous = meta.content;
    meta.content = '#000000';
    return () => {
      meta.content = previous;
    };
  }, [enabled]);
}

function BackButton() {
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

/** The drama's number of episodes, as the pager counts them. */
function totalOf(detail: DetailData): number {
  return Math.max(1, detail.episodes.length || detail.drama.episode_count);
}

export function PlayerScreen({ dramaId, initialEpisode, notFound, renderFavorite }: PlayerScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { redirectTo } = useAppNavigation();
  const token = useSession((s) => s.token);
  const detail = useDetail(dramaId);
  const known = initialEpisode ?? resumeStore.lastEpisode(dramaId);
  const data = detail.data;
  const start = data ? startEpisode(known, undefined, data.history, totalOf(data)) : undefined;
  const missing = !data && isNotFound(detail.error);
  useBlackThemeColor(!missing);
  // Offline, a loaded drama stays and plays what it has buffered, under the player's own
  // banner; before its detail has loaded there is nothing to show (the shell's placeholder).
  useOfflineContent(data !== undefined || missing, missing ? 'shell' : 'page');

  // While the drama loads: the episode (when the address names it) and hls.js, in parallel.
  // Once only: later episodes wait for the drama's lock states (a prefetched 'locked' answer
  // racing an auto-unlock would otherwise keep the sheet up over a playable episode).
  const prefetched = useRef(false);
  useEffect(() => {
    if (prefetched.current || known === undefined || token === '') return;
    prefetched.current = true;
    prefetchEpisode(queryClient, dramaId, known, token);
  }, [queryClient, dramaId, known, token]);
  // An episode of the address outside 1..count: the address names the one shown instead.
  useEffect(() => {
    if (start === undefined || initialEpisode === undefined || initialEpisode === start) return;
    void redirectTo(paths.videoPlay.path, { drama_id: dramaId, ep: start });
  }, [redirectTo, dramaId, initialEpisode, start]);
  useEffect(() => {
    const probe = document.createElement('video');
    if (prefersHlsJs(canPlayNativeHls(probe), navigator.userAgent)) loadHls().catch(() => undefined);
  }, []);

  if (missing) return notFound;
  if (!data || start === undefined) {
    return (
      <div className={styles.screen} data-testid="player" data-state={detail.isError ? 'error' : 'loading'}>
        <div className={styles.top}>
          <BackButton />
        </div>
        <div className={styles.center}>
          {detail.isError ? (
            <>
              <p className={styles.message}>{t('player.load_failed')}</p>
              <button type="button" className={styles.retry} onClick={() => void detail.refetch()}>
                {t('common.retry')}
              </button>
            </>
          ) : (
            <span className={styles.spinner} role="status" aria-label={t('common.loading')} />
          )}
        </div>
      </div>
    );
  }

  return (
    <PlayerView
      key={dramaId}
      detail={data}
      total={totalOf(data)}
      start={start}
      renderFavorite={renderFavorite}
    />
  );
}

interface PlayerViewProps {
  detail: DetailData;
  total: number;
  start: number;
  renderFavorite: (props: FavoriteSlotProps) => ReactNode;
}

function PlayerView({ detail, total, start, renderFavorite }: PlayerViewProps) {
  const { t } = useTranslation();
  const { redirectTo } = useAppNavigation();
  const queryClient = useQueryClient();
  const payVisible = usePayPopup((s) => s.visible);
  const offline = useOfflineScreen((s) => s.offline);
  const dramaId = detail.drama.drama_id;
  const [current, setCurrent] = useState(start);
  const [sheet, setSheet] = useState<'grid' | 'speed' | null>(null);
  /** The locked sheet opens on a locked episode until closed for it. */
  const [lockedDismissed, setLockedDismissed] = useState<number | null>(null);
  /** Sound is tried first; muted only after the browser refused it (then "tap to unmute"). */
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(() => playerPreferences.rate());
  const [saver] = useState(() =>
    createProgressSaver({
      send: (episodeId, positionMs, options) => saveProgress(episodeId, positionMs, options),
    }),
  );
  const videos = useRef(new Map<number, HTMLVideoElement>());

  const cells = new Map(detail.episodes.map((episode) => [episode.number, episode]));
  const lockedByGrid = (n: number): boolean => cells.get(n)?.locked === 1;

  const episodeQuery = useEpisode(dramaId, current, !lockedByGrid(current));
  const result = episodeQuery.data;
  const playable = result?.status === 'playable' ? result.episode : null;
  const currentLocked = lockedByGrid(current) || result?.status === 'locked';
  const preload = selectPreload({
    current,
    episodes: detail.episodes,
    next: playable?.next,
    saveData: saveDataRequested(),
  });

  const currentEpisodeId = cells.get(current)?.episode_id ?? 0;
  const { quote, unlocking: autoUnlocking } = useAutoUnlock({
    dramaId,
    episodes: detail.episodes,
    episodeId: currentEpisodeId,
    locked: currentLocked,
  });

  // A payment completed (SPEC 4 paySuccess): new balances, maybe VIP: ask again.
  useEffect(() => onPaySuccess(() => void refreshLocks(queryClient, dramaId)), [queryClient, dramaId]);

  const lockedOpen =
    currentLocked &&
    lockedDismissed !== current &&
    sheet === null &&
    !payVisible &&
    !quote.isLoading &&
    !autoUnlocking;

  useEffect(() => {
    resumeStore.setLastEpisode(dramaId, current);
  }, [dramaId, current]);

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
    if (sheet === null) {
      goTo(target, false);
      return;
    }
    if (target > total || target === current) return;
    show(target);
    addressBehind.current = true;
  };

  const closeSheet = (): void => {
    setSheet(null);
    if (!addressBehind.current) return;
    addressBehind.current = false;
    void redirectTo(paths.videoPlay.path, { drama_id: dramaId, ep: current });
  };

  const togglePlay = (): void => {
    const video = videos.current.get(current);
    if (!video || currentLocked) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  };

  const unmute = (): void => {
    setMuted(false);
    const video = videos.current.get(current);
    if (video) {
      video.muted = false;
      if (video.paused) video.play().catch(() => undefined);
    }
  };

  const chooseRate = (value: number): void => {
    playerPreferences.setRate(value);
    setRate(value);
    closeSheet();
  };

  const roleOf = (n: number): SlotRole => {
    if (n === current) return 'active';
    return preload?.number === n ? 'preload' : 'idle';
  };

  return (
    <div className={styles.screen} data-testid="player" data-episode={current} data-state="ready">
      <EpisodePager
        current={current}
        total={total}
        // The locked sheet leaves the episode above it swipeable, as the apps do: back to the
        // free one, or on to the next.
        disabled={sheet !== null}
        onNavigate={goTo}
        onTap={togglePlay}
        label={detail.drama.title}
      >
        {windowOf(current, total).map((n) => (
          <EpisodeSlot
            key={n}
            dramaId={dramaId}
            number={n}
            role={roleOf(n)}
            play={n === current ? playable : preload?.number === n ? preload : null}
            locked={n === current ? currentLocked : lockedByGrid(n)}
            loadFailed={n === current && episodeQuery.isError}
            onRetryLoad={() => void episodeQuery.refetch()}
            dramaPoster={detail.drama.poster}
            muted={muted}
            rate={rate}
            saver={saver}
            onEnded={() => autoNext(n)}
            onMutedFallback={() => setMuted(true)}
            onOpenLocked={() => setLockedDismissed(null)}
            registerVideo={registerVideo}
          />
        ))}
      </EpisodePager>

      <div className={styles.top}>
        <BackButton />
        {muted && !currentLocked && <UnmuteButton onUnmute={unmute} className={styles.unmute} />}
      </div>

      {offline && <OfflineBanner message={t('offline.banner_playing')} className={styles.offlineBanner} />}

      <div className={styles.side}>
        {renderFavorite({
          dramaId,
          isFavorite: detail.is_favorite === 1,
          count: detail.drama.favorite_count,
        })}
        <button
          type="button"
          className={styles.sideButton}
          onClick={() => setSheet('grid')}
          data-testid="episode-grid-open"
          aria-haspopup="dialog"
        >
          <UnorderedListOutline aria-hidden="true" className={styles.sideIcon} />
          <span>{t('player.episodes')}</span>
        </button>
        <button
          type="button"
          className={styles.sideButton}
          onClick={() => setSheet('speed')}
          data-testid="speed-open"
          aria-haspopup="dialog"
          aria-label={`${t('player.speed')}: ${t('player.speed_value', { value: rate })}`}
        >
          <span className={styles.speedValue} aria-hidden="true">
            {t('player.speed_value', { value: rate })}
          </span>
          <span aria-hidden="true">{t('player.speed')}</span>
        </button>
      </div>

      <div className={styles.info}>
        <h1 className={styles.title} data-testid="player-title">
          {detail.drama.title}
        </h1>
        <p className={styles.episode} data-testid="player-episode">
          {t('drama.episode_label', { number: current })}
          <span className={styles.total}> / {t('drama.episodes', { count: total })}</span>
        </p>
      </div>

      <EpisodeGridSheet
        visible={sheet === 'grid'}
        detail={detail}
        current={current}
        onSelect={(n) => goTo(n, true)}
        onClose={closeSheet}
      />
      <SpeedSheet visible={sheet === 'speed'} rate={rate} onSelect={chooseRate} onClose={closeSheet} />
      <LockedSheet
        visible={lockedOpen}
        detail={detail}
        number={current}
        onClose={() => setLockedDismissed(current)}
        onGoTo={(n) => goTo(n, true)}
      />
    </div>
  );
}
