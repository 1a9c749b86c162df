/**
 * What a viewer's detail page shows of the series' episodes, worked out from the editor's data
 * (the console imports nothing of the viewer app): the episodes with a playable rendition in order
 * up to the first without one (the ready prefix, as the catalogue serves them), less those not yet
 * released, each free (within the
 * free episodes, or priced 0) or locked at its price (its own, else the series' default); and
 * when the next one comes out.
 */
import type { ConsoleEpisode } from '#shared/contract/console-catalogue.ts';

export interface ViewerEpisode {
  number: number;
  locked: boolean;
  price: number;
}

function released(episode: ConsoleEpisode, now: number): boolean {
  return episode.release_at === null || Date.parse(episode.release_at) <= now;
}

export function viewerEpisodes(
  episodes: readonly ConsoleEpisode[],
  prices: { freeEpisodes: number; episodePrice: number },
  now: number,
): ViewerEpisode[] {
  const sorted = [...episodes].sort((a, b) => a.number - b.number);
  const shown: ViewerEpisode[] = [];
  for (const episode of sorted) {
    if (!episode.playable) break;
    if (!released(episode, now)) continue;
    const price = episode.price_override ?? prices.episodePrice;
    shown.push({ number: episode.number, locked: episode.number > prices.freeEpisodes && price > 0, price });
  }
  return shown;
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
