/** GET /console-api/articles/:key/:locale: what viewers get now, and the history. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleKey } from '#shared/contract/article.ts';
import { articleDetail } from '#shared/contract/console-articles.ts';
import type { Locale } from '#shared/languages.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { ARTICLES_QUERY_KEY } from './get-articles.ts';

export function articleQueryOptions(key: ArticleKey, locale: Locale) {
  return queryOptions({
    queryKey: [...ARTICLES_QUERY_KEY, key, locale],
    queryFn: ({ signal }) =>
      consoleRequest('GET', `/articles/${key}/${locale}`, { schema: articleDetail, signal }),
  });
}

export function useArticle(key: ArticleKey, locale: Locale) {
  return useQuery(articleQueryOptions(key, locale));
}
