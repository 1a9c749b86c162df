/**
 * GET /video/home: banners and rails, titles in the request's language (cacheable briefly: a
 * console change shows within CATALOGUE_FRESHNESS.boundMs, so home is asked again after
 * clientStaleMs, the browser's HTTP cache answering in between).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
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
    staleTime: CATALOGUE_FRESHNESS.clientStaleMs,
  });
}

export function useHome() {
  const languageId = useLocale((s) => s.languageId);
  return useQuery(homeQueryOptions(languageId));
}
