/** POST /favorite/list: the user's favourite dramas, newest first (refetched on every visit). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FavoritePage } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';

export const FAVORITES_PAGE_SIZE = 24;
export const FAVORITES_QUERY_KEY = ['favorites'] as const;

export function getFavorites(page: number, signal?: AbortSignal): Promise<FavoritePage> {
  return apiRequest('favoriteList', { page, page_size: FAVORITES_PAGE_SIZE }, { signal });
}

export function favoritesQueryOptions(token: string, languageId: LanguageId) {
  return infiniteQueryOptions({
    queryKey: [...FAVORITES_QUERY_KEY, 'list', token, languageId] as const,
    queryFn: ({ pageParam, signal }) => getFavorites(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== '',
    staleTime: 0,
  });
}

export function useFavorites() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(favoritesQueryOptions(token, languageId));
}
