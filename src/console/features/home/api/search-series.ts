/**
 * GET /console-api/series?q=&size=: the series whose title or slug matches what the operator
 * typed in a banner's series picker (the first 20), published or not.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { seriesListResponse } from '#shared/contract/console-catalogue.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

const PICKER_SIZE = 20;

export function seriesSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['home', 'series-search', q] as const,
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/series', {
        schema: seriesListResponse,
        query: { q: q || undefined, page: 1, size: PICKER_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSeriesSearch(q: string) {
  return useQuery(seriesSearchQueryOptions(q));
}
