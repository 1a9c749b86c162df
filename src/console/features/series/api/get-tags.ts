/** GET /console-api/tags: every tag with its names in the five languages. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { tagListResponse } from '#shared/contract/console-catalogue.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export type ConsoleTag = z.infer<typeof tagListResponse>['items'][number];

export const TAGS_KEY = ['tags'] as const;

export const tagsQueryOptions = queryOptions({
  queryKey: TAGS_KEY,
  queryFn: ({ signal }) => consoleRequest('GET', '/tags', { schema: tagListResponse, signal }),
});

export function useTags() {
  return useQuery(tagsQueryOptions);
}
