/** POST /console-api/series { seriesInput } → { id } (editor, owner). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SeriesInput } from '#shared/contract/console-catalogue.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { SERIES_LIST_KEY } from './get-series-list.ts';

const created = z.object({ id: z.number().int() });

export function createSeries(input: SeriesInput) {
  return consoleRequest('POST', '/series', { schema: created, body: input });
}

export function useCreateSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    meta: INLINE_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: SERIES_LIST_KEY }),
  });
}
