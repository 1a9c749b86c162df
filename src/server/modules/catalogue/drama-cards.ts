/**
 * Drama cards as every catalogue answer shows them (lists, search, rankings, history,
 * favourites, detail, recommend): the row in the viewer's language with its tags, the poster's
 * URL, and the whole series' price in money at the best coin pack's rate (issue 19).
 */
import type { DramaCard } from '#shared/contract/catalogue.ts';
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import type { MediaService } from '../media/media.service.ts';
import { bestCoinRate, coinsToCents, ORDER_CURRENCY, type CoinRate } from '../money/coin-rate.ts';
import type { OfferCache } from '../money/offer-cache.ts';
import type { CatalogueRepository, DramaRow } from './catalogue.repository.ts';

export function createDramaCards(deps: {
  repo: Pick<CatalogueRepository, 'dramasByIds' | 'tagsOf'>;
  media: Pick<MediaService, 'posterUrl'>;
  now: () => number;
  /** The packages on sale (kept briefly); none: no price in money. */
  offers?: Pick<OfferCache, 'current'> | undefined;
}) {
  const { repo, media, now } = deps;

  /** The best coin pack's rate now; null with no pack on sale (or no offers in this process). */
  async function coinRate(): Promise<CoinRate | null> {
    return deps.offers ? bestCoinRate((await deps.offers.current()).goods, now()) : null;
  }

  function toCard(r: DramaRow, tagList: DramaCard['tags'], rate: CoinRate | null): DramaCard {
    return {
      drama_id: r.id,
      title: r.title,
      synopsis: r.synopsis,
      poster: media.posterUrl(r.poster),
      status: r.status,
      episode_count: r.episodeCount,
      runtime_ms: r.runtimeMs,
      free_episodes: r.freeEpisodes,
      tags: tagList,
      play_count: r.playCount,
      favorite_count: r.favoriteCount,
      episode_price: r.episodePrice,
      episode_price_min: r.priceMin,
      episode_price_max: r.priceMax,
      series_coins: r.seriesCoins,
      series_cents: rate ? coinsToCents(r.seriesCoins, rate) : null,
      currency: rate?.currency ?? ORDER_CURRENCY,
    };
  }

  /** Cards of the dramas on the air, in the order asked, with their next release time. */
  async function cardsWithNextRelease(ids: readonly number[], locale: Locale) {
    const [rows, tagMap, rate] = await Promise.all([
      repo.dramasByIds(ids, locale),
      repo.tagsOf(ids, locale),
      coinRate(),
    ]);
    return ids.flatMap((id) => {
      const r = rows.get(id);
      return r ? [{ card: toCard(r, tagMap.get(id) ?? [], rate), nextReleaseAt: r.nextReleaseAt }] : [];
    });
  }

  async function cards(ids: readonly number[], locale: Locale): Promise<DramaCard[]> {
    return (await cardsWithNextRelease(ids, locale)).map((c) => c.card);
  }

  async function cardsById(ids: readonly number[], language: LanguageId): Promise<Map<number, DramaCard>> {
    return new Map((await cards(ids, localeOf(language))).map((c) => [c.drama_id, c]));
  }

  return { coinRate, toCard, cardsWithNextRelease, cards, cardsById };
}
