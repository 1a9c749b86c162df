/** POST /pay/order-list: the top-up records of the store-record page, newest first. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LanguageId } from '#shared/languages.ts';
import type { DataOf } from '#shared/contract/schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { WALLET_QUERY_KEY } from '#web/lib/wallet-query-key.ts';

export { WALLET_QUERY_KEY };
export const RECORDS_PAGE_SIZE = 20;

export function getOrderList(page: number, signal?: AbortSignal): Promise<DataOf<'orderList'>> {
  return apiRequest('orderList', { page, page_size: RECORDS_PAGE_SIZE }, { signal });
}

export function orderListQueryOptions(token: string, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'orders', token, languageId] as const,
    queryFn: ({ pageParam, signal }) => getOrderList(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== '',
    staleTime: 0,
  });
}

export function useOrderList() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(orderListQueryOptions(token, languageId));
}
