/**
 * Whether a viewer may play an episode, for the calls a playing page makes often (progress,
 * play counts): a free episode at once; otherwise the entitlement check (money/entitlement.ts),
 * its yes kept in this process for a while. A yes does not go stale: unlocks are never taken
 * back, and a VIP who lapses mid-episode only keeps saving a position. A no is never kept, so
 * an unlock counts at once.
 */
import { LRUCache } from 'lru-cache';
import { ApiError } from '../../api-error.ts';
import { isFreeEpisode } from '../money/entitlement.ts';
import type { EpisodeRow } from './catalogue.repository.ts';

const KEEP_MS = 10 * 60 * 1000;
const KEEP_MAX = 50_000;

export function createPlayRights(deps: {
  /** An episode by id (the catalogue's cache). */
  episode: (episodeId: number) => Promise<EpisodeRow | undefined>;
  /** The entitlement check with the viewer's state read now. */
  check: (userId: number, episode: EpisodeRow) => Promise<boolean>;
  now: () => number;
}) {
  const allowed = new LRUCache<string, true>({
    max: KEEP_MAX,
    ttl: KEEP_MS,
    perf: { now: deps.now },
    ttlResolution: 0,
  });
  const key = (userId: number, episodeId: number) => `${userId}:${episodeId}`;

  async function mayPlay(userId: number, episode: EpisodeRow): Promise<boolean> {
    if (isFreeEpisode(episode.number, episode.freeEpisodes)) return true;
    if (allowed.has(key(userId, episode.id))) return true;
    const yes = await deps.check(userId, episode);
    if (yes) allowed.set(key(userId, episode.id), true);
    return yes;
  }

  return {
    mayPlay,

    /** An episode being played (a position, a view): 404 unknown; 701 locked, so it moves no place. */
    async playing(userId: number, episodeId: number): Promise<EpisodeRow> {
      const episode = await deps.episode(episodeId);
      if (!episode) throw new ApiError('recordNotFound');
      if (!(await mayPlay(userId, episode))) throw new ApiError('episodeLocked');
      return episode;
    },

    /** Remember a yes found elsewhere (the episode was just opened and signed for this viewer). */
    allow(userId: number, episodeId: number): void {
      allowed.set(key(userId, episodeId), true);
    },
  };
}
