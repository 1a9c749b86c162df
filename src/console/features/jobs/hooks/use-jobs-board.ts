/**
 * The page's two answers (the open view's transcodes with the counts and queues, the uploads
 * arriving), both asked again on one rhythm (lib/refresh.ts) and when the window gets focus.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobsResponse, StagedUploadsResponse } from '#shared/contract/console-jobs.ts';
import { jobsKey, jobsQueryOptions, type JobsPageQuery } from '../api/get-jobs.ts';
import { STAGED_UPLOADS_KEY, stagedUploadsQueryOptions } from '../api/get-staged-uploads.ts';
import { refreshInterval } from '../lib/refresh.ts';

export function useJobsBoard(query: JobsPageQuery) {
  const client = useQueryClient();
  // Read from the cache each time: either answer changing makes both ask at the new rhythm.
  const interval = () =>
    refreshInterval(
      query.view,
      client.getQueryData<JobsResponse>(jobsKey(query)),
      client.getQueryData<StagedUploadsResponse>(STAGED_UPLOADS_KEY),
    );
  const refresh = { refetchInterval: interval, refetchOnWindowFocus: 'always' } as const;
  const jobs = useQuery({ ...jobsQueryOptions(query), ...refresh });
  const uploads = useQuery({ ...stagedUploadsQueryOptions(), ...refresh });
  return { jobs, uploads };
}
