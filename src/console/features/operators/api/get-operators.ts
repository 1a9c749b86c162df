/** GET /console-api/operators (owner): every operator with status and last sign-in. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorListResponse, type OperatorListResponse } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export type OperatorRow = OperatorListResponse['items'][number];

export const OPERATORS_QUERY_KEY = ['operators'] as const;

export const operatorsQueryOptions = queryOptions({
  queryKey: OPERATORS_QUERY_KEY,
  queryFn: ({ signal }) => consoleRequest('GET', '/operators', { schema: operatorListResponse, signal }),
});

export function useOperators(enabled = true) {
  return useQuery({ ...operatorsQueryOptions, enabled });
}
