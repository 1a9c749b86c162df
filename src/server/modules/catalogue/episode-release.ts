/**
 * An operator's new release time for one episode, against what viewers see (decision 0030):
 * an episode they see now (`episodesWatchable`) keeps a time that has come. A future one would
 * take it back, and every later episode with it (episode 1: the whole series off the air), from
 * viewers who may have watched or bought them; the console would still say Published. So it is
 * refused in words that say why and what to do: unpublish first, then schedule it again. A
 * draft's episodes, and those not out yet, take any time.
 */
import { episodesWatchable, type SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { ApiError } from '../../api-error.ts';

/** An episode's own price and release time as an operator changes them; an absent one is kept. */
export interface EpisodeFields {
  priceOverride?: number | null;
  releaseAt?: Date | null;
}

export function checkReleaseChange(
  before: Pick<SeriesDetail, 'published_at' | 'episodes'>,
  episodeId: number,
  releaseAt: Date | null | undefined,
  now: number,
): void {
  if (releaseAt === undefined || releaseAt === null || releaseAt.getTime() <= now) return;
  const episode = before.episodes.find((e) => e.id === episodeId);
  if (!episode || !episodesWatchable(before, now).has(episode.number)) return;
  const key = episode.number === 1 ? 'episode_release.series_on_air' : 'episode_release.out';
  throw new ApiError('validation', { number: episode.number }, key);
}
