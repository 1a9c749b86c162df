/** POST /console-api/series/:id/unpublish → the whole series (a draft again, off the air). */
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export function unpublishSeries(id: number) {
  return seriesWrite('POST', `/series/${id}/unpublish`);
}

export function useUnpublishSeries(id: number) {
  return useSeriesWrite(id, () => unpublishSeries(id), { inline: true });
}
