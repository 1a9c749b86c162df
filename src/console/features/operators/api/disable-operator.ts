/** POST /console-api/operators/:id/disable (owner): every session ends, no sign-in → the operator. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorListItem } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { showChanged } from './change-operator.ts';

export function disableOperator(id: number) {
  return consoleRequest('POST', `/operators/${id}/disable`, { schema: operatorListItem });
}

export function useDisableOperator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: disableOperator, onSuccess: (item) => showChanged(client, item) });
}
