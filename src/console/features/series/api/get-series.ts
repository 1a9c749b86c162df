/**
 * GET /console-api/series/:id: the whole series (texts, tags, prices, episodes with their media
 * state). While an episode waits for or runs its transcode, it is asked again every 2 s so the
 * progress moves. Also the one way every write that answers the whole series updates it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { seriesDetail, type SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { SERIES_LIST_KEY } from './get-series-list.ts';

export const SERIES_POLL_MS = 2_000;

export const seriesKey = (id: number) => ['series', 'detail', id] as const;

/** Episodes whose media the server is still working on (queued or transcoding). */
export function isMediaMoving(series: SeriesDetail | undefined): boolean {
  return (series?.episodes ?? []).some(
    (e) => e.media.status === 'queued' || e.media.status === 'transcoding',
  );
}

export function seriesQueryOptions(id: number) {
  return queryOptions({
    queryKey: seriesKey(id),
    queryFn: ({ signal }) => consoleRequest('GET', `/series/${id}`, { schema: seriesDetail, signal }),
    refetchInterval: (query) => (isMediaMoving(query.state.data) ? SERIES_POLL_MS : false),
  });
}

export function useSeries(id: number | undefined) {
  return useQuery({ ...seriesQueryOptions(id ?? 0), enabled: id !== undefined });
}

/** The fetcher of a write that answers the whole series, for `useSeriesWrite`. */
export function seriesWrite(method: 'POST', path: string, body?: unknown, form?: FormData) {
  return consoleRequest(method, path, {
    schema: seriesDetail,
    ...(body !== undefined ? { body } : {}),
    ...(form ? { form } : {}),
  });
}

/**
 * A write to series `id` whose answer is the series as it is after: it replaces the cached one,
 * and the list is asked again. `inline`: the caller shows the refusal itself (no message).
 */
export function useSeriesWrite<V>(
  id: number,
  write: (variables: V) => Promise<SeriesDetail>,
  options: { inline?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    ...(options.inline ? { meta: INLINE_ERRORS } : {}),
    onSuccess: (series) => {
      client.setQueryData(seriesKey(id), series);
      void client.invalidateQueries({ queryKey: SERIES_LIST_KEY });
    },
  });
}
