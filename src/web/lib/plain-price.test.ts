import { describe, expect, it } from 'vitest';
import { parseMoneyInput, priceSummary } from './plain-price.ts';

const card = { free_episodes: 3, episode_price: 10, series_coins: 70, series_cents: 54, currency: 'USD' };

describe('priceSummary', () => {
  it('tells a paid series by its numbers', () => {
    expect(priceSummary(card, false)).toEqual({
      kind: 'paid',
      freeEpisodes: 3,
      perEpisode: 10,
      perEpisodeMax: 10,
      seriesCoins: 70,
      seriesCents: 54,
      currency: 'USD',
    });
  });

  it('gives the lowest and highest price of the paid episodes, the default for an older card', () => {
    const priced = { ...card, episode_price_min: 5, episode_price_max: 25 };
    expect(priceSummary(priced, false)).toMatchObject({ perEpisode: 5, perEpisodeMax: 25 });
    const same = { ...card, episode_price_min: 25, episode_price_max: 25 };
    expect(priceSummary(same, false)).toMatchObject({ perEpisode: 25, perEpisodeMax: 25 });
    expect(priceSummary({ ...card, episode_price_min: 5 }, false)).toMatchObject({ perEpisodeMax: 5 });
  });

  it('says included for a VIP, free for a series with nothing to pay, nothing for an old answer', () => {
    expect(priceSummary(card, true)).toEqual({ kind: 'vip' });
    expect(priceSummary({ ...card, series_coins: 0 }, false)).toEqual({ kind: 'free' });
    expect(priceSummary({ free_episodes: 3 }, false)).toEqual({ kind: 'unknown' });
    expect(priceSummary({ ...card, series_cents: null }, false)).toMatchObject({ seriesCents: null });
  });
});

describe('parseMoneyInput', () => {
  it('reads whole and decimal amounts with either separator', () => {
    expect(parseMoneyInput('20')).toBe(2000);
    expect(parseMoneyInput(' 20.5 ')).toBe(2050);
    expect(parseMoneyInput('20,50')).toBe(2050);
    expect(parseMoneyInput('1,000.99')).toBe(100099);
    // Grouped thousands, as Indonesian writes them.
    expect(parseMoneyInput('1.234')).toBe(123400);
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1.2345', '20.', '1e3'])
      expect(parseMoneyInput(bad), bad).toBeUndefined();
  });
});
