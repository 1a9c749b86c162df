/** POST /video/recommend: dramas with their first episode (signed URLs) for the autoplay feed. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RecommendPage } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';

export const RECOMMEND_PAGE_SIZE = 10;

export function getRecommend(page: number, signal?: AbortSignal): Promise<RecommendPage> {
  return apiRequest('recommend', { page, page_size: RECOMMEND_PAGE_SIZE }, { signal });
}

export function recommendQueryOptions(token: string, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: ['recommend', token, languageId] as const,
    queryFn: ({ pageParam, signal }) => getRecommend(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== '',
    // The signed URLs last hours; a revisit within minutes keeps the feed where it was.
    staleTime: 10 * 60_000,
  });
}

export function useRecommend() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(recommendQueryOptions(token, languageId));
}
