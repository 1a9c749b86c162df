/**
 * What a viewer's detail page shows of the series' episodes, worked out from the editor's data
 * (the console imports nothing of the viewer app) by the rule the server uses
 * (shared/episode-lineup.ts): the episodes out (ready and released, in order from the first),
 * each free (within the free episodes) or locked at its price (its own, else the
 * series' default); how many the app counts (scheduled ones included, shown as coming); when
 * the next one comes out; and, for the episodes table, what keeps an episode from viewers.
 */
import type { ConsoleEpisode } from '#shared/contract/console-catalogue.ts';
import {
  episodesOut,
  heldBack,
  lineupLength,
  type Hold,
  type LineupEpisode,
} from '#shared/episode-lineup.ts';

export interface ViewerEpisode {
  number: number;
  locked: boolean;
  price: number;
}

function lineupOf(episodes: readonly ConsoleEpisode[]): LineupEpisode[] {
  return episodes.map((e) => ({ number: e.number, ready: e.playable, releaseAt: e.release_at }));
}

export function viewerEpisodes(
  episodes: readonly ConsoleEpisode[],
  prices: { freeEpisodes: number; episodePrice: number },
  now: number,
): ViewerEpisode[] {
  const byNumber = new Map(episodes.map((e) => [e.number, e]));
  return episodesOut(lineupOf(episodes), now).map(({ number }) => {
    const price = byNumber.get(number)?.price_override ?? prices.episodePrice;
    // Free is the first N alone (decision 0057): a 0 price from before it is locked at 0 coins.
    return { number, locked: number > prices.freeEpisodes, price };
  });
}

/**
 * How many episodes the app says the series has ("4 episodes"): those out and those scheduled
 * before the first without a video, never fewer than those out.
 */
export function viewerEpisodeCount(episodes: readonly ConsoleEpisode[], now: number): number {
  const lineup = lineupOf(episodes);
  return Math.max(episodesOut(lineup, now).length, lineupLength(lineup));
}

/** The earliest release time still to come (ISO), or null. */
export function nextRelease(episodes: readonly ConsoleEpisode[], now: number): string | null {
  let next: string | null = null;
  for (const episode of episodes) {
    if (episode.release_at === null || Date.parse(episode.release_at) <= now) continue;
    if (next === null || Date.parse(episode.release_at) < Date.parse(next)) next = episode.release_at;
  }
  return next;
}

/** A hold with the holding episode's video state: a failed video says so. */
export interface EpisodeHold extends Hold {
  failed: boolean;
}

/** Per episode number, the earlier episodes that keep it from viewers beyond its own time. */
export function episodeHolds(episodes: readonly ConsoleEpisode[], now: number): Map<number, EpisodeHold[]> {
  const byNumber = new Map(episodes.map((e) => [e.number, e]));
  const held = new Map<number, EpisodeHold[]>();
  for (const [number, holds] of heldBack(lineupOf(episodes), now)) {
    held.set(
      number,
      holds.map((hold) => ({ ...hold, failed: byNumber.get(hold.number)?.media.status === 'failed' })),
    );
  }
  return held;
}
