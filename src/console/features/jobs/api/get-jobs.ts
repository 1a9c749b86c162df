/**
 * GET /console-api/jobs?view=&page=&size= (editor, owner): one page of the catalogue's
 * transcodes in a view (working, failed, finished lately), the three views' counts and the job
 * queues' counts (null when the queue does not answer). Asked again on its own (lib/refresh.ts).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { jobsResponse, type JobView } from '#shared/contract/console-jobs.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

/** Every query of the page starts with it: a write (retry, cancel) refreshes them all. */
export const JOBS_KEY = ['jobs'] as const;

export interface JobsPageQuery {
  view: JobView;
  page: number;
  size: number;
}

export const jobsKey = (query: JobsPageQuery) => [...JOBS_KEY, 'transcodes', query] as const;

export function jobsQueryOptions(query: JobsPageQuery) {
  return queryOptions({
    queryKey: jobsKey(query),
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/jobs', { schema: jobsResponse, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
