/**
 * POST /console-api/feedback/templates (a new one) or /feedback/templates/:id (a change)
 * { language, title, body } → the template. The form shows a refusal.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyTemplate, type TemplateInput } from '#shared/contract/console-feedback.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { TEMPLATES_QUERY_KEY } from './get-templates.ts';

export function saveTemplate({ id, input }: { id: number | undefined; input: TemplateInput }) {
  const path = id === undefined ? '/feedback/templates' : `/feedback/templates/${id}`;
  return consoleRequest('POST', path, { schema: replyTemplate, body: input });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    meta: INLINE_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
