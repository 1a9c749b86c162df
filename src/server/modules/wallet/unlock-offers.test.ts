import { describe, expect, it } from 'vitest';
import type { UnlockScope } from '#shared/contract/wallet-constants.ts';
import { distinctOffers } from './unlock.service.ts';

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
