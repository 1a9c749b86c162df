/** GET /video/list: every drama, newest first (optionally one tag), for the home page's endless list. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DramaPage } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/lib/paging.ts';
import { useLocale } from '#web/stores/locale.ts';

export const DRAMA_LIST_PAGE_SIZE = 18;

export function getDramaList(
  params: { page: number; page_size: number; tag?: string },
  signal?: AbortSignal,
): Promise<DramaPage> {
  return apiRequest('dramaList', params, { signal });
}

export function dramaListQueryOptions(languageId: LanguageId, tag: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'list', languageId, tag ?? ''] as const,
    queryFn: ({ pageParam, signal }) =>
      getDramaList({ page: pageParam, page_size: DRAMA_LIST_PAGE_SIZE, ...(tag ? { tag } : {}) }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useDramaList(tag?: string) {
  const languageId = useLocale((s) => s.languageId);
  return useInfiniteQuery(dramaListQueryOptions(languageId, tag));
}
