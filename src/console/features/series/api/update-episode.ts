/** POST /console-api/series/:id/episodes/:episodeId { price_override, release_at } → the whole series. */
import type { z } from 'zod';
import type { episodeUpdate } from '#shared/contract/console-catalogue.ts';
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export type EpisodeUpdate = z.infer<typeof episodeUpdate>;

export function updateEpisode(id: number, episodeId: number, update: EpisodeUpdate) {
  return seriesWrite('POST', `/series/${id}/episodes/${episodeId}`, update);
}

export function useUpdateEpisode(id: number) {
  return useSeriesWrite(id, ({ episodeId, update }: { episodeId: number; update: EpisodeUpdate }) =>
    updateEpisode(id, episodeId, update),
  );
}
