// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { detailData } from '#web/testing/fixtures.ts';
import { PriceBlock } from './price-block.tsx';

const paid = { series_coins: 300, series_cents: 499, currency: 'USD', episode_price: 60 };
const lines = () => [...screen.getByTestId('price-block').querySelectorAll('p')].map((p) => p.textContent);

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(cleanup);

describe('PriceBlock', () => {
  it('says the one price every paid episode has, even when it is not the default', () => {
    const drama = { ...detailData().drama, ...paid, episode_price_min: 25, episode_price_max: 25 };
    render(<PriceBlock detail={detailData({ drama })} />);
    expect(lines()[0]).toBe('First 3 episodes free · 25 coins per locked episode');
  });

  it('says the range when paid episodes are priced apart', () => {
    const drama = { ...detailData().drama, ...paid, episode_price_min: 25, episode_price_max: 1200 };
    render(<PriceBlock detail={detailData({ drama })} />);
    expect(lines()[0]).toBe('First 3 episodes free · 25–1,200 coins per locked episode');
  });

  it('falls back on the default price for a detail cached before the range', () => {
    render(<PriceBlock detail={detailData({ drama: { ...detailData().drama, ...paid } })} />);
    expect(lines()[0]).toBe('First 3 episodes free · 60 coins per locked episode');
  });
});
