/**
 * The play page: a full-screen vertical player over black, above the app's title bar. It
 * loads the drama (POST /video/detail) and opens at the episode of the address, else where
 * the user left off, else the first; swipes page through the drama's episodes. An episode of
 * the address outside the drama is corrected quietly (the nearest one, the address replaced);
 * a drama that does not exist shows the route's `notFound` instead. Around the
 * pager: back, unmute, favourite, the episode grid, speed, title and episode number, and the
 * sheets (grid, speed, locked episode). Offline, an episode saved on this device is offered
 * (its copy plays in the offline player) and any other says it is not downloaded; the player
 * picks up again by itself once the network is back.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DetailData, EpisodePlay } from '#shared/contract/catalogue.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';
import { notify } from '#web/lib/notify.ts';
import { onPaySuccess } from '#web/lib/pay-events.ts';
import { savedCopyOf, savedEpisodesQueryOptions } from '#web/lib/saved-episodes.ts';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import { useDetail } from '../api/get-detail.ts';
import { useEpisode } from '../api/get-episode.ts';
import { refreshLocks } from '../api/unlock-episode.ts';
import { useAutoUnlock } from '../hooks/use-auto-unlock.ts';
import { useBlackThemeColor } from '../hooks/use-black-theme-color.ts';
import { useEpisodeNavigation } from '../hooks/use-episode-navigation.ts';
import { usePlayerStart } from '../hooks/use-player-start.ts';
import { useProgressFlush } from '../hooks/use-progress-flush.ts';
import { useSettle } from '../hooks/use-settle.ts';
import { isNotFound } from '../utils/api-failure.ts';
import { selectPreload, startEpisode, startPlayOf, windowOf } from '../utils/playback.ts';
import { playerPreferences, resumeStore } from '../utils/resume-store.ts';
import { chooseSubtitle, subtitlePreference } from '../utils/subtitles.ts';
import { AutoUnlockNotice } from './auto-unlock-notice.tsx';
import { comingText, seriesLength } from './episode-grid-sheet.tsx';
import { EpisodePager } from './episode-pager.tsx';
import { EpisodeSlot, type SlotRole } from './episode-slot.tsx';
import { PlayerPending } from './player-pending.tsx';
import {
  PlayerChrome,
  type DownloadSlotProps,
  type FavoriteSlotProps,
  type PlayerChromeProps,
} from './player-chrome.tsx';
import styles from './player-screen.module.css';

interface PlayerScreenProps {
  dramaId: number;
  /** `ep` of the address: any whole number (one outside the drama is corrected), else undefined. */
  initialEpisode: number | undefined;
  /** Shown instead of the player when the drama does not exist (or is no longer available). */
  notFound: ReactNode;
  /** The favourite button (another feature's), composed by the route. */
  renderFavorite: (props: FavoriteSlotProps) => ReactNode;
  /** The download button (another feature's), composed by the route. */
  renderDownload?: (props: DownloadSlotProps) => ReactNode;
  /** The follow button (issue 19), composed by the route. */
  renderFollow?: PlayerChromeProps['renderFollow'];
}

function saveDataRequested(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The drama's number of episodes, as the pager counts them. */
function totalOf(detail: DetailData): number {
  return Math.max(1, detail.episodes.length || detail.drama.episode_count);
}

export function PlayerScreen({
  dramaId,
  initialEpisode,
  notFound,
  renderFavorite,
  renderDownload,
  renderFollow,
}: PlayerScreenProps) {
  const detail = useDetail(dramaId);
  const known = initialEpisode ?? resumeStore.lastEpisode(dramaId);
  const data = detail.data;
  const start = data ? startEpisode(known, undefined, data.history, totalOf(data)) : undefined;
  const missing = !data && isNotFound(detail.error);
  // Offline before the drama has loaded: the episode asked for (else the first one saved) from
  // the device, or the page says it is not downloaded.
  const offlineEmpty = useOfflineScreen((s) => s.offline) && !data && !missing;
  const saved = useQuery({ ...savedEpisodesQueryOptions(), enabled: offlineEmpty });
  const wanted = known ?? saved.data?.find((s) => s.dramaId === dramaId)?.number;
  const offlineCopy = saved.data ? (savedCopyOf(saved.data, dramaId, wanted) ?? null) : undefined;
  useBlackThemeColor(!missing);
  // Offline, a loaded drama stays and plays what it has buffered, under the player's own
  // banner, and so does the page that says what it cannot play before the drama has loaded.
  useOfflineContent(data !== undefined || missing || offlineEmpty, missing ? 'shell' : 'page');
  usePlayerStart({ dramaId, initialEpisode, known, start });

  if (missing) return notFound;
  if (!data || start === undefined) {
    return (
      <PlayerPending
        failed={detail.isError}
        onRetry={() => void detail.refetch()}
        offline={offlineEmpty}
        offlineCopy={offlineCopy}
      />
    );
  }

  return (
    <PlayerView
      key={dramaId}
      detail={data}
      total={totalOf(data)}
      start={start}
      renderFavorite={renderFavorite}
      renderDownload={renderDownload}
      renderFollow={renderFollow}
    />
  );
}

interface PlayerViewProps {
  detail: DetailData;
  total: number;
  start: number;
  renderFavorite: (props: FavoriteSlotProps) => ReactNode;
  renderDownload?: ((props: DownloadSlotProps) => ReactNode) | undefined;
  renderFollow: PlayerChromeProps['renderFollow'];
}

function PlayerView({ detail, total, start, renderFavorite, renderDownload, renderFollow }: PlayerViewProps) {
  const queryClient = useQueryClient();
  const payVisible = usePayPopup((s) => s.visible);
  const offline = useOfflineScreen((s) => s.offline);
  const dramaId = detail.drama.drama_id;
  /** Sound is tried first; muted only after the browser refused it (then "tap to unmute"). */
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(() => playerPreferences.rate());
  const [openedAt] = useState(() => Date.now());
  const { t, i18n } = useTranslation();
  const [subtitleChoice, setSubtitleChoice] = useState(() => subtitlePreference.get());
  const subtitleOf = (play: { subtitles: readonly string[] } | null | undefined): string | null =>
    chooseSubtitle(play?.subtitles ?? [], subtitleChoice, i18n.language);

  const cells = new Map(detail.episodes.map((episode) => [episode.number, episode]));
  const lockedByGrid = (n: number): boolean => cells.get(n)?.locked === 1;
  // The last episode out ended, or was swiped past: say when the next comes, if one is scheduled.
  const onPastEnd = (): void => {
    if (seriesLength(detail) > total) notify(comingText(detail, total + 1, t, i18n.language));
  };
  const nav = useEpisodeNavigation({ dramaId, total, start, muted, lockedByGrid, onPastEnd });
  const { current, sheet } = nav;

  const episodeQuery = useEpisode(dramaId, current, !lockedByGrid(current));
  // Offline, the episodes saved on this device (read again each time the network goes).
  const saved = useQuery({ ...savedEpisodesQueryOptions(), enabled: offline });
  const result = episodeQuery.data;
  // Until the episode's own answer is in, the detail's signed start episode (decision 0046),
  // fresh when the page opened (its answer follows within a request).
  const playable: EpisodePlay | null =
    result?.status === 'playable'
      ? result.episode
      : episodeQuery.isPending
        ? startPlayOf(detail, current, openedAt)
        : null;
  const currentLocked = lockedByGrid(current) || result?.status === 'locked';
  const preload = selectPreload({
    current,
    episodes: detail.episodes,
    next: result?.status === 'playable' ? result.episode.next : undefined,
    saveData: saveDataRequested(),
  });

  const currentEpisodeId = cells.get(current)?.episode_id ?? 0;
  const autoUnlock = useAutoUnlock({
    dramaId,
    episodes: detail.episodes,
    episodeId: currentEpisodeId,
    locked: currentLocked,
  });
  const { quote, unlocking: autoUnlocking } = autoUnlock;

  // A payment completed (SPEC 4 paySuccess): new balances, maybe VIP: ask again.
  useEffect(() => onPaySuccess(() => void refreshLocks(queryClient, dramaId)), [queryClient, dramaId]);

  const lockedOpen =
    currentLocked &&
    nav.lockedDismissed !== current &&
    sheet === null &&
    !payVisible &&
    !quote.isLoading &&
    !autoUnlocking;

  useEffect(() => {
    resumeStore.setLastEpisode(dramaId, current);
  }, [dramaId, current]);

  const saver = useProgressFlush();

  const togglePlay = (): void => {
    const video = nav.videoOf(current);
    if (!video || currentLocked) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  };

  const unmute = (): void => {
    setMuted(false);
    const video = nav.videoOf(current);
    if (video) {
      video.muted = false;
      if (video.paused) video.play().catch(() => undefined);
    }
  };

  const chooseRate = (value: number): void => {
    playerPreferences.setRate(value);
    setRate(value);
    nav.closeSheet();
  };

  const chooseSubtitleLanguage = (choice: 'off' | string): void => {
    subtitlePreference.set(choice);
    setSubtitleChoice(choice);
    nav.closeSheet();
  };

  // Until the episode on screen shows its first frame, the one just left keeps its source and
  // nothing new preloads (hooks/use-settle.ts).
  const settle = useSettle(current);
  const preloading = settle.settled ? preload : null;
  const roleOf = (n: number): SlotRole => {
    if (n === current) return 'active';
    if (n === settle.left) return 'preload';
    return preloading?.number === n ? 'preload' : 'idle';
  };

  return (
    <div className={styles.screen} data-testid="player" data-episode={current} data-state="ready">
      <EpisodePager
        current={current}
        total={total}
        // The locked sheet leaves the episode above it swipeable, as the apps do: back to the
        // free one, or on to the next.
        disabled={sheet !== null || nav.overlayOpen}
        onNavigate={nav.goTo}
        onTap={togglePlay}
        onPastEnd={onPastEnd}
        label={detail.drama.title}
      >
        {windowOf(current, total).map((n) => (
          <EpisodeSlot
            key={n}
            dramaId={dramaId}
            number={n}
            role={roleOf(n)}
            play={n === current ? playable : preloading?.number === n ? preloading : null}
            locked={n === current ? currentLocked : lockedByGrid(n)}
            loadFailed={n === current && episodeQuery.isError}
            onRetryLoad={() => void episodeQuery.refetch()}
            offline={offline}
            savedCopy={n === current && offline ? savedCopyOf(saved.data, dramaId, n) : undefined}
            dramaPoster={detail.drama.poster}
            muted={muted}
            rate={rate}
            subtitle={n === current ? subtitleOf(playable) : null}
            saver={saver}
            onEnded={() => nav.autoNext(n)}
            onStarted={() => settle.started(n)}
            onMutedFallback={() => setMuted(true)}
            onOpenLocked={nav.openLocked}
            registerVideo={nav.registerVideo}
          />
        ))}
      </EpisodePager>

      <PlayerChrome
        detail={detail}
        total={total}
        current={current}
        showUnmute={muted && !currentLocked}
        offline={offline}
        rate={rate}
        subtitles={playable?.subtitles ?? []}
        subtitle={subtitleOf(playable)}
        sheet={sheet}
        lockedOpen={lockedOpen}
        renderFavorite={renderFavorite}
        renderDownload={renderDownload}
        renderFollow={renderFollow}
        onUnmute={unmute}
        onOpenSheet={nav.setSheet}
        onCloseSheet={nav.closeSheet}
        onDownloadSheetChange={nav.setOverlayOpen}
        onGoTo={(n) => nav.goTo(n, true)}
        onChooseRate={chooseRate}
        onChooseSubtitle={chooseSubtitleLanguage}
        onCloseLocked={nav.dismissLocked}
      />
      <AutoUnlockNotice notice={autoUnlock.notice} onDismiss={autoUnlock.dismissNotice} />
    </div>
  );
}
