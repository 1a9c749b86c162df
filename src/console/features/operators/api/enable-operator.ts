/** POST /console-api/operators/:id/enable (owner) → the operator (active, or pending setup). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorListItem } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { showChanged } from './change-operator.ts';

export function enableOperator(id: number) {
  return consoleRequest('POST', `/operators/${id}/enable`, { schema: operatorListItem });
}

export function useEnableOperator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: enableOperator, onSuccess: (item) => showChanged(client, item) });
}
