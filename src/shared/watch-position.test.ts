import { describe, expect, it } from 'vitest';
import { finishedMarginMs, isWatchedToEnd, resumeSeconds } from './watch-position.ts';

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

describe('resumeSeconds', () => {
  it('resumes where the user left off', () => {
    expect(resumeSeconds(42_500, 90_000)).toBe(42.5);
  });

  it('starts over from the start, or when the episode was finished', () => {
    expect(resumeSeconds(0, 90_000)).toBe(0);
    expect(resumeSeconds(-5, 90_000)).toBe(0);
    expect(resumeSeconds(88_000, 90_000)).toBe(0);
    expect(resumeSeconds(90_000, 90_000)).toBe(0);
  });

  it('keeps the finished margin to a tenth of a short episode', () => {
    // Halfway through a 6 s clip is not "finished" (a flat 3 s margin said it was).
    expect(resumeSeconds(3000, 6000)).toBe(3);
    expect(resumeSeconds(5300, 6000)).toBe(5.3);
    expect(resumeSeconds(5400, 6000)).toBe(0);
  });
});
