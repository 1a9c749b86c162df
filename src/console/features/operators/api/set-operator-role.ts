/** POST /console-api/operators/:id/role (owner) { role } → the operator. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorListItem, type OperatorRole } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { showChanged } from './change-operator.ts';

export function setOperatorRole(input: { id: number; role: OperatorRole }) {
  return consoleRequest('POST', `/operators/${input.id}/role`, {
    schema: operatorListItem,
    body: { role: input.role },
  });
}

export function useSetOperatorRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setOperatorRole, onSuccess: (item) => showChanged(client, item) });
}
