/** POST /console-api/series/:id { seriesInput } → the whole series. */
import type { SeriesInput } from '#shared/contract/console-catalogue.ts';
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export function updateSeries(id: number, input: SeriesInput) {
  return seriesWrite('POST', `/series/${id}`, input);
}

export function useUpdateSeries(id: number) {
  return useSeriesWrite(id, (input: SeriesInput) => updateSeries(id, input), { inline: true });
}
