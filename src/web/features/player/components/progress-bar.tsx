/**
 * The scrubbable progress bar of the episode on screen. The fill follows the video on every
 * animation frame while playing, written straight to the DOM (no React render per frame);
 * dragging shows the target time and seeks on release. Keyboard: arrows ±5 s, Home, End.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '#web/lib/format.ts';
import styles from './progress-bar.module.css';

const KEY_STEP_S = 5;

function durationOf(video: HTMLVideoElement, fallbackMs: number): number {
  return Number.isFinite(video.duration) && video.duration > 0 ? video.duration : fallbackMs / 1000;
}

interface ProgressBarProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  durationMs: number;
}

export function ProgressBar({ videoRef, durationMs }: ProgressBarProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; left: number; width: number } | null>(null);
  /** The fraction under the finger while scrubbing. */
  const [scrub, setScrub] = useState<number | null>(null);

  const paintFraction = (fraction: number): void => {
    const f = Math.min(1, Math.max(0, fraction));
    if (fillRef.current) fillRef.current.style.transform = `scaleX(${f})`;
    if (thumbRef.current) thumbRef.current.style.transform = `translateX(${f * 100}%)`;
  };

  useEffect(() => {
    const video = videoRef.current;
    const root = rootRef.current;
    if (!video || !root) return;
    let frame = 0;
    const paint = (): void => {
      if (drag.current) return;
      const duration = durationOf(video, durationMs);
      const fraction = duration > 0 ? video.currentTime / duration : 0;
      const f = Math.min(1, Math.max(0, fraction));
      if (fillRef.current) fillRef.current.style.transform = `scaleX(${f})`;
      if (thumbRef.current) thumbRef.current.style.transform = `translateX(${f * 100}%)`;
      root.setAttribute('aria-valuenow', String(Math.round(video.currentTime)));
      root.setAttribute('aria-valuemax', String(Math.round(duration)));
      root.setAttribute(
        'aria-valuetext',
        `${formatClock(video.currentTime * 1000)} / ${formatClock(duration * 1000)}`,
      );
    };
    const loop = (): void => {
      paint();
      frame = requestAnimationFrame(loop);
    };
    const start = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(loop);
    };
    const stop = (): void => {
      cancelAnimationFrame(frame);
      paint();
    };
    video.addEventListener('playing', start);
    video.addEventListener('pause', stop);
    video.addEventListener('ended', stop);
    video.addEventListener('waiting', stop);
    video.addEventListener('seeked', paint);
    video.addEventListener('timeupdate', paint);
    video.addEventListener('loadedmetadata', paint);
    if (video.paused) paint();
    else start();
    return () => {
      cancelAnimationFrame(frame);
      video.removeEventListener('playing', start);
      video.removeEventListener('pause', stop);
      video.removeEventListener('ended', stop);
      video.removeEventListener('waiting', stop);
      video.removeEventListener('seeked', paint);
      video.removeEventListener('timeupdate', paint);
      video.removeEventListener('loadedmetadata', paint);
    };
  }, [videoRef, durationMs]);

  const fractionAt = (clientX: number): number => {
    const d = drag.current;
    if (!d || d.width <= 0) return 0;
    return Math.min(1, Math.max(0, (clientX - d.left) / d.width));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.stopPropagation();
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = { pointerId: event.pointerId, left: rect.left, width: rect.width };
    event.currentTarget.setPointerCapture(event.pointerId);
    const fraction = fractionAt(event.clientX);
    paintFraction(fraction);
    setScrub(fraction);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (drag.current?.pointerId !== event.pointerId) return;
    event.stopPropagation();
    const fraction = fractionAt(event.clientX);
    paintFraction(fraction);
    setScrub(fraction);
  };

  const finish = (event: PointerEvent<HTMLDivElement>, seek: boolean): void => {
    if (drag.current?.pointerId !== event.pointerId) return;
    event.stopPropagation();
    const fraction = fractionAt(event.clientX);
    drag.current = null;
    setScrub(null);
    const video = videoRef.current;
    if (seek && video) video.currentTime = fraction * durationOf(video, durationMs);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const video = videoRef.current;
    if (!video) return;
    const duration = durationOf(video, durationMs);
    let target: number | null = null;
    if (event.key === 'ArrowRight') target = video.currentTime + KEY_STEP_S;
    else if (event.key === 'ArrowLeft') target = video.currentTime - KEY_STEP_S;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = Math.max(0, duration - 1);
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    video.currentTime = Math.min(Math.max(0, target), duration);
  };

  return (
    <div
      ref={rootRef}
      className={styles.bar}
      role="slider"
      tabIndex={0}
      aria-label={t('player.progress')}
      aria-valuemin={0}
      aria-valuemax={Math.round(durationMs / 1000)}
      aria-valuenow={0}
      data-no-swipe=""
      data-scrubbing={scrub !== null}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => finish(event, true)}
      onPointerCancel={(event) => finish(event, false)}
      onKeyDown={onKeyDown}
      data-testid="player-progress"
    >
      {scrub !== null && (
        <span className={styles.bubble} aria-hidden="true">
          {formatClock(scrub * durationMs)} / {formatClock(durationMs)}
        </span>
      )}
      <div className={styles.track}>
        <div ref={fillRef} className={styles.fill} />
      </div>
      <div ref={thumbRef} className={styles.thumbRail}>
        <span className={styles.thumb} />
      </div>
    </div>
  );
}
