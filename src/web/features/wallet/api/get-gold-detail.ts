/** POST /pay/gold-detail: the wallet ledger (what, when, how much, which balance), newest first. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LanguageId } from '#shared/languages.ts';
import type { DataOf } from '#shared/contract/schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { RECORDS_PAGE_SIZE, WALLET_QUERY_KEY } from './get-order-list.ts';

export function getGoldDetail(page: number, signal?: AbortSignal): Promise<DataOf<'goldDetail'>> {
  return apiRequest('goldDetail', { page, page_size: RECORDS_PAGE_SIZE }, { signal });
}

export function goldDetailQueryOptions(token: string, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'ledger', token, languageId] as const,
    queryFn: ({ pageParam, signal }) => getGoldDetail(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== '',
    staleTime: 0,
  });
}

export function useGoldDetail() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(goldDetailQueryOptions(token, languageId));
}
