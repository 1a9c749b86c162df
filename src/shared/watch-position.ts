/**
 * When a saved position counts as "watched to the end" (pure, unit-tested): shared by the
 * player (where to resume), the history's Continue watching (what is left to watch) and the
 * server's start files hint (which fragment a resumed episode starts on).
 */

/** The last seconds of an episode (the closing card) count as finished. */
export const FINISHED_MARGIN_MS = 3000;
/** ...but never more than this share of a short episode: 3 s would be half of a 6 s clip. */
export const FINISHED_MARGIN_SHARE = 0.1;

/** How close to the end a position counts as finished, for an episode of `durationMs`. */
export function finishedMarginMs(durationMs: number): number {
  return Math.min(FINISHED_MARGIN_MS, Math.max(0, durationMs) * FINISHED_MARGIN_SHARE);
}

/** A position at (or past) the end of its episode, margin included; false when the length is unknown. */
export function isWatchedToEnd(positionMs: number, durationMs: number): boolean {
  return durationMs > 0 && positionMs >= durationMs - finishedMarginMs(durationMs);
}

/** Where to start an episode (seconds) from a saved position: a finished one starts over. */
export function resumeSeconds(positionMs: number, durationMs: number): number {
  if (!Number.isFinite(positionMs) || positionMs <= 0) return 0;
  if (isWatchedToEnd(positionMs, durationMs)) return 0;
  return positionMs / 1000;
}
