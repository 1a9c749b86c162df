/**
 * An operator's new release time for one episode, against what viewers see (decision 0030):
 * an episode they see now (`episodesWatchable`) keeps a time that has come. A future one would
 * take it back, and every later episode with it (episode 1: the whole series off the air), from
 * viewers who may have watched or bought them; the console would still say Published. So it is
 * refused in words that say why and what to do: unpublish first, then schedule it again. A
 * draft's episodes, and those not out yet, take any time. A new order of the episodes follows
 * the same rule: it may not hide an episode viewers see now (an episode without a video, or one
 * scheduled, moved in front of those out).
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

/** A new order of a series' episodes names each of its episodes once (601 otherwise). */
export function checkEpisodeSet(before: Pick<SeriesDetail, 'episodes'>, episodeIds: readonly number[]): void {
  const current = before.episodes.map((e) => e.id).sort((a, b) => a - b);
  const given = [...episodeIds].sort((a, b) => a - b);
  if (current.length !== given.length || current.some((v, i) => v !== given[i]))
    throw new ApiError('validation', { field: 'episode_ids' }, 'validation_field');
}

/** The series as renumbered keeps every episode viewers saw before it (by id) in their sight. */
export function checkOrderKeepsWatchable(
  before: Pick<SeriesDetail, 'published_at' | 'episodes'>,
  after: Pick<SeriesDetail, 'published_at' | 'episodes'>,
  now: number,
): void {
  const seen = (series: typeof before): Set<number> => {
    const numbers = episodesWatchable(series, now);
    return new Set(series.episodes.filter((e) => numbers.has(e.number)).map((e) => e.id));
  };
  const still = seen(after);
  const hidden = before.episodes.find((e) => seen(before).has(e.id) && !still.has(e.id));
  if (hidden) throw new ApiError('validation', { number: hidden.number }, 'episode_order.hides');
}
