/** GET /console-api/articles (editor, owner, support): each article and locale, its version. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleList } from '#shared/contract/console-articles.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export const ARTICLES_QUERY_KEY = ['articles'] as const;

export function articlesQueryOptions() {
  return queryOptions({
    queryKey: ARTICLES_QUERY_KEY,
    queryFn: ({ signal }) => consoleRequest('GET', '/articles', { schema: articleList, signal }),
  });
}

export function useArticles() {
  return useQuery(articlesQueryOptions());
}
