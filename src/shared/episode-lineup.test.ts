import { describe, expect, it } from 'vitest';
import { episodesOut, heldBack, lineupLength, type LineupEpisode } from './episode-lineup.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const LATER = '2026-11-30T10:00:00Z';

const ep = (number: number, fields: Partial<LineupEpisode> = {}): LineupEpisode => ({
  number,
  ready: true,
  releaseAt: null,
  ...fields,
});

describe('the viewers’ lineup', () => {
  // 1-3 out, 4 scheduled for a later day, 5 failed to transcode, 6 ready.
  const series = [ep(6), ep(5, { ready: false }), ep(4, { releaseAt: LATER }), ep(1), ep(2), ep(3)];

  it('shows the ready, released run from the first and counts scheduled episodes as coming', () => {
    expect(episodesOut(series, NOW).map((e) => e.number)).toEqual([1, 2, 3]);
    expect(lineupLength(series)).toBe(4);
    expect(episodesOut(series, Date.parse(LATER)).map((e) => e.number)).toEqual([1, 2, 3, 4]);
  });

  it('names what keeps each episode back beyond its own time', () => {
    const held = heldBack(series, NOW);
    expect(held.get(6)).toEqual([
      { number: 4, reason: 'scheduled', releaseAt: LATER },
      { number: 5, reason: 'no_video', releaseAt: null },
    ]);
    expect(held.get(5)).toEqual([{ number: 4, reason: 'scheduled', releaseAt: LATER }]);
    // Episode 4 waits only for its own time.
    expect(held.has(4)).toBe(false);
    expect(held.has(1)).toBe(false);
    // Once 4 is out, 6 still waits for 5.
    expect(heldBack(series, Date.parse(LATER)).get(6)).toEqual([
      { number: 5, reason: 'no_video', releaseAt: null },
    ]);
  });

  it('does not hold a scheduled episode back for an earlier one that comes out before it', () => {
    const plan = [ep(1), ep(2, { releaseAt: '2026-11-29T10:00:00Z' }), ep(3, { releaseAt: LATER })];
    expect(heldBack(plan, NOW).size).toBe(0);
    const swapped = [ep(1), ep(2, { releaseAt: LATER }), ep(3, { releaseAt: '2026-11-29T10:00:00Z' })];
    expect(heldBack(swapped, NOW).get(3)).toEqual([{ number: 2, reason: 'scheduled', releaseAt: LATER }]);
  });
});
