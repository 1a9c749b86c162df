/**
 * Which episodes of a series viewers see at a time, and why the others wait (decisions 0025,
 * 0030): an episode is out once it and every earlier one has a complete rendition and is
 * released. The series' length as the app counts it (`episode_count`) runs up to the first
 * episode without a rendition: scheduled episodes count, as coming. The server says the same in
 * SQL (`visibility` in catalogue-sql.repository.ts, `readyRunEnd` in catalogue.repository.ts);
 * catalogue/episode-lineup.api.test.ts holds the two together. Pure: the console's episode
 * table and its phone preview read it.
 */

export interface LineupEpisode {
  number: number;
  /** It has a complete rendition (the console's `playable`). */
  ready: boolean;
  /** ISO instant; null = out with the series. */
  releaseAt: string | null;
}

/** An earlier episode that keeps one back: it has no rendition, or it comes out later. */
export interface Hold {
  number: number;
  reason: 'no_video' | 'scheduled';
  /** When a scheduled one comes out (ISO); null for `no_video`. */
  releaseAt: string | null;
}

function releasedAt(releaseAt: string | null, now: number): boolean {
  return releaseAt === null || Date.parse(releaseAt) <= now;
}

function inOrder<E extends LineupEpisode>(episodes: readonly E[]): E[] {
  return [...episodes].sort((a, b) => a.number - b.number);
}

/** The episodes viewers see at `now`, in order: the run of ready and released ones from the first. */
export function episodesOut<E extends LineupEpisode>(episodes: readonly E[], now: number): E[] {
  const out: E[] = [];
  for (const episode of inOrder(episodes)) {
    if (!episode.ready || !releasedAt(episode.releaseAt, now)) break;
    out.push(episode);
  }
  return out;
}

/**
 * The series' length as the app's cards and grid count it: the episodes before the first
 * without a rendition.
 */
export function lineupLength(episodes: readonly LineupEpisode[]): number {
  let length = 0;
  for (const episode of inOrder(episodes)) {
    if (!episode.ready) break;
    length += 1;
  }
  return length;
}

/**
 * For each episode that earlier ones keep from viewers beyond its own release time, those
 * earlier ones: each without a rendition, and each still to come out after it (one out with
 * the series waits for every scheduled one before it; one scheduled waits only for those
 * scheduled later still). Episodes out, or waiting only for their own time, are not in it.
 */
export function heldBack(episodes: readonly LineupEpisode[], now: number): Map<number, Hold[]> {
  const sorted = inOrder(episodes);
  const held = new Map<number, Hold[]>();
  sorted.forEach((episode, index) => {
    const ownTime = releasedAt(episode.releaseAt, now) ? now : Date.parse(episode.releaseAt ?? '');
    const holds: Hold[] = [];
    for (const earlier of sorted.slice(0, index)) {
      if (!earlier.ready) holds.push({ number: earlier.number, reason: 'no_video', releaseAt: null });
      else if (earlier.releaseAt !== null && Date.parse(earlier.releaseAt) > ownTime)
        holds.push({ number: earlier.number, reason: 'scheduled', releaseAt: earlier.releaseAt });
    }
    if (holds.length > 0) held.set(episode.number, holds);
  });
  return held;
}
