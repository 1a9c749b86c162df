/** GET /video/home: banners and rails, titles in the request's language (cacheable, 30 s). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeData } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useLocale } from '#web/stores/locale.ts';

export function getHome(signal?: AbortSignal): Promise<HomeData> {
  return apiRequest('home', undefined, { signal });
}

export function homeQueryOptions(languageId: LanguageId) {
  return queryOptions({
    queryKey: ['catalogue', 'home', languageId] as const,
    queryFn: ({ signal }) => getHome(signal),
  });
}

export function useHome() {
  const languageId = useLocale((s) => s.languageId);
  return useQuery(homeQueryOptions(languageId));
}
