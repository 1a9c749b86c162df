/** Which episodes the pager keeps, what it preloads and where it resumes (pure, unit-tested). */
import type { DetailData, EpisodeItem, EpisodePlay } from '#shared/contract/catalogue.ts';
import { startEpisodeNumber } from '#shared/start-episode.ts';

/** Signed URLs are refreshed this long before they expire. */
export const EXPIRY_MARGIN_MS = 60_000;

/** True while a signed URL can still be handed to the player. */
function isFresh(expiresAtS: number, nowMs: number): boolean {
  return expiresAtS * 1000 - EXPIRY_MARGIN_MS > nowMs;
}

/**
 * The detail's signed start episode (decision 0046) when it is episode `n` and still fresh:
 * the player attaches it while POST /video/episode, which records the opening, is on its way.
 */
export function startPlayOf(detail: DetailData, n: number, nowMs: number): EpisodePlay | null {
  const start = detail.start;
  return start && start.number === n && isFresh(start.expires_at, nowMs) ? start : null;
}

/** The pages kept in the DOM: the current episode and its neighbours. */
export function windowOf(current: number, total: number): number[] {
  return [current - 1, current, current + 1].filter((n) => n >= 1 && n <= total);
}

export interface PreloadInput {
  current: number;
  episodes: readonly EpisodeItem[];
  /** `next` of the current episode's answer: the next episode when it is playable. */
  next: EpisodePlay | null | undefined;
  /** The user asked the browser to save data. */
  saveData?: boolean;
}

/**
 * The episode whose first segment loads in the background: the next one, when the server
 * says it is playable and the grid does not show it locked (a stale answer after a VIP
 * expiry). Nothing under data saver.
 */
export function selectPreload({
  current,
  episodes,
  next,
  saveData = false,
}: PreloadInput): EpisodePlay | null {
  if (saveData || !next || next.number !== current + 1) return null;
  const cell = episodes.find((episode) => episode.number === next.number);
  if (cell && cell.locked === 1) return null;
  return next;
}

/** The episode the page opens at: the address, else where the user left off, else the first. */
export function startEpisode(
  fromUrl: number | undefined,
  remembered: number | undefined,
  history: { episode_number: number } | null | undefined,
  total: number,
): number {
  return startEpisodeNumber(fromUrl ?? remembered, history?.episode_number, total);
}
