import { describe, expect, it } from 'vitest';
import type { UnlockScope } from '#shared/contract/wallet-constants.ts';
import { episodeStates } from './entitlement.ts';
import { chargedOffer, distinctOffers } from './unlock.service.ts';

const offers = (one: number, next10: number, rest: number) =>
  (['one', 'next10', 'rest'] as const).map((scope: UnlockScope, i) => ({
    scope,
    count: [one, next10, rest][i] ?? 0,
  }));

describe('distinctOffers', () => {
  it('offers all three when more than ten episodes are locked', () => {
    expect(distinctOffers(offers(1, 10, 25)).map((o) => o.scope)).toEqual(['one', 'next10', 'rest']);
  });

  it('offers the deeper discount once when the two batches cover the same episodes', () => {
    expect(distinctOffers(offers(1, 9, 9)).map((o) => o.scope)).toEqual(['one', 'rest']);
    expect(distinctOffers(offers(1, 10, 10)).map((o) => o.scope)).toEqual(['one', 'rest']);
  });

  it('offers no batch for a single episode left', () => {
    expect(distinctOffers(offers(1, 1, 1)).map((o) => o.scope)).toEqual(['one']);
  });
});

describe('chargedOffer', () => {
  const states = (count: number, free: number, unlocked: number[] = []) =>
    episodeStates(
      Array.from({ length: count }, (_, i) => ({ id: i + 1, number: i + 1, durationMs: 0, price: 30 })),
      { freeEpisodes: free, isVip: false, unlockedIds: new Set(unlocked) },
    );
  const wallet = { gold: 1000, coin: 0 };

  it("charges a batch scope covering one episode the quote's undiscounted 'one'", () => {
    const last = states(12, 2, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const scope of ['one', 'next10', 'rest'] as const) {
      expect(chargedOffer(last, 12, scope, wallet)).toMatchObject({ scope: 'one', count: 1, price: 30 });
    }
  });

  it("charges next10 that covers every remaining episode as the quote's 'rest'", () => {
    expect(chargedOffer(states(12, 2), 3, 'next10', wallet)).toMatchObject({
      scope: 'rest',
      count: 10,
      price: 240,
    });
    expect(chargedOffer(states(20, 2), 3, 'next10', wallet)).toMatchObject({
      scope: 'next10',
      count: 10,
      price: 270,
    });
    expect(chargedOffer(states(20, 2), 3, 'rest', wallet)).toMatchObject({
      scope: 'rest',
      count: 18,
      price: 432,
    });
  });

  it('offers nothing for an open episode or one behind a locked one', () => {
    expect(chargedOffer(states(12, 2), 2, 'one', wallet)).toBeUndefined();
    expect(chargedOffer(states(12, 2), 5, 'rest', wallet)).toBeUndefined();
  });
});
