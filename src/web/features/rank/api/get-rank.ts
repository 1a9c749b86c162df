/** GET /video/rank: dramas ranked by plays (hot), recency (new) or favourites, per period. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RankPage, RankPeriod, RankType } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';

export const RANK_PAGE_SIZE = 20;

export function getRank(
  params: { type: RankType; period: RankPeriod; page: number },
  signal?: AbortSignal,
): Promise<RankPage> {
  return apiRequest('rank', { ...params, page_size: RANK_PAGE_SIZE }, { signal });
}

export function rankQueryOptions(type: RankType, period: RankPeriod, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: ['rank', type, period, languageId] as const,
    queryFn: ({ pageParam, signal }) => getRank({ type, period, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useRank(type: RankType, period: RankPeriod) {
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(rankQueryOptions(type, period, languageId));
}
