/** POST /console-api/tags/:id { names }: a tag's names in the five languages (its slug stays). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { tagNamesInput } from '#shared/contract/console-catalogue.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { TAGS_KEY } from './get-tags.ts';

export type TagNamesInput = z.infer<typeof tagNamesInput>;

export function renameTag({ id, names }: { id: number } & TagNamesInput) {
  return consoleRequest('POST', `/tags/${id}`, { schema: z.null(), body: { names } });
}

export function useRenameTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameTag,
    meta: INLINE_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: TAGS_KEY }),
  });
}
