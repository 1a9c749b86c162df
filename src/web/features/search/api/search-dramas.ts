/** GET /video/search: dramas whose title matches the keyword in any of the five languages. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_KEYWORD_MAX } from '#shared/constants.ts';
import type { DramaPage } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';

export const SEARCH_PAGE_SIZE = 18;

/** The keyword as the server takes it: trimmed, at most 64 characters ('' = no search). */
export function normalizeKeyword(value: string): string {
  return value.trim().slice(0, SEARCH_KEYWORD_MAX).trim();
}

export function searchDramas(
  params: { keyword: string; page: number; page_size: number },
  signal?: AbortSignal,
): Promise<DramaPage> {
  return apiRequest('search', params, { signal });
}

export function searchQueryOptions(languageId: LanguageId, keyword: string) {
  return infiniteQueryOptions({
    queryKey: ['search', languageId, keyword] as const,
    queryFn: ({ pageParam, signal }) =>
      searchDramas({ keyword, page: pageParam, page_size: SEARCH_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: keyword !== '',
  });
}

/** The results for a normalized keyword (nothing is requested for ''). */
export function useSearchDramas(keyword: string) {
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(searchQueryOptions(languageId, keyword));
}
