import { describe, expect, it } from 'vitest';
import { finishedMarginMs, isWatchedToEnd } from './watch-position.ts';

describe('watch position', () => {
  it('counts the last 3 s of a long episode as finished', () => {
    expect(finishedMarginMs(90_000)).toBe(3000);
    expect(isWatchedToEnd(86_999, 90_000)).toBe(false);
    expect(isWatchedToEnd(87_000, 90_000)).toBe(true);
    expect(isWatchedToEnd(95_000, 90_000)).toBe(true);
  });

  it('keeps the margin to a tenth of a short episode', () => {
    expect(finishedMarginMs(6000)).toBe(600);
    expect(isWatchedToEnd(3000, 6000)).toBe(false);
    expect(isWatchedToEnd(5400, 6000)).toBe(true);
  });

  it('never says finished when the length is unknown', () => {
    expect(isWatchedToEnd(5000, 0)).toBe(false);
    expect(finishedMarginMs(-1)).toBe(0);
  });
});
