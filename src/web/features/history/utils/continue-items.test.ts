import { describe, expect, it } from 'vitest';
import { dramaCard } from '#web/testing/fixtures.ts';
import { continueItems, resumePoint, type HistoryEntry } from './continue-items.ts';

function entry(
  dramaId: number,
  episode: number,
  positionMs: number,
  durationMs = 90_000,
  episodeCount = 12,
): HistoryEntry {
  return {
    drama: dramaCard({ drama_id: dramaId, episode_count: episodeCount }),
    episode_number: episode,
    position_ms: positionMs,
    duration_ms: durationMs,
    updated_at: 1_700_000_000,
  };
}

describe('continueItems', () => {
  it('offers the episode the viewer is in, how far in and what is left, in history order', () => {
    const items = continueItems([entry(7, 5, 18_000), entry(3, 1, 0)]);
    expect(items.map((i) => [i.drama.drama_id, i.episode, i.watched, i.remainingMs])).toEqual([
      [7, 5, 0.2, 72_000],
      [3, 1, 0, 90_000],
    ]);
  });

  it('moves an episode watched to its end on to the next one', () => {
    const [item] = continueItems([entry(7, 5, 89_000)]);
    expect(item).toMatchObject({ episode: 6, watched: 0, remainingMs: null, upNext: true });
  });

  it('leaves out a drama whose last episode was watched to its end', () => {
    expect(continueItems([entry(7, 12, 90_000), entry(8, 2, 1000)]).map((i) => i.drama.drama_id)).toEqual([
      8,
    ]);
  });

  it('does not guess what is left of an episode of unknown length', () => {
    const [item] = continueItems([entry(7, 5, 18_000, 0)]);
    expect(item).toMatchObject({ episode: 5, watched: 0, remainingMs: null, upNext: false });
  });

  it('keeps to the limit', () => {
    const entries = Array.from({ length: 14 }, (_, i) => entry(i + 1, 1, 1000));
    expect(continueItems(entries)).toHaveLength(10);
    expect(continueItems(entries, 3)).toHaveLength(3);
  });
});

describe('resumePoint', () => {
  it('picks up where Continue watching does: the next episode, or the last one when finished', () => {
    expect(resumePoint(entry(7, 2, 89_500))).toMatchObject({ episode: 3, upNext: true, finished: false });
    expect(resumePoint(entry(7, 2, 30_000))).toMatchObject({ episode: 2, upNext: false, finished: false });
    expect(resumePoint(entry(7, 12, 90_000))).toEqual({
      episode: 12,
      watched: 1,
      remainingMs: 0,
      upNext: false,
      finished: true,
    });
  });
});
