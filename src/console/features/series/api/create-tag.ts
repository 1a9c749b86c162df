/** POST /console-api/tags { slug, names } → { id }; 922 when the slug is taken. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { tagInput } from '#shared/contract/console-catalogue.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { TAGS_KEY } from './get-tags.ts';

export type TagInput = z.infer<typeof tagInput>;
const created = z.object({ id: z.number().int() });

export function createTag(input: TagInput) {
  return consoleRequest('POST', '/tags', { schema: created, body: input });
}

export function useCreateTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    meta: INLINE_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: TAGS_KEY }),
  });
}
