/**
 * Plain prices (issue 19): what a drama costs, as its card and its detail say it before the
 * first tap. The server sends the numbers on every card (coins per episode, the series in coins
 * and in money at the best coin pack's rate); whether the viewer is a VIP is the client's to
 * know (the cards are the same for everyone). A card cached before these fields says nothing.
 * Episodes may be priced apart from the series' default: the card's lowest and highest paid
 * price say what they really cost (a card cached before those has only the default).
 */
import type { DramaCard } from '#shared/contract/catalogue.ts';

export type PriceSummary =
  | { kind: 'vip' }
  | { kind: 'free' }
  | {
      kind: 'paid';
      freeEpisodes: number;
      /** The lowest coins per paid episode; perEpisodeMax the highest (equal: one price). */
      perEpisode: number;
      perEpisodeMax: number;
      seriesCoins: number;
      /** null when no coin pack is on sale. */
      seriesCents: number | null;
      currency: string;
    }
  | { kind: 'unknown' };

type Priced = Pick<
  DramaCard,
  | 'free_episodes'
  | 'episode_price'
  | 'episode_price_min'
  | 'episode_price_max'
  | 'series_coins'
  | 'series_cents'
  | 'currency'
>;

export function priceSummary(drama: Priced, isVip: boolean): PriceSummary {
  if (drama.series_coins === undefined) return { kind: 'unknown' };
  if (isVip) return { kind: 'vip' };
  if (drama.series_coins <= 0) return { kind: 'free' };
  const perEpisode = drama.episode_price_min ?? drama.episode_price ?? 0;
  return {
    kind: 'paid',
    freeEpisodes: drama.free_episodes,
    perEpisode,
    perEpisodeMax: Math.max(perEpisode, drama.episode_price_max ?? perEpisode),
    seriesCoins: drama.series_coins,
    seriesCents: drama.series_cents ?? null,
    currency: drama.currency ?? 'USD',
  };
}

/**
 * A money amount typed by the viewer ("20", "20.5", "1,000.99" or "20,50") in cents, or
 * undefined when it is not one (more than two decimals, letters, negative).
 */
export function parseMoneyInput(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return undefined;
  const whole = Number((match[1] ?? '').replace(/[.,]/g, ''));
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = whole * 100 + Number(fraction || '0');
  return Number.isSafeInteger(cents) ? cents : undefined;
}
