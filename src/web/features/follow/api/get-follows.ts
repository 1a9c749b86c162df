/** POST /follow/list: the series the user follows, newest first, each with its next release. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FollowPage } from '#shared/contract/follow.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { FOLLOW_QUERY_KEY, followStateQueryOptions } from './get-follow-state.ts';

export const FOLLOWS_PAGE_SIZE = 20;

export function getFollows(page: number, signal?: AbortSignal): Promise<FollowPage> {
  return apiRequest('followList', { page, page_size: FOLLOWS_PAGE_SIZE }, { signal });
}

export function followsQueryOptions(token: string, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: [...FOLLOW_QUERY_KEY, 'list', token, languageId] as const,
    queryFn: async ({ pageParam, signal }) => {
      const page = await getFollows(pageParam, signal);
      // Each row's button knows its state without asking.
      for (const item of page.list) {
        const { queryKey } = followStateQueryOptions(token, item.drama.drama_id, true);
        queryClient.setQueryData(queryKey, { is_following: 1 as const });
      }
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== '',
    staleTime: 0,
  });
}

export function useFollows() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(followsQueryOptions(token, languageId));
}
