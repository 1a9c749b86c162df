/** GET /video/tags: the genre chips above the home page's endless list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useLocale } from '#web/stores/locale.ts';

export function getTags(signal?: AbortSignal) {
  return apiRequest('tags', undefined, { signal });
}

export function tagsQueryOptions(languageId: LanguageId) {
  return queryOptions({
    queryKey: ['catalogue', 'tags', languageId] as const,
    queryFn: ({ signal }) => getTags(signal),
    staleTime: 5 * 60_000,
  });
}

export function useTags() {
  const languageId = useLocale((s) => s.languageId);
  return useQuery(tagsQueryOptions(languageId));
}
