/** POST /console-api/feedback/templates/:id/delete → { id }. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleRequest } from '#console/lib/api-client.ts';
import { TEMPLATES_QUERY_KEY } from './get-templates.ts';

export function deleteTemplate(id: number) {
  return consoleRequest('POST', `/feedback/templates/${id}/delete`, {
    schema: z.object({ id: z.number().int() }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
