/**
 * GET /console-api/series?q=&page=&size=: series cards with their completeness, paged by the
 * server; each title in the console's language (the request's header: read again when it changes).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { seriesListResponse } from '#shared/contract/console-catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { useActiveLanguage } from '#console/lib/i18n.ts';

export type SeriesList = z.infer<typeof seriesListResponse>;

export interface SeriesListParams {
  q?: string;
  page: number;
  size: number;
}

export const SERIES_LIST_KEY = ['series', 'list'] as const;

export function seriesListQueryOptions(params: SeriesListParams, language?: LanguageId) {
  return queryOptions({
    queryKey: [...SERIES_LIST_KEY, params, language],
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/series', { schema: seriesListResponse, query: { ...params }, signal }),
    // The table keeps the page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useSeriesList(params: SeriesListParams) {
  return useQuery(seriesListQueryOptions(params, useActiveLanguage()?.id));
}
