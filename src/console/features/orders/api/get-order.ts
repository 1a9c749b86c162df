/**
 * GET /console-api/orders/:tradeNo: the order, its user, ledger rows and gateway timeline; its
 * package named in the console's language (the request's header): read again when it changes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetail } from '#shared/contract/console-orders.ts';
import type { LanguageId } from '#shared/languages.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { useActiveLanguage } from '#console/lib/i18n.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

export function orderQueryOptions(tradeNo: string, language: LanguageId | undefined) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', tradeNo, language],
    queryFn: ({ signal }) =>
      consoleRequest('GET', `/orders/${encodeURIComponent(tradeNo)}`, { schema: orderDetail, signal }),
  });
}

export function useOrder(tradeNo: string) {
  return useQuery(orderQueryOptions(tradeNo, useActiveLanguage()?.id));
}
