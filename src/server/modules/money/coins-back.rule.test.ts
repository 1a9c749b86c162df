import { describe, expect, it } from 'vitest';
import { refusalOf, shareOf, watchedLimit, type CoinsBackFacts } from './coins-back.rule.ts';
import { monthStart } from './utc-month.ts';

const unlockedAt = Date.parse('2026-11-10T12:00:00Z');
const facts: CoinsBackFacts = {
  returned: false,
  unlocked: true,
  debit: { at: new Date(unlockedAt), coin: 4, gold: 6, episodes: 1 },
  failureReported: true,
  watchedMs: 0,
  durationMs: 90_000,
  returnsThisMonth: 0,
  nowMs: unlockedAt + 60_000,
};

describe('coins back rule', () => {
  it('gives back each balance its share of the debit, rounded down', () => {
    expect(shareOf({ at: new Date(), coin: 4, gold: 6, episodes: 1 })).toEqual({ coin: 4, gold: 6 });
    expect(shareOf({ at: new Date(), coin: 15, gold: 65, episodes: 10 })).toEqual({ coin: 1, gold: 6 });
  });

  it('counts the month from its first UTC day', () => {
    expect(monthStart(Date.parse('2026-12-31T23:59:59Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('counts a short episode watched to its end as watched', () => {
    expect(watchedLimit(6000)).toBe(6000);
    expect(watchedLimit(90_000)).toBe(10_000);
    expect(watchedLimit(0)).toBe(10_000);
  });

  it('allows a fresh failure and names the first reason to refuse', () => {
    expect(refusalOf(facts)).toBeUndefined();
    expect(refusalOf({ ...facts, returned: true, unlocked: false })?.error).toBe('coinsBackDone');
    expect(refusalOf({ ...facts, debit: undefined })).toMatchObject({ messageKey: 'coins_back_not_paid' });
    expect(refusalOf({ ...facts, unlocked: false })).toMatchObject({ messageKey: 'coins_back_not_paid' });
    expect(refusalOf({ ...facts, nowMs: unlockedAt + 24 * 3600_000 + 1 })?.error).toBe('coinsBackExpired');
    expect(refusalOf({ ...facts, failureReported: false })).toEqual({ error: 'coinsBackNoFailure' });
    expect(refusalOf({ ...facts, watchedMs: 10_000 })?.error).toBe('coinsBackWatched');
    expect(refusalOf({ ...facts, returnsThisMonth: 3 })).toEqual({
      error: 'coinsBackMonthly',
      params: { max: 3 },
    });
  });
});
