/**
 * GET /console-api/jobs/uploads (editor, owner): the episode uploads still arriving in this
 * server's staging, newest first, each with who sends it and whether it is the asker's own.
 */
import { queryOptions } from '@tanstack/react-query';
import { stagedUploadsResponse } from '#shared/contract/console-jobs.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { JOBS_KEY } from './get-jobs.ts';

export const STAGED_UPLOADS_KEY = [...JOBS_KEY, 'uploads'] as const;

export function stagedUploadsQueryOptions() {
  return queryOptions({
    queryKey: STAGED_UPLOADS_KEY,
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/jobs/uploads', { schema: stagedUploadsResponse, signal }),
  });
}
