import { describe, expect, it } from 'vitest';
import { missingRuns, runsText } from './missing-episodes.ts';

describe('missing episode numbers', () => {
  it('finds the runs a series skips, up to its last episode', () => {
    const numbers = [...Array.from({ length: 51 }, (_, i) => i + 1), 60, 62, 70];
    expect(missingRuns(numbers)).toEqual([
      [52, 59],
      [61, 61],
      [63, 69],
    ]);
    expect(runsText(missingRuns(numbers))).toBe('52–59, 61, 63–69');
  });

  it('finds none in a complete series or an empty one, and a missing first episode', () => {
    expect(missingRuns([1, 2, 3])).toEqual([]);
    expect(missingRuns([])).toEqual([]);
    expect(missingRuns([2, 3])).toEqual([[1, 1]]);
  });
});
