/** POST /console-api/series/:id/publish → the whole series; 921 lists what is missing. */
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export function publishSeries(id: number) {
  return seriesWrite('POST', `/series/${id}/publish`);
}

export function usePublishSeries(id: number) {
  return useSeriesWrite(id, () => publishSeries(id), { inline: true });
}
