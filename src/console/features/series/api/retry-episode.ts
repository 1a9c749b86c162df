/**
 * POST /console-api/series/:id/episodes/:episodeId/retry → the whole series: a failed episode's
 * transcode is queued again (941 unless it failed), and the series is polled while it moves.
 */
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export function retryEpisode(id: number, episodeId: number) {
  return seriesWrite('POST', `/series/${id}/episodes/${episodeId}/retry`);
}

export function useRetryEpisode(id: number) {
  return useSeriesWrite(id, (episodeId: number) => retryEpisode(id, episodeId));
}
