// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { DramaCard } from '#shared/contract/catalogue.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { PriceLine } from './price-line.tsx';

const drama: DramaCard = {
  drama_id: 1,
  title: 'The Secret Bride',
  synopsis: '',
  poster: '/p.webp',
  status: 'ongoing',
  episode_count: 10,
  free_episodes: 3,
  tags: [],
  play_count: 0,
  favorite_count: 0,
  episode_price: 1200,
  series_coins: 8400,
  series_cents: 6462,
  currency: 'USD',
};

const line = () => screen.queryByTestId('price-line')?.textContent;
/** What is shown (the words read out are apart, for screen readers). */
const shown = () => screen.queryByTestId('price-line')?.querySelector('[aria-hidden="true"]')?.textContent;

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(() => {
  cleanup();
  useSession.setState({ isSVip: false });
});

describe('PriceLine', () => {
  it('says the free episodes and the coins per episode in one short line', () => {
    render(<PriceLine drama={drama} />);
    expect(shown()).toBe('3 free1,200/ep');
    expect(screen.getByText('3 free · 1,200 coins/ep')).toBeTruthy();
    cleanup();
    render(<PriceLine drama={{ ...drama, free_episodes: 0 }} />);
    expect(shown()).toBe('1,200/ep');
    expect(screen.getByText('1,200 coins/ep')).toBeTruthy();
  });

  it('keeps the coin price a piece of its own after the free count, so it moves under it, never cut', () => {
    render(<PriceLine drama={{ ...drama, episode_price_min: 25, episode_price_max: 25 }} />);
    const free = screen.getByTestId('price-free');
    const price = screen.getByTestId('price-per-episode');
    expect(free.textContent).toBe('3 free');
    // The coin and its number together, never split by the line's end.
    expect(price.textContent).toBe('25/ep');
    expect(price.firstElementChild?.tagName).toBe('SPAN');
    // Two pieces, side by side where they fit, the price under the free count where they do not.
    expect(free.parentElement).toBe(price.parentElement);
    expect(free.compareDocumentPosition(price) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    render(<PriceLine drama={{ ...drama, free_episodes: 0 }} />);
    expect(screen.queryByTestId('price-free')).toBeNull();
    expect(screen.getByTestId('price-per-episode').textContent).toBe('1,200/ep');
  });

  it('says the price every paid episode has, even when it is not the default', () => {
    render(<PriceLine drama={{ ...drama, episode_price_min: 25, episode_price_max: 25 }} />);
    expect(shown()).toBe('3 free25/ep');
    expect(screen.getByText('3 free · 25 coins/ep')).toBeTruthy();
  });

  it('says the range when paid episodes are priced apart', () => {
    render(<PriceLine drama={{ ...drama, episode_price_min: 25, episode_price_max: 1200 }} />);
    expect(shown()).toBe('3 free25–1,200/ep');
    expect(screen.getByText('3 free · 25 to 1,200 coins/ep')).toBeTruthy();
    cleanup();
    render(
      <PriceLine drama={{ ...drama, free_episodes: 0, episode_price_min: 25, episode_price_max: 50 }} />,
    );
    expect(shown()).toBe('25–50/ep');
    expect(screen.getByText('25 to 50 coins/ep')).toBeTruthy();
  });

  it('says free for a series with nothing to pay, included for a VIP', () => {
    render(<PriceLine drama={{ ...drama, series_coins: 0, series_cents: 0 }} />);
    expect(line()).toBe('Free');
    cleanup();
    useSession.setState({ isSVip: true });
    render(<PriceLine drama={drama} />);
    expect(line()).toBe('Free with VIP');
  });

  it('says nothing for a card cached before prices were sent', () => {
    const { series_coins: _coins, ...old } = drama;
    render(<PriceLine drama={old} />);
    expect(line()).toBeUndefined();
  });
});
