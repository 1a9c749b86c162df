/**
 * Retrying a failed transcode. The call itself is the series editor's (POST
 * /console-api/series/:id/episodes/:episodeId/retry), handed in by the route since features do
 * not import each other; once it is queued again the page's lists are asked again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranscodeItem } from '#shared/contract/console-jobs.ts';
import { JOBS_KEY } from '../api/get-jobs.ts';

export type RetryTranscode = (item: TranscodeItem) => Promise<unknown>;

export function useRetryTranscode(retry: RetryTranscode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retry,
    onSettled: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
