/**
 * What Continue watching offers (pure, unit-tested): from the history, last watched first, the
 * dramas the viewer is still in the middle of, each with the episode to open and how far in.
 * An episode watched to its end moves on to the next one; a drama whose last episode was
 * watched to its end is done and left out.
 */
import type { HistoryPage } from '#shared/contract/catalogue.ts';
import { isWatchedToEnd } from '#shared/watch-position.ts';

export type HistoryEntry = HistoryPage['list'][number];

/** At most this many dramas in the rail. */
export const CONTINUE_LIMIT = 10;

export interface ContinueItem {
  drama: HistoryEntry['drama'];
  /** The episode one tap opens (the server resumes it at its saved position). */
  episode: number;
  /** Share of that episode already watched, 0..1. */
  watched: number;
  /** Milliseconds left in that episode; null when it is the next one (not started) or of unknown length. */
  remainingMs: number | null;
  /** The episode before it was watched to its end: this one is up next. */
  upNext: boolean;
}

export function continueItems(entries: readonly HistoryEntry[], limit = CONTINUE_LIMIT): ContinueItem[] {
  const items: ContinueItem[] = [];
  for (const entry of entries) {
    if (items.length >= limit) break;
    const { drama, episode_number: episode, position_ms: position, duration_ms: duration } = entry;
    if (isWatchedToEnd(position, duration)) {
      if (episode >= drama.episode_count) continue;
      items.push({ drama, episode: episode + 1, watched: 0, remainingMs: null, upNext: true });
      continue;
    }
    const known = duration > 0;
    const at = Math.max(0, position);
    items.push({
      drama,
      episode,
      watched: known ? Math.min(1, at / duration) : 0,
      remainingMs: known ? Math.max(0, duration - at) : null,
      upNext: false,
    });
  }
  return items;
}
