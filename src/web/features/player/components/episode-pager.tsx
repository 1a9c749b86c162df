/**
 * The vertical pager: episodes stacked one screen apart on a track moved with transforms
 * only (no layout during a swipe). The finger drags the track 1:1 (damped past the first
 * and last episode); on release it snaps to the neighbour or back (utils/swipe.ts). Wheel
 * and keyboard (arrows, Page Up/Down) page too; a tap, Space or K toggles playback.
 */
import { useEffect, useLayoutEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import {
  decideSwipe,
  dragAxis,
  dragOffset,
  velocityOf,
  WHEEL_COOLDOWN_MS,
  wheelStep,
  type Axis,
  type Sample,
} from '../utils/swipe.ts';
import styles from './episode-pager.module.css';

const SNAP_MS = 280;
const SNAP_EASING = 'cubic-bezier(0.2, 0.8, 0.2, 1)';
/** A press shorter than this that did not move is a tap. */
const TAP_MS = 350;
/** Wheel deltas further apart than this start a new gesture. */
const WHEEL_IDLE_MS = 200;

interface Gesture {
  pointerId: number;
  x0: number;
  y0: number;
  startedAt: number;
  axis: Axis;
  height: number;
  samples: Sample[];
}

interface EpisodePagerProps {
  current: number;
  total: number;
  /** Sheets are open: the pager ignores gestures and keys. */
  disabled: boolean;
  /** `fromGesture`: called inside the user's gesture (a chance to start playback with sound). */
  onNavigate: (target: number, fromGesture: boolean) => void;
  onTap: () => void;
  /** A swipe, wheel or key past the last episode out (the player says when more come). */
  onPastEnd?: () => void;
  label: string;
  children: ReactNode;
}

function translate(current: number, offsetPx: number): string {
  return `translate3d(0, calc(${-(current - 1) * 100}% + ${offsetPx}px), 0)`;
}

function snapTransition(): string {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'none' : `transform ${SNAP_MS}ms ${SNAP_EASING}`;
}

export function EpisodePager({
  current,
  total,
  disabled,
  onNavigate,
  onTap,
  onPastEnd,
  label,
  children,
}: EpisodePagerProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const shown = useRef<number | null>(null);
  const latest = useRef({ current, total, disabled, onNavigate, onTap, onPastEnd });

  useEffect(() => {
    latest.current = { current, total, disabled, onNavigate, onTap, onPastEnd };
  });

  // Neighbours slide in; a jump (the episode grid) cuts.
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const previous = shown.current;
    shown.current = current;
    track.style.transition =
      previous !== null && Math.abs(previous - current) === 1 ? snapTransition() : 'none';
    track.style.transform = translate(current, 0);
  }, [current]);

  const moveTrack = (offsetPx: number, animate: boolean): void => {
    const track = trackRef.current;
    if (!track) return;
    track.style.transition = animate ? snapTransition() : 'none';
    track.style.transform = translate(current, offsetPx);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (disabled || gesture.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('[data-no-swipe]')) return;
    gesture.current = {
      pointerId: event.pointerId,
      x0: event.clientX,
      y0: event.clientY,
      startedAt: event.timeStamp,
      axis: 'undecided',
      height: event.currentTarget.clientHeight,
      samples: [{ t: event.timeStamp, y: event.clientY }],
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    const dy = event.clientY - g.y0;
    if (g.axis === 'undecided') {
      g.axis = dragAxis(event.clientX - g.x0, dy);
      if (g.axis !== 'vertical') return;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (g.axis !== 'vertical') return;
    g.samples.push({ t: event.timeStamp, y: event.clientY });
    if (g.samples.length > 12) g.samples.shift();
    moveTrack(dragOffset(dy, { hasPrev: current > 1, hasNext: current < total }, g.height), false);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (g.axis === 'undecided') {
      if (event.timeStamp - g.startedAt < TAP_MS) onTap();
      return;
    }
    if (g.axis !== 'vertical') return;
    g.samples.push({ t: event.timeStamp, y: event.clientY });
    const swipe = {
      deltaY: event.clientY - g.y0,
      velocityY: velocityOf(g.samples),
      height: g.height,
      hasPrev: current > 1,
    };
    const direction = decideSwipe({ ...swipe, hasNext: current < total });
    if (direction !== 0) onNavigate(current + direction, true);
    else {
      moveTrack(0, true);
      if (current === total && decideSwipe({ ...swipe, hasNext: true }) === 1) onPastEnd?.();
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>): void => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (g.axis === 'vertical') moveTrack(0, true);
  };

  // Wheel and keyboard, with the latest props read at event time.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let accumulated = 0;
    let lastWheelAt = 0;
    let lockedUntil = 0;
    const page = (direction: -1 | 1, fromGesture: boolean): void => {
      const { current: now, total: count, onNavigate: navigate, onPastEnd: pastEnd } = latest.current;
      const target = now + direction;
      if (target >= 1 && target <= count) navigate(target, fromGesture);
      else if (target > count) pastEnd?.();
    };
    const onWheel = (event: WheelEvent): void => {
      if (latest.current.disabled) return;
      event.preventDefault();
      const now = event.timeStamp;
      if (now < lockedUntil) return;
      if (now - lastWheelAt > WHEEL_IDLE_MS) accumulated = 0;
      lastWheelAt = now;
      accumulated += event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      const step = wheelStep(accumulated);
      if (step === 0) return;
      accumulated = 0;
      lockedUntil = now + WHEEL_COOLDOWN_MS;
      page(step, false);
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      if (latest.current.disabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
        return;
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || target.closest('input, textarea, select, [role="slider"]'))
      ) {
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'PageDown') page(1, true);
      else if (event.key === 'ArrowUp' || event.key === 'PageUp') page(-1, true);
      else if ((event.key === ' ' && !(target instanceof HTMLButtonElement)) || event.key === 'k') {
        latest.current.onTap();
      } else return;
      event.preventDefault();
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      viewport.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <div
      ref={viewportRef}
      className={styles.viewport}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <div ref={trackRef} className={styles.track}>
        {children}
      </div>
    </div>
  );
}
