/**
 * POST /console-api/series/:id/episodes/order { episode_ids } (all of them, in the new order)
 * → the whole series. The table shows the new order at once; a refusal puts the old one back.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { SERIES_LIST_KEY } from './get-series-list.ts';
import { seriesKey, seriesWrite } from './get-series.ts';

export function reorderEpisodes(id: number, episodeIds: readonly number[]) {
  return seriesWrite('POST', `/series/${id}/episodes/order`, { episode_ids: episodeIds });
}

/** The series with its episodes in the order of `episodeIds`, numbered 1, 2, … as the server will. */
export function reordered(series: SeriesDetail, episodeIds: readonly number[]): SeriesDetail {
  const byId = new Map(series.episodes.map((e) => [e.id, e]));
  const episodes = episodeIds.flatMap((episodeId, index) => {
    const episode = byId.get(episodeId);
    return episode ? [{ ...episode, number: index + 1 }] : [];
  });
  return { ...series, episodes };
}

export function useReorderEpisodes(id: number) {
  const client = useQueryClient();
  const key = seriesKey(id);
  return useMutation({
    mutationFn: (episodeIds: readonly number[]) => reorderEpisodes(id, episodeIds),
    onMutate: async (episodeIds) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<SeriesDetail>(key);
      if (before) client.setQueryData(key, reordered(before, episodeIds));
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (series) => {
      client.setQueryData(key, series);
      void client.invalidateQueries({ queryKey: SERIES_LIST_KEY });
    },
  });
}
