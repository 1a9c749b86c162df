/**
 * GET /console-api/orders (support, finance, owner): orders filtered and paged by the server.
 * Packages come named in the console's language (the request's header): read again when it changes.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderListResponse, type OrderListQuery } from '#shared/contract/console-orders.ts';
import type { LanguageId } from '#shared/languages.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { useActiveLanguage } from '#console/lib/i18n.ts';

export type OrderFilters = Partial<Omit<OrderListQuery, 'page' | 'size'>>;
export const ORDERS_QUERY_KEY = ['orders'] as const;

export function ordersQueryOptions(
  query: OrderFilters & { page: number; size: number },
  language: LanguageId | undefined,
) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', query, language],
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/orders', { schema: orderListResponse, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrderFilters & { page: number; size: number }) {
  return useQuery(ordersQueryOptions(query, useActiveLanguage()?.id));
}
