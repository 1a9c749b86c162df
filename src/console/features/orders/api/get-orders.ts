/** GET /console-api/orders (support, finance, owner): orders filtered and paged by the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderListResponse, type OrderListQuery } from '#shared/contract/console-orders.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export type OrderFilters = Partial<Omit<OrderListQuery, 'page' | 'size'>>;
export const ORDERS_QUERY_KEY = ['orders'] as const;

export function ordersQueryOptions(query: OrderFilters & { page: number; size: number }) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/orders', { schema: orderListResponse, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrderFilters & { page: number; size: number }) {
  return useQuery(ordersQueryOptions(query));
}
