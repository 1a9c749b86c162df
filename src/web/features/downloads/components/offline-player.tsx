/**
 * Plays a downloaded episode from the device (decision 0043): the offline master under its
 * stable path, which the service worker answers from the downloads cache, so it plays with the
 * network off. The browser's own controls; subtitles saved with it as <track>s (the remembered
 * choice, else the interface language); on to the next downloaded episode at the end. Online,
 * the series' copies are checked against the account's rights again (use-saved-refresh.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/languages.ts';
import { offlineMasterPath, offlineMediaPath } from '#shared/offline-media.ts';
import { playWithFallback } from '#web/components/hls-video/play-with-fallback.ts';
import { useMediaSource, type MediaSourceSpec } from '#web/components/hls-video/use-media-source.ts';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { readStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { useSavedRefresh } from '../hooks/use-saved-refresh.ts';
import styles from './offline-player.module.css';

export interface OfflinePlayerProps {
  record: DownloadRecord;
  /** The next downloaded episode of the series, if any. */
  next: DownloadRecord | undefined;
  onBack: () => void;
  onNext: (next: DownloadRecord) => void;
}

function defaultTrack(available: readonly string[], interfaceLocale: string): string | null {
  const choice = readStorage(STORAGE_KEYS.subtitles);
  if (choice === 'off') return null;
  if (choice !== null && available.includes(choice)) return choice;
  return available.includes(interfaceLocale) ? interfaceLocale : null;
}

export function OfflinePlayer({ record, next, onBack, onNext }: OfflinePlayerProps) {
  const { t, i18n } = useTranslation();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [failed, setFailed] = useState(false);
  // Online, the series' saved copies are checked again: one no longer unlocked goes (decision 0043).
  useSavedRefresh([record.dramaId]);
  const [source] = useState<MediaSourceSpec>(() => ({
    url: offlineMasterPath(record.mediaKey),
    startPosition: 0,
  }));
  useMediaSource(videoRef, source, {
    preloadOnly: false,
    preferHlsJs: true,
    onFailure: () => setFailed(true),
  });

  // Starts once the first frame is there (a play() before the source attaches may be dropped).
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const start = (): void => void playWithFallback(video, () => undefined);
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) start();
    else video.addEventListener('loadeddata', start, { once: true });
    return () => video.removeEventListener('loadeddata', start);
  }, []);

  const track = defaultTrack(record.subtitles, i18n.language);
  const label = t('drama.episode_label', { number: record.number });

  return (
    <div className={styles.screen} data-testid="offline-player" data-episode={record.number}>
      <video
        ref={videoRef}
        className={styles.video}
        controls
        playsInline
        poster={offlineMediaPath(record.mediaKey, 'poster.webp')}
        onEnded={() => next && onNext(next)}
        data-testid="offline-video"
      >
        {record.subtitles.map((language) => (
          <track
            key={language}
            kind="subtitles"
            srcLang={language}
            label={LANGUAGES.find((l) => l.locale === language)?.name ?? language}
            src={offlineMediaPath(record.mediaKey, `subs/${language}.vtt`)}
            default={language === track}
          />
        ))}
      </video>
      <div className={styles.top}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('common.back')}
          onClick={onBack}
          data-testid="offline-back"
        >
          <LeftOutline aria-hidden="true" />
        </button>
        <div className={styles.heading}>
          <h1 className={styles.title}>{record.dramaTitle}</h1>
          <p className={styles.episode}>
            {label} · {t('downloads.offline_badge')}
          </p>
        </div>
      </div>
      {failed && (
        <p className={styles.failed} role="alert">
          {t('downloads.play_failed')}
        </p>
      )}
      {next && (
        <button type="button" className={styles.next} onClick={() => onNext(next)} data-testid="offline-next">
          {t('downloads.next_episode', { number: next.number })}
          <RightOutline aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
