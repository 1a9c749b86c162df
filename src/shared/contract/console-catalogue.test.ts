import { describe, expect, it } from 'vitest';
import { episodesOut, episodesToPlan, episodesWatchable, type ConsoleEpisode } from './console-catalogue.ts';

const NOW = Date.parse('2026-11-26T09:00:00Z');
const DAY = 86_400_000;

function episode(number: number, fields: Partial<ConsoleEpisode> = {}): ConsoleEpisode {
  return {
    id: 100 + number,
    number,
    duration_ms: 6000,
    price_override: null,
    release_at: null,
    playable: true,
    media: { status: 'ready', progress: 100, error: null },
    subtitles: [],
    ...fields,
  };
}
const at = (offset: number) => new Date(NOW + offset).toISOString();
const published = '2026-11-01T00:00:00.000Z';
const numbers = (episodes: readonly ConsoleEpisode[]) => episodes.map((e) => e.number);

describe('episodesOut and episodesToPlan', () => {
  it('counts released times, and episodes without one that viewers see in a published series', () => {
    const episodes = [
      episode(1),
      episode(2, { release_at: at(-DAY) }),
      episode(3, { release_at: at(DAY) }),
      episode(4), // after a future one: not watchable yet
      episode(5, { release_at: at(-1) }), // its time passed: released, keeps it
    ];
    expect([...episodesOut({ published_at: published, episodes }, NOW)]).toEqual([1, 2, 5]);
    expect(numbers(episodesToPlan({ published_at: published, episodes }, 1, NOW))).toEqual([3, 4]);
    expect(numbers(episodesToPlan({ published_at: published, episodes }, 4, NOW))).toEqual([4]);
  });

  it('stops the watchable run at an episode without a video', () => {
    const episodes = [episode(1), episode(2, { playable: false }), episode(3)];
    expect(numbers(episodesToPlan({ published_at: published, episodes }, 1, NOW))).toEqual([2, 3]);
  });

  it('plans every episode without a time while the series is a draft', () => {
    const episodes = [episode(1), episode(2), episode(3, { release_at: at(-DAY) })];
    expect(numbers(episodesToPlan({ published_at: null, episodes }, 1, NOW))).toEqual([1, 2]);
  });

  it('is judged at the time given: a release time reached is out', () => {
    const episodes = [episode(1, { release_at: at(0) }), episode(2, { release_at: at(1) })];
    expect(numbers(episodesToPlan({ published_at: published, episodes }, 1, NOW))).toEqual([2]);
    expect(numbers(episodesToPlan({ published_at: published, episodes }, 1, NOW + 1))).toEqual([]);
  });
});

describe('episodesWatchable', () => {
  const watchable = (published_at: string | null, episodes: ConsoleEpisode[]) => [
    ...episodesWatchable({ published_at, episodes }, NOW),
  ];

  it('is the run from episode 1 of released, playable episodes of a published series', () => {
    const episodes = [episode(2, { release_at: at(-DAY) }), episode(1), episode(3, { release_at: at(1) })];
    expect(watchable(published, episodes)).toEqual([1, 2]);
    expect(watchable(null, episodes)).toEqual([]);
  });

  it('is empty while episode 1 is not out: no video, or its time still to come', () => {
    expect(watchable(published, [episode(1, { playable: false }), episode(2)])).toEqual([]);
    expect(watchable(published, [episode(1, { release_at: at(1) }), episode(2)])).toEqual([]);
  });
});
