/** GET /console-api/orders/:tradeNo: the order, its user, ledger rows and gateway timeline. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetail } from '#shared/contract/console-orders.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

export function orderQueryOptions(tradeNo: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', tradeNo],
    queryFn: ({ signal }) =>
      consoleRequest('GET', `/orders/${encodeURIComponent(tradeNo)}`, { schema: orderDetail, signal }),
  });
}

export function useOrder(tradeNo: string) {
  return useQuery(orderQueryOptions(tradeNo));
}
