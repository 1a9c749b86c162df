/** POST /console-api/operators/:id/unlock (owner): a lock-out after failed sign-ins ends now → the operator. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorListItem } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { showChanged } from './change-operator.ts';

export function unlockOperator(id: number) {
  return consoleRequest('POST', `/operators/${id}/unlock`, { schema: operatorListItem });
}

export function useUnlockOperator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlockOperator, onSuccess: (item) => showChanged(client, item) });
}
