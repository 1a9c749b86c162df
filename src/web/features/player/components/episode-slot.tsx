/**
 * One page of the vertical pager: one episode's <video>. Its role decides what it does:
 * `active` plays (and saves progress, reports the view, pauses while the page is hidden),
 * `preload` holds the first segment ready for a swipe, `idle` holds nothing. A locked
 * episode shows the poster with a lock instead. The element is kept when the role changes,
 * so a preloaded episode starts from its buffer the moment it becomes the active one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LockFill, PlayOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EpisodePlay } from '#shared/contract/catalogue.ts';
import type { MediaFailure } from '#web/components/hls-video/media-source.ts';
import { playWithFallback } from '#web/components/hls-video/play-with-fallback.ts';
import { useMediaSource, type MediaSourceSpec } from '#web/components/hls-video/use-media-source.ts';
import { usePauseWhenHidden } from '#web/components/hls-video/use-pause-when-hidden.ts';
import { useSession } from '#web/stores/session.ts';
import { episodeQueryOptions } from '../api/get-episode.ts';
import { reportPlay } from '../api/report-play.ts';
import { resumeSeconds } from '../utils/playback.ts';
import type { ProgressSaver } from '../utils/progress-saver.ts';
import { resumeStore } from '../utils/resume-store.ts';
import { newViewId } from '../utils/view-id.ts';
import { ProgressBar } from './progress-bar.tsx';
import styles from './episode-slot.module.css';

export type SlotRole = 'active' | 'preload' | 'idle';

interface PinnedSource extends MediaSourceSpec {
  episodeId: number;
  poster: string;
  durationMs: number;
}

function pin(play: EpisodePlay, startPosition?: number): PinnedSource {
  return {
    episodeId: play.episode_id,
    url: play.url,
    poster: play.poster,
    durationMs: play.duration_ms,
    startPosition:
      startPosition ??
      resumeSeconds(resumeStore.position(play.episode_id) ?? play.position_ms, play.duration_ms),
  };
}

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
  /** The drama's poster, shown until the episode has a frame (and behind a lock). */
  dramaPoster: string;
  muted: boolean;
  rate: number;
  saver: ProgressSaver;
  onEnded: () => void;
  onMutedFallback: () => void;
  onOpenLocked: () => void;
  registerVideo: (number: number, video: HTMLVideoElement | null) => void;
}

export function EpisodeSlot(props: EpisodeSlotProps) {
  const { dramaId, number, role, play, locked, dramaPoster, muted, rate, saver } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const latest = useRef(props);
  const refreshes = useRef(0);
  /** This view of the episode: its id for POST /video/play, and whether it was reported. */
  const view = useRef<{ id: string; reported: boolean } | null>(null);
  /** The element plays the pinned source (before, it may sit at 0 on its way to the resume point). */
  const live = useRef(false);
  /** Last position seen while on screen, ms (the element itself is reset when detached). */
  const lastPositionMs = useRef<number | null>(null);
  const [pinned, setPinned] = useState<PinnedSource | null>(null);
  const [failed, setFailed] = useState(false);
  const [buffering, setBuffering] = useState(true);
  const [paused, setPaused] = useState(false);

  // The source is pinned once per episode view: a later answer with another signed URL for
  // the same episode does not restart the video; leaving the window (idle) releases it.
  const wanted = role !== 'idle' && !locked;
  if (!wanted && pinned !== null) setPinned(null);
  if (wanted && play && (pinned === null || pinned.episodeId !== play.episode_id)) setPinned(pin(play));

  const active = role === 'active';
  const posterSrc = pinned?.poster || play?.poster || dramaPoster;

  useEffect(() => {
    latest.current = props;
  });

  const onFailure = (failure: MediaFailure): void => {
    const video = videoRef.current;
    if (failure.kind === 'unsupported' || refreshes.current >= 1) {
      setFailed(true);
      return;
    }
    // Expired or refused URL (403), or a network failure: one fresh signed URL, same place.
    refreshes.current += 1;
    const at = video && video.currentTime > 0 ? video.currentTime : undefined;
    queryClient
      .fetchQuery({ ...episodeQueryOptions(dramaId, number, token), staleTime: 0 })
      .then((result) => {
        if (result.status === 'playable') setPinned(pin(result.episode, at));
        else setFailed(true);
      })
      .catch(() => setFailed(true));
  };

  useMediaSource(videoRef, pinned, { preloadOnly: !active, onFailure });

  const startPlayback = useCallback((video: HTMLVideoElement) => {
    void playWithFallback(video, () => latest.current.onMutedFallback()).then((outcome) => {
      if (outcome === 'blocked') setPaused(true);
    });
  }, []);

  // One view per stay on screen (a renewed URL for the same episode is the same view).
  const pinnedEpisode = pinned?.episodeId ?? null;
  useEffect(() => {
    if (!active || pinnedEpisode === null) return;
    view.current = { id: newViewId(), reported: false };
    lastPositionMs.current = null;
    return () => {
      view.current = null;
    };
  }, [active, pinnedEpisode]);

  // Becoming the episode on screen (or a renewed source): play; leaving it: pause and save.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active || !pinned) return;
    live.current = false;
    video.playbackRate = latest.current.rate;
    // hls.js sets the element's source only once its code has loaded, and setting a source
    // aborts a pending play(): start now if the source is there, else once it has metadata.
    let leaving = false;
    const attempt = (): void => {
      if (!leaving && video.paused) startPlayback(video);
    };
    if (!video.paused && video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) {
      // Started inside the swipe gesture, before this page became the active one: its
      // "playing" event went by while the handler still ignored it.
      video.dispatchEvent(new Event('playing'));
    } else if (video.readyState >= HTMLMediaElement.HAVE_METADATA || video.hasAttribute('src')) {
      attempt();
    }
    video.addEventListener('loadedmetadata', attempt);
    return () => {
      leaving = true;
      video.removeEventListener('loadedmetadata', attempt);
      video.pause();
      const { saver: progress } = latest.current;
      if (lastPositionMs.current !== null) progress.report(pinned.episodeId, lastPositionMs.current);
      progress.setPlaying(false);
    };
  }, [active, pinned, startPlayback]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [rate, pinned]);

  usePauseWhenHidden(videoRef, active && pinned !== null, startPlayback);

  const registerVideo = props.registerVideo;
  const setVideo = useCallback(
    (video: HTMLVideoElement | null) => {
      videoRef.current = video;
      registerVideo(number, video);
    },
    [number, registerVideo],
  );

  const retry = (): void => {
    setFailed(false);
    refreshes.current = 0;
    onFailure({ kind: 'network', status: 0 });
  };

  const onTimeUpdate = (): void => {
    const video = videoRef.current;
    if (!video || !active || !pinned || !live.current || video.seeking) return;
    const positionMs = video.currentTime * 1000;
    lastPositionMs.current = positionMs;
    saver.report(pinned.episodeId, positionMs);
    resumeStore.setPosition(pinned.episodeId, positionMs);
  };

  const onPlaying = (): void => {
    setBuffering(false);
    setPaused(false);
    refreshes.current = 0;
    if (!active || !pinned) return;
    live.current = true;
    saver.setPlaying(true);
    const current = view.current;
    if (current && !current.reported) {
      current.reported = true;
      reportPlay(pinned.episodeId, current.id).catch(() => undefined);
    }
  };

  const onPause = (): void => {
    const video = videoRef.current;
    if (!active || !video) return;
    if (!video.ended && document.visibilityState === 'visible') setPaused(true);
    saver.setPlaying(false);
  };

  const onEnded = (): void => {
    // Only a real end: a source torn down after an error can also report "ended" at 0.
    if (!active || !pinned || !live.current) return;
    saver.report(pinned.episodeId, pinned.durationMs);
    saver.flush();
    resumeStore.setPosition(pinned.episodeId, pinned.durationMs);
    latest.current.onEnded();
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
          {active && (failed || (props.loadFailed && !pinned)) && (
            <div className={styles.center}>
              <p className={styles.message}>{t('player.error')}</p>
              <button
                type="button"
                className={styles.retry}
                onClick={failed ? retry : props.onRetryLoad}
                data-no-swipe=""
              >
                {t('common.retry')}
              </button>
            </div>
          )}
          {active && !failed && paused && (
            <span className={styles.center} aria-hidden="true">
              <PlayOutline className={styles.playIcon} />
            </span>
          )}
          {active && !failed && !(props.loadFailed && !pinned) && !paused && buffering && (
            <span className={styles.center} aria-hidden="true">
              <span className={styles.spinner} />
            </span>
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
