/**
 * GET /console-api/series/:id, read for the numbers of the series' episodes: new uploads are
 * numbered after them (lib/upload-queue.ts). The query key is the series editor's own
 * (features/series/api/get-series.ts: the same address and schema, so the same data), so the
 * panel reads the copy the page already has, and sees every change the page makes or asks for
 * (a write's answer, the route asking again after each finished upload). Not in a replacement
 * panel (one episode's video: no numbers).
 */
import { useQuery } from '@tanstack/react-query';
import { seriesDetail, type SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

/** The same key as features/series' `seriesKey`: one cached series, whoever reads it. */
export const seriesDetailKey = (seriesId: number) => ['series', 'detail', seriesId] as const;

/** One function for every render, so the numbers keep their identity while the series does. */
function numbersOf(series: SeriesDetail): readonly number[] {
  return series.episodes.map((episode) => episode.number);
}

export function useEpisodeNumbers(seriesId: number, enabled: boolean) {
  return useQuery({
    queryKey: seriesDetailKey(seriesId),
    queryFn: ({ signal }) => consoleRequest('GET', `/series/${seriesId}`, { schema: seriesDetail, signal }),
    select: numbersOf,
    enabled,
  });
}
