/**
 * One page of the vertical pager: one episode's <video>. Its role decides what it does:
 * `active` plays (and saves progress, reports the view, pauses while the page is hidden),
 * `preload` holds the first segment ready for a swipe (or the episode just left, until the
 * new one has started: hooks/use-settle.ts), `idle` holds nothing. A locked
 * episode shows the poster with a lock instead. The element is kept when the role changes,
 * so a preloaded episode starts from its buffer the moment it becomes the active one.
 * Offline, an episode on screen that cannot play says why instead of a spinner
 * (offline-episode.tsx).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LockFill, PlayOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { EpisodePlay } from '#shared/contract/catalogue.ts';
import type { SavedEpisode } from '#web/lib/saved-episodes.ts';
import { useCoinsBack } from '../hooks/use-coins-back.ts';
import { useEpisodePlayback } from '../hooks/use-episode-playback.ts';
import { useEpisodeSource } from '../hooks/use-episode-source.ts';
import { useEpisodeView } from '../hooks/use-episode-view.ts';
import { useStalled } from '../hooks/use-stalled.ts';
import { useSubtitleCue } from '../hooks/use-subtitle-cue.ts';
import type { ProgressSaver } from '../utils/progress-saver.ts';
import { CoinsBackOffer } from './coins-back-offer.tsx';
import { OfflineEpisode } from './offline-episode.tsx';
import { ProgressBar } from './progress-bar.tsx';
import styles from './episode-slot.module.css';

export type SlotRole = 'active' | 'preload' | 'idle';

export interface EpisodeSlotProps {
  dramaId: number;
  number: number;
  role: SlotRole;
  /** What to play: the active episode's answer, or the preloaded `next`; null while unknown. */
  play: EpisodePlay | null;
  locked: boolean;
  /** The episode's address could not be fetched (the API client already said why). */
  loadFailed: boolean;
  onRetryLoad: () => void;
  /** No network (the shell's view of it). */
  offline: boolean;
  /** This episode's copy saved on the device, if any (offered offline). */
  savedCopy: SavedEpisode | undefined;
  /** The drama's poster, shown until the episode has a frame (and behind a lock). */
  dramaPoster: string;
  muted: boolean;
  rate: number;
  /** The subtitle language to show while active, or null (none). */
  subtitle: string | null;
  saver: ProgressSaver;
  onEnded: () => void;
  /** Playing, as the episode on screen (its first frame). */
  onStarted: () => void;
  onMutedFallback: () => void;
  onOpenLocked: () => void;
  registerVideo: (number: number, video: HTMLVideoElement | null) => void;
}

export function EpisodeSlot(props: EpisodeSlotProps) {
  const { dramaId, number, role, play, locked, dramaPoster, muted, rate, saver } = props;
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const latest = useRef(props);
  const active = role === 'active';
  // A page that has held no source yet has no <video>: a media element costs a phone's main
  // thread some 20 ms to make, which the swipe's first frame should not wait for. Once made
  // the element stays (its source goes and comes with the role).
  const [hasVideo, setHasVideo] = useState(role !== 'idle');
  if (role !== 'idle' && !hasVideo) setHasVideo(true);
  const source = useEpisodeSource({
    videoRef,
    dramaId,
    number,
    play,
    wanted: role !== 'idle' && !locked,
    active,
  });
  const { pinned, failed } = source;
  const posterSrc = pinned?.poster || play?.poster || dramaPoster;
  const cue = useSubtitleCue(videoRef, active && pinned ? pinned.url : null, props.subtitle);

  useEffect(() => {
    latest.current = props;
  });

  const view = useEpisodeView(active, pinned, saver);
  // A paid episode that failed for good: its coins may come back (decision 0041).
  const coinsBack = useCoinsBack({
    active,
    dramaId,
    episodeId: pinned?.episodeId ?? null,
    failure: source.failure,
    positionMs: () => view.lastPositionRef.current ?? 0,
  });
  const { buffering, setBuffering, paused, setPaused } = useEpisodePlayback({
    videoRef,
    latest,
    active,
    pinned,
    rate,
    liveRef: view.liveRef,
    lastPositionRef: view.lastPositionRef,
  });

  // Offline, the episode on screen has nothing to play: no address, a failed source, or a video
  // that ran out of what it had loaded (a halt that lasts: a short one is the start of play).
  const stalled = useStalled(videoRef, active && props.offline && pinned !== null);
  const offlineStuck = active && props.offline && (pinned === null || failed || props.loadFailed || stalled);

  const registerVideo = props.registerVideo;
  const setVideo = useCallback(
    (video: HTMLVideoElement | null) => {
      videoRef.current = video;
      registerVideo(number, video);
    },
    [number, registerVideo],
  );

  const onTimeUpdate = (): void => view.onTimeUpdate(videoRef.current);

  const onPlaying = (): void => {
    if (active) props.onStarted();
    setBuffering(false);
    setPaused(false);
    source.markPlaying();
    view.onPlaying();
  };

  const onPause = (): void => {
    const video = videoRef.current;
    if (!active || !video) return;
    if (!video.ended && document.visibilityState === 'visible') setPaused(true);
    saver.setPlaying(false);
  };

  const onEnded = (): void => {
    if (view.onEnded()) latest.current.onEnded();
  };

  return (
    <div
      className={styles.slot}
      style={{ transform: `translate3d(0, ${(number - 1) * 100}%, 0)` }}
      data-role={role}
      data-episode={number}
      inert={!active}
    >
      {locked ? (
        <div className={styles.locked}>
          <img className={styles.backdrop} src={dramaPoster} alt="" decoding="async" />
          <button type="button" className={styles.lockButton} onClick={props.onOpenLocked} data-no-swipe="">
            <LockFill aria-hidden="true" className={styles.lockIcon} />
            <span>{t('player.unlock_cta')}</span>
          </button>
        </div>
      ) : (
        <>
          {/* The episode's frame while it loads, in the box the video's frame will fill (9:16,
              centred, cover): the picture does not move when playback starts. Under the video
              (which paints nothing until it has a frame) and under every control. */}
          {posterSrc !== '' && (
            <img
              className={styles.poster}
              src={posterSrc}
              alt=""
              decoding="async"
              draggable={false}
              data-testid={active ? 'player-poster' : undefined}
            />
          )}
          {hasVideo && (
            <video
              ref={setVideo}
              className={styles.video}
              playsInline
              muted={muted}
              preload="auto"
              disablePictureInPicture
              controlsList="nodownload noplaybackrate"
              data-testid={active ? 'player-video' : undefined}
              onTimeUpdate={onTimeUpdate}
              onPlaying={onPlaying}
              onWaiting={() => setBuffering(true)}
              onCanPlay={() => setBuffering(false)}
              onPause={onPause}
              onEnded={onEnded}
            />
          )}
          {offlineStuck && (
            <OfflineEpisode saved={props.savedCopy} onRetry={failed ? source.retry : props.onRetryLoad} />
          )}
          {active && !offlineStuck && (failed || (props.loadFailed && !pinned)) && (
            <div className={`${styles.center} ${styles.failed}`} data-testid="player-failed">
              <p className={styles.message}>{t('player.error')}</p>
              <button
                type="button"
                className={styles.retry}
                onClick={failed ? source.retry : props.onRetryLoad}
                data-no-swipe=""
              >
                {t('common.retry')}
              </button>
              {failed && coinsBack.offer && (
                <CoinsBackOffer
                  amount={coinsBack.offer}
                  busy={coinsBack.busy}
                  onTake={() => void coinsBack.take()}
                />
              )}
            </div>
          )}
          {active && !failed && paused && (
            <span className={styles.center} aria-hidden="true">
              <PlayOutline className={styles.playIcon} />
            </span>
          )}
          {active && !offlineStuck && !failed && !(props.loadFailed && !pinned) && !paused && buffering && (
            <span className={styles.center} aria-hidden="true">
              <span className={styles.spinner} />
            </span>
          )}
          {active && cue !== '' && (
            <div className={styles.subtitles} data-testid="player-subtitles">
              <span className={styles.cue} lang={props.subtitle ?? undefined}>
                {cue}
              </span>
            </div>
          )}
          {active && pinned && (
            <div className={styles.progress}>
              <ProgressBar videoRef={videoRef} durationMs={pinned.durationMs} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
