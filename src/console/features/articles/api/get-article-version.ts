/** GET /console-api/articles/:key/:locale/:version: one version with its text. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleKey } from '#shared/contract/article.ts';
import { articleVersion } from '#shared/contract/console-articles.ts';
import type { Locale } from '#shared/languages.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { ARTICLES_QUERY_KEY } from './get-articles.ts';

export function articleVersionQueryOptions(key: ArticleKey, locale: Locale, version: number) {
  return queryOptions({
    queryKey: [...ARTICLES_QUERY_KEY, key, locale, version],
    queryFn: ({ signal }) =>
      consoleRequest('GET', `/articles/${key}/${locale}/${version}`, { schema: articleVersion, signal }),
    staleTime: Infinity,
  });
}

export function useArticleVersion(key: ArticleKey, locale: Locale, version: number | undefined) {
  return useQuery({
    ...articleVersionQueryOptions(key, locale, version ?? 0),
    enabled: version !== undefined,
  });
}
