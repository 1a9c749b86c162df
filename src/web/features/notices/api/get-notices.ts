/** POST /notice/list: the user's release notices, newest first, with the unread count. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NoticePage } from '#shared/contract/follow.ts';
import type { LanguageId } from '#shared/languages.ts';
import { NOTICES_QUERY_KEY } from '#web/hooks/use-notice-unread.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';

export const NOTICES_PAGE_SIZE = 20;

export function getNotices(page: number, signal?: AbortSignal): Promise<NoticePage> {
  return apiRequest('noticeList', { page, page_size: NOTICES_PAGE_SIZE }, { signal });
}

export function noticesQueryOptions(token: string, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: [...NOTICES_QUERY_KEY, 'list', token, languageId] as const,
    queryFn: ({ pageParam, signal }) => getNotices(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== '',
    staleTime: 0,
  });
}

export function useNotices() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(noticesQueryOptions(token, languageId));
}
