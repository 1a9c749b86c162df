/**
 * POST /console-api/series/:id/episodes/:episodeId/delete → the whole series: an episode no
 * viewer can have had (its `deletable`) is deleted and the later ones move up one number. A
 * refusal (601, e.g. a viewer reached it meanwhile) shows as the server words it.
 */
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export function deleteEpisode(id: number, episodeId: number) {
  return seriesWrite('POST', `/series/${id}/episodes/${episodeId}/delete`);
}

export function useDeleteEpisode(id: number) {
  return useSeriesWrite(id, (episodeId: number) => deleteEpisode(id, episodeId));
}
