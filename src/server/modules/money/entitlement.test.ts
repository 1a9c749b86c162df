import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { episodeStates, isPlayable, totalToFinish, type EpisodeForLock } from './entitlement.ts';

const eps = (n: number, price = 30): EpisodeForLock[] =>
  Array.from({ length: n }, (_, i) => ({ id: 100 + i + 1, number: i + 1, durationMs: 6000, price }));

describe('lock decision', () => {
  it('frees the first free_episodes and locks the rest for a guest', () => {
    const states = episodeStates(eps(6), { freeEpisodes: 2, isVip: false, unlockedIds: new Set() });
    expect(states.map((s) => s.locked)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(states.map((s) => s.price)).toEqual([0, 0, 30, 30, 30, 30]);
    expect(totalToFinish(states)).toBe(120);
  });

  it('lets only the first locked episode be unlocked (the order rule)', () => {
    const states = episodeStates(eps(5), { freeEpisodes: 2, isVip: false, unlockedIds: new Set() });
    expect(states.map((s) => s.can_unlock)).toEqual([0, 0, 1, 0, 0]);
    const after = episodeStates(eps(5), { freeEpisodes: 2, isVip: false, unlockedIds: new Set([103]) });
    expect(after.map((s) => s.can_unlock)).toEqual([0, 0, 0, 1, 0]);
    expect(after[2]).toMatchObject({ unlocked: 1, locked: 0 });
  });

  it('keeps the order rule when an episode was unlocked out of order', () => {
    const states = episodeStates(eps(5), { freeEpisodes: 1, isVip: false, unlockedIds: new Set([104]) });
    expect(states.map((s) => s.locked)).toEqual([0, 1, 1, 0, 1]);
    expect(states.map((s) => s.can_unlock)).toEqual([0, 1, 0, 0, 0]);
  });

  it('unlocks everything for a VIP and costs nothing to finish', () => {
    const states = episodeStates(eps(4), { freeEpisodes: 1, isVip: true, unlockedIds: new Set() });
    expect(states.every((s) => s.locked === 0 && s.can_unlock === 0)).toBe(true);
    expect(totalToFinish(states)).toBe(0);
    expect(isPlayable(4, 104, { freeEpisodes: 1, isVip: true, unlockedIds: new Set() })).toBe(true);
  });

  it('agrees with isPlayable and never offers more than one next unlock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.uniqueArray(fc.integer({ min: 101, max: 130 })),
        (n, free, vip, unlocked) => {
          const ctx = { freeEpisodes: free, isVip: vip, unlockedIds: new Set(unlocked) };
          const states = episodeStates(eps(n), ctx);
          for (const s of states) expect(s.locked === 0).toBe(isPlayable(s.number, s.episode_id, ctx));
          expect(states.filter((s) => s.can_unlock).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
