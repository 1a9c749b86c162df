/** POST /console-api/series/:id/episodes/:episodeId/subtitles/:locale/delete → the whole series. */
import { seriesWrite, useSeriesWrite } from './get-series.ts';
import type { SubtitleTarget } from './upload-subtitle.ts';

export function deleteSubtitle(id: number, target: SubtitleTarget) {
  return seriesWrite('POST', `/series/${id}/episodes/${target.episodeId}/subtitles/${target.locale}/delete`);
}

export function useDeleteSubtitle(id: number) {
  return useSeriesWrite(id, (target: SubtitleTarget) => deleteSubtitle(id, target));
}
