import { describe, expect, it } from 'vitest';
import { bestCoinRate, coinsToCents } from './coin-rate.ts';

const pack = (
  priceCents: number,
  gold: number,
  bonus = 0,
  extra: Partial<Parameters<typeof bestCoinRate>[0][number]> = {},
) => ({
  type: 1,
  priceCents,
  gold,
  bonus,
  active: true,
  saleFrom: null,
  saleUntil: null,
  ...extra,
});

describe('bestCoinRate', () => {
  const at = Date.UTC(2026, 5, 1);

  it('takes the pack with the most coins per cent, bonus vouchers included', () => {
    const rate = bestCoinRate([pack(499, 500), pack(999, 1000, 200), pack(1999, 2000, 300)], at);
    expect(rate).toEqual({ coins: 1200, cents: 999, currency: 'USD' });
  });

  it('leaves out VIP, inactive and off-sale packs', () => {
    const rate = bestCoinRate(
      [
        pack(499, 500),
        pack(100, 5000, 0, { type: 2 }),
        pack(100, 5000, 0, { active: false }),
        pack(100, 5000, 0, { saleFrom: new Date(at + 1) }),
        pack(100, 5000, 0, { saleUntil: new Date(at) }),
      ],
      at,
    );
    expect(rate).toEqual({ coins: 500, cents: 499, currency: 'USD' });
  });

  it('is null when no coin pack is on sale', () => {
    expect(bestCoinRate([pack(499, 500, 0, { active: false })], at)).toBeNull();
    expect(bestCoinRate([], at)).toBeNull();
  });

  it('prefers the cheaper pack on an equal rate', () => {
    expect(bestCoinRate([pack(1000, 1000), pack(500, 500)], at)?.cents).toBe(500);
  });
});

describe('coinsToCents', () => {
  it('rounds up to a whole cent', () => {
    expect(coinsToCents(600, { coins: 1200, cents: 999, currency: 'USD' })).toBe(500);
    expect(coinsToCents(100, { coins: 300, cents: 100, currency: 'USD' })).toBe(34);
    expect(coinsToCents(0, { coins: 300, cents: 100, currency: 'USD' })).toBe(0);
  });
});
