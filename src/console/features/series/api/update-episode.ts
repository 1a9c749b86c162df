/**
 * POST /console-api/series/:id/episodes/:episodeId { price_override?, release_at? } → the whole
 * series. Send only the field the operator changed: an absent one keeps the server's value.
 */
import type { EpisodeUpdate } from '#shared/contract/console-catalogue.ts';
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export function updateEpisode(id: number, episodeId: number, update: EpisodeUpdate) {
  return seriesWrite('POST', `/series/${id}/episodes/${episodeId}`, update);
}

export function useUpdateEpisode(id: number) {
  return useSeriesWrite(id, ({ episodeId, update }: { episodeId: number; update: EpisodeUpdate }) =>
    updateEpisode(id, episodeId, update),
  );
}
