import { describe, expect, it } from 'vitest';
import type { EpisodeItem, EpisodePlay } from '#shared/contract/catalogue.ts';
import { selectPreload, startEpisode, windowOf } from './playback.ts';

function cell(number: number, locked: 0 | 1): EpisodeItem {
  return {
    episode_id: 100 + number,
    number,
    duration_ms: 90_000,
    price: locked ? 60 : 0,
    free: locked ? 0 : 1,
    unlocked: 0,
    locked,
    can_unlock: 0,
  };
}

function play(number: number): EpisodePlay {
  return {
    episode_id: 100 + number,
    drama_id: 7,
    number,
    duration_ms: 90_000,
    url: `/media/x/e/${number}/index.m3u8`,
    poster: '',
    expires_at: 2_000_000_000,
    position_ms: 0,
    subtitles: [],
  };
}

const grid = [cell(1, 0), cell(2, 0), cell(3, 0), cell(4, 1), cell(5, 1)];

describe('windowOf', () => {
  it('keeps the current episode and its neighbours inside the drama', () => {
    expect(windowOf(1, 5)).toEqual([1, 2]);
    expect(windowOf(3, 5)).toEqual([2, 3, 4]);
    expect(windowOf(5, 5)).toEqual([4, 5]);
    expect(windowOf(1, 1)).toEqual([1]);
  });
});

describe('selectPreload', () => {
  it('preloads the next episode when the server says it is playable', () => {
    expect(selectPreload({ current: 2, episodes: grid, next: play(3) })).toEqual(play(3));
  });

  it('preloads nothing without a playable next episode', () => {
    expect(selectPreload({ current: 3, episodes: grid, next: null })).toBeNull();
    expect(selectPreload({ current: 3, episodes: grid, next: undefined })).toBeNull();
  });

  it('does not trust a next episode the grid shows locked', () => {
    expect(selectPreload({ current: 3, episodes: grid, next: play(4) })).toBeNull();
  });

  it('ignores an answer for another episode than the one after the current', () => {
    expect(selectPreload({ current: 1, episodes: grid, next: play(3) })).toBeNull();
  });

  it('preloads nothing when the user asked to save data', () => {
    expect(selectPreload({ current: 2, episodes: grid, next: play(3), saveData: true })).toBeNull();
  });
});

describe('startEpisode', () => {
  it('prefers the address, then this tab, then the server history, then episode 1', () => {
    expect(startEpisode(4, 2, { episode_number: 3 }, 10)).toBe(4);
    expect(startEpisode(undefined, 2, { episode_number: 3 }, 10)).toBe(2);
    expect(startEpisode(undefined, undefined, { episode_number: 3 }, 10)).toBe(3);
    expect(startEpisode(undefined, undefined, null, 10)).toBe(1);
  });

  it('stays inside the drama', () => {
    expect(startEpisode(99, undefined, null, 10)).toBe(10);
    expect(startEpisode(0, undefined, null, 10)).toBe(1);
  });
});
