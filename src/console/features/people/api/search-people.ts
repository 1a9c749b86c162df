/** GET /console-api/people?q= (support, finance, owner): users matching what was typed. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { peopleSearchResponse } from '#shared/contract/console-people.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export const PEOPLE_QUERY_KEY = ['people'] as const;

export function peopleSearchOptions(query: { q: string; page: number; size: number }) {
  return queryOptions({
    queryKey: [...PEOPLE_QUERY_KEY, 'search', query],
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/people', { schema: peopleSearchResponse, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled: query.q.trim() !== '',
  });
}

export function usePeopleSearch(query: { q: string; page: number; size: number }) {
  return useQuery(peopleSearchOptions(query));
}
