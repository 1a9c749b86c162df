/** GET /console-api/feedback/templates: every saved reply, by language then title. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { templatesResponse } from '#shared/contract/console-feedback.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export const TEMPLATES_QUERY_KEY = ['feedback-templates'] as const;

export const templatesQueryOptions = queryOptions({
  queryKey: TEMPLATES_QUERY_KEY,
  queryFn: ({ signal }) =>
    consoleRequest('GET', '/feedback/templates', { schema: templatesResponse, signal }),
});

export function useTemplates() {
  return useQuery(templatesQueryOptions);
}
