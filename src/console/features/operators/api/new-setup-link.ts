/**
 * POST /console-api/operators/:id/setup-link (owner): the password and authenticator cleared,
 * every session ended → a new one-time setup link, shown once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorCreateResponse } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { OPERATORS_QUERY_KEY } from './get-operators.ts';

export function newSetupLink(id: number) {
  return consoleRequest('POST', `/operators/${id}/setup-link`, { schema: operatorCreateResponse });
}

export function useNewSetupLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: newSetupLink,
    onSuccess: () => client.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY }),
  });
}
