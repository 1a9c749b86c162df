/**
 * Where a drama of the history picks up (pure, unit-tested), the one rule behind both Continue
 * watching and the History list: an episode watched to its end moves on to the next one; a
 * drama whose last episode was watched to its end is finished. Continue watching offers, last
 * watched first, the dramas the viewer is still in the middle of (finished ones left out).
 */
import type { HistoryPage } from '#shared/contract/catalogue.ts';
import { isWatchedToEnd } from '#shared/watch-position.ts';

export type HistoryEntry = HistoryPage['list'][number];

/** At most this many dramas in the rail. */
export const CONTINUE_LIMIT = 10;

export interface ResumePoint {
  /** The episode one tap opens (the server resumes it at its saved position). */
  episode: number;
  /** Share of that episode already watched, 0..1. */
  watched: number;
  /** Milliseconds left in that episode; null when it is the next one (not started) or of unknown length. */
  remainingMs: number | null;
  /** The episode before it was watched to its end: this one is up next. */
  upNext: boolean;
  /** The last episode was watched to its end (`episode` is that last one). */
  finished: boolean;
}

export interface ContinueItem extends ResumePoint {
  drama: HistoryEntry['drama'];
}

/** Where one tap on this history entry picks up. */
export function resumePoint(entry: HistoryEntry): ResumePoint {
  const { drama, episode_number: episode, position_ms: position, duration_ms: duration } = entry;
  if (isWatchedToEnd(position, duration)) {
    if (episode >= drama.episode_count) {
      return { episode, watched: 1, remainingMs: 0, upNext: false, finished: true };
    }
    return { episode: episode + 1, watched: 0, remainingMs: null, upNext: true, finished: false };
  }
  const known = duration > 0;
  const at = Math.max(0, position);
  return {
    episode,
    watched: known ? Math.min(1, at / duration) : 0,
    remainingMs: known ? Math.max(0, duration - at) : null,
    upNext: false,
    finished: false,
  };
}

export function continueItems(entries: readonly HistoryEntry[], limit = CONTINUE_LIMIT): ContinueItem[] {
  const items: ContinueItem[] = [];
  for (const entry of entries) {
    if (items.length >= limit) break;
    const point = resumePoint(entry);
    if (!point.finished) items.push({ drama: entry.drama, ...point });
  }
  return items;
}
