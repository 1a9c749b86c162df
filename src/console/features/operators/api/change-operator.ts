/**
 * The row actions' common part: after a change answered with the operator as listed, the row
 * is replaced in the list at once, and the list is read again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OperatorListItem, OperatorListResponse } from '#shared/contract/console-auth.ts';
import { OPERATORS_QUERY_KEY } from './get-operators.ts';

export function showChanged(client: QueryClient, item: OperatorListItem): Promise<void> {
  client.setQueryData<OperatorListResponse>(OPERATORS_QUERY_KEY, (list) =>
    list ? { items: list.items.map((row) => (row.id === item.id ? item : row)) } : list,
  );
  return client.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY });
}
