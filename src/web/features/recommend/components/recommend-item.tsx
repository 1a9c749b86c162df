/**
 * One page of the recommendation feed: the drama's first episode, playing muted while it is
 * the page on screen (only that page holds a video source), with the title, the episode,
 * the synopsis and a way to the whole series on a dark fade that keeps them readable on any
 * frame.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PlayOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { RecommendPage } from '#shared/contract/catalogue.ts';
import type { MediaFailure } from '#web/components/hls-video/media-source.ts';
import { playWithFallback } from '#web/components/hls-video/play-with-fallback.ts';
import { useMediaSource, type MediaSourceSpec } from '#web/components/hls-video/use-media-source.ts';
import { usePauseWhenHidden } from '#web/components/hls-video/use-pause-when-hidden.ts';
import { StatusBadge } from '#web/components/poster/status-badge.tsx';
import { PriceLine } from '#web/components/price-line.tsx';
import { formatCompact } from '#web/lib/format.ts';
import { formatRunningTime } from '#web/lib/format-running-time.ts';
import styles from './recommend-feed.module.css';

export type RecommendEntry = RecommendPage['list'][number];
export type RefreshEpisode = (dramaId: number, number: number) => Promise<{ url: string } | null>;

interface RecommendItemProps {
  entry: RecommendEntry;
  index: number;
  active: boolean;
  muted: boolean;
  onMutedFallback: () => void;
  /** "Watch the whole series": no episode is named, so the play page resumes the viewer's own. */
  onContinue: (dramaId: number) => void;
  refreshEpisode: RefreshEpisode;
}

export function RecommendItem({
  entry,
  index,
  active,
  muted,
  onMutedFallback,
  onContinue,
  refreshEpisode,
}: RecommendItemProps) {
  const { t, i18n } = useTranslation();
  const { drama, episode } = entry;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const refreshed = useRef(false);
  const latestMuted = useRef(onMutedFallback);
  const [source, setSource] = useState<MediaSourceSpec | null>(null);
  const [paused, setPaused] = useState(false);

  if (active && source === null) setSource({ url: episode.url, startPosition: 0 });
  if (!active && source !== null) setSource(null);

  useEffect(() => {
    latestMuted.current = onMutedFallback;
  });

  const onFailure = (failure: MediaFailure): void => {
    if (failure.kind === 'unsupported' || refreshed.current) return;
    refreshed.current = true;
    const at = videoRef.current?.currentTime ?? 0;
    refreshEpisode(drama.drama_id, episode.number)
      .then((fresh) => {
        if (fresh) setSource({ url: fresh.url, startPosition: at });
      })
      .catch(() => undefined);
  };

  useMediaSource(videoRef, source, { preloadOnly: false, onFailure });

  const startPlayback = useCallback((video: HTMLVideoElement) => {
    void playWithFallback(video, () => latestMuted.current()).then((outcome) => {
      if (outcome === 'blocked') setPaused(true);
    });
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !source) return;
    let leaving = false;
    const attempt = (): void => {
      if (!leaving && video.paused) startPlayback(video);
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA || video.hasAttribute('src')) attempt();
    video.addEventListener('loadedmetadata', attempt);
    return () => {
      leaving = true;
      video.removeEventListener('loadedmetadata', attempt);
      video.pause();
    };
  }, [source, startPlayback]);

  usePauseWhenHidden(videoRef, active, startPlayback);

  const togglePlay = (): void => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) startPlayback(video);
    else video.pause();
  };

  return (
    <section
      className={styles.item}
      data-index={index}
      data-testid="recommend-item"
      data-active={active}
      aria-label={drama.title}
    >
      {active ? (
        <video
          ref={videoRef}
          className={styles.video}
          poster={episode.poster || drama.poster}
          muted={muted}
          playsInline
          loop
          preload="auto"
          disablePictureInPicture
          onClick={togglePlay}
          onPlaying={() => setPaused(false)}
          onPause={() => setPaused(true)}
        />
      ) : (
        <img
          className={styles.video}
          src={episode.poster || drama.poster}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      {active && paused && (
        <span className={styles.center} aria-hidden="true">
          <PlayOutline className={styles.playIcon} />
        </span>
      )}
      <div className={styles.info}>
        <h2 className={styles.title}>{drama.title}</h2>
        <p className={styles.meta}>
          <StatusBadge status={drama.status} className={styles.badge} />
          <span data-testid="recommend-episode">
            <span className={styles.episode}>{t('drama.episode_label', { number: episode.number })}</span>
            {' / '}
            {t('drama.episodes', { count: drama.episode_count })}
          </span>
          {drama.runtime_ms !== undefined && drama.runtime_ms > 0 && (
            <span data-testid="recommend-runtime">
              {t('drama.running_time', { time: formatRunningTime(drama.runtime_ms, t, i18n.language) })}
            </span>
          )}
          <span>{t('drama.plays', { value: formatCompact(drama.play_count, i18n.language) })}</span>
        </p>
        <PriceLine drama={drama} className={styles.price} />
        {drama.synopsis !== '' && <p className={styles.synopsis}>{drama.synopsis}</p>}
        <button
          type="button"
          className={styles.continue}
          onClick={() => onContinue(drama.drama_id)}
          data-testid="recommend-continue"
        >
          <PlayOutline aria-hidden="true" />
          <span>{t('recommend.continue')}</span>
        </button>
      </div>
    </section>
  );
}
