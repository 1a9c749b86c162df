/**
 * POST /feedback/list: the user's feedback, newest first, each with its replies. While the
 * records are on screen they are asked again on coming back to the app and every minute (not
 * in the background, not offline), so a reply shows up without a pull to refresh.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LanguageId } from '#shared/languages.ts';
import type { DataOf } from '#shared/contract/schemas.ts';
import { FEEDBACK_QUERY_KEY, FEEDBACK_REFRESH_MS } from '#web/hooks/use-feedback-unread.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';

export const FEEDBACK_PAGE_SIZE = 20;

export function getFeedbackList(page: number, signal?: AbortSignal): Promise<DataOf<'feedbackList'>> {
  return apiRequest('feedbackList', { page, page_size: FEEDBACK_PAGE_SIZE }, { signal });
}

export function feedbackListQueryOptions(token: string, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: [...FEEDBACK_QUERY_KEY, 'list', token, languageId] as const,
    queryFn: ({ pageParam, signal }) => getFeedbackList(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== '',
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: FEEDBACK_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useFeedbackList() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(feedbackListQueryOptions(token, languageId));
}
