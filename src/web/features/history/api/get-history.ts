/** POST /history/list: the dramas the user watched, last watched first (refetched on every visit). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_QUERY_KEY = ['history'] as const;

export function getHistory(page: number, signal?: AbortSignal): Promise<HistoryPage> {
  return apiRequest('historyList', { page, page_size: HISTORY_PAGE_SIZE }, { signal });
}

export function historyQueryOptions(token: string, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: [...HISTORY_QUERY_KEY, 'list', token, languageId] as const,
    queryFn: ({ pageParam, signal }) => getHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== '',
    staleTime: 0,
  });
}

export function useHistory() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(historyQueryOptions(token, languageId));
}
