/**
 * POST /console-api/series/:id/episodes/prices { from_number, to_number, price_override }
 * → the whole series with the episodes' new prices.
 */
import type { EpisodePricesInput } from '#shared/contract/console-catalogue.ts';
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export function setEpisodePrices(id: number, input: EpisodePricesInput) {
  return seriesWrite('POST', `/series/${id}/episodes/prices`, input);
}

export function useSetEpisodePrices(id: number) {
  return useSeriesWrite(id, (input: EpisodePricesInput) => setEpisodePrices(id, input), { inline: true });
}
