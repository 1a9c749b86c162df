/**
 * POST /console-api/series/:id/episodes/:episodeId/retry: a failed episode's transcode is queued
 * again. Whatever it answers, the series is asked again (and then polled while it is queued).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleRequest } from '#console/lib/api-client.ts';
import { seriesKey } from './get-series.ts';

export function retryEpisode(id: number, episodeId: number) {
  return consoleRequest('POST', `/series/${id}/episodes/${episodeId}/retry`, { schema: z.unknown() });
}

export function useRetryEpisode(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (episodeId: number) => retryEpisode(id, episodeId),
    onSuccess: () => client.invalidateQueries({ queryKey: seriesKey(id) }),
  });
}
