/**
 * The vertical pager's gesture rules (pure, unit-tested): when a drag is a vertical swipe,
 * how far the page follows the finger at the first and last episode, and where it snaps.
 */

/** Movement (px) before a press becomes a drag rather than a tap. */
export const DRAG_SLOP_PX = 8;
/** A release past this share of the height snaps to the neighbour. */
export const SNAP_DISTANCE_RATIO = 0.2;
/** A flick (px/ms) this fast snaps even when short... */
export const FLICK_VELOCITY = 0.45;
/** ...if it moved at least this far. */
export const FLICK_MIN_PX = 24;
/** How much of the drag shows past the first or last episode. */
export const EDGE_RESISTANCE = 0.25;

export type Axis = 'vertical' | 'horizontal' | 'undecided';

/** The axis of a drag once it left the slop circle. */
export function dragAxis(dx: number, dy: number, slop = DRAG_SLOP_PX): Axis {
  if (Math.hypot(dx, dy) < slop) return 'undecided';
  return Math.abs(dy) >= Math.abs(dx) ? 'vertical' : 'horizontal';
}

/** The page offset shown for a finger offset: 1:1, damped where there is no neighbour. */
export function dragOffset(
  deltaY: number,
  edges: { hasPrev: boolean; hasNext: boolean },
  height: number,
): number {
  const blocked = (deltaY > 0 && !edges.hasPrev) || (deltaY < 0 && !edges.hasNext);
  const limited = Math.max(-height, Math.min(height, deltaY));
  return blocked ? limited * EDGE_RESISTANCE : limited;
}

export interface Sample {
  /** ms */
  t: number;
  y: number;
}

/** Velocity (px/ms, negative = upwards) over the last `windowMs` of samples. */
export function velocityOf(samples: readonly Sample[], windowMs = 100): number {
  const last = samples.at(-1);
  if (!last) return 0;
  let first = last;
  for (let i = samples.length - 1; i >= 0; i -= 1) {
    const sample = samples[i];
    if (!sample || last.t - sample.t > windowMs) break;
    first = sample;
  }
  const dt = last.t - first.t;
  return dt > 0 ? (last.y - first.y) / dt : 0;
}

export interface SwipeRelease {
  /** Finger travel, px (negative = up, towards the next episode). */
  deltaY: number;
  /** px/ms at release. */
  velocityY: number;
  /** Height of one page, px. */
  height: number;
  hasPrev: boolean;
  hasNext: boolean;
}

/** Where a released drag goes: +1 next episode, -1 previous, 0 back to the current one. */
export function decideSwipe({ deltaY, velocityY, height, hasPrev, hasNext }: SwipeRelease): -1 | 0 | 1 {
  const far = Math.abs(deltaY) > height * SNAP_DISTANCE_RATIO;
  const flick = Math.abs(velocityY) > FLICK_VELOCITY && Math.abs(deltaY) > FLICK_MIN_PX;
  // A flick against the drag direction (a change of mind) cancels the swipe.
  const agrees = velocityY === 0 || Math.sign(velocityY) === Math.sign(deltaY);
  if (!(far || flick) || !agrees) return 0;
  if (deltaY < 0) return hasNext ? 1 : 0;
  if (deltaY > 0) return hasPrev ? -1 : 0;
  return 0;
}

/** Mouse wheels and trackpads: a page per this much accumulated delta, then a pause. */
export const WHEEL_STEP_PX = 60;
export const WHEEL_COOLDOWN_MS = 550;

/** The wheel's decision from the accumulated delta: +1, -1 or 0 (keep accumulating). */
export function wheelStep(accumulated: number): -1 | 0 | 1 {
  if (accumulated >= WHEEL_STEP_PX) return 1;
  if (accumulated <= -WHEEL_STEP_PX) return -1;
  return 0;
}
