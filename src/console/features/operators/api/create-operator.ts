/** POST /console-api/operators (owner) { email, name, role } → a one-time setup link. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorCreateResponse, type OperatorCreatePayload } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { OPERATORS_QUERY_KEY } from './get-operators.ts';

export function createOperator(payload: OperatorCreatePayload) {
  return consoleRequest('POST', '/operators', { schema: operatorCreateResponse, body: payload });
}

export function useCreateOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    meta: INLINE_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY }),
  });
}
