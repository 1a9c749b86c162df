/**
 * POST /console-api/articles/:key/:locale { body } (a new version) and
 * POST /console-api/articles/:key/:locale/:version/restore (the old text as a new version).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleKey } from '#shared/contract/article.ts';
import { articleDetail } from '#shared/contract/console-articles.ts';
import type { Locale } from '#shared/languages.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { ARTICLES_QUERY_KEY } from './get-articles.ts';

interface Target {
  key: ArticleKey;
  locale: Locale;
}

export function saveArticle({ key, locale, body }: Target & { body: string }) {
  return consoleRequest('POST', `/articles/${key}/${locale}`, { schema: articleDetail, body: { body } });
}

export function restoreArticle({ key, locale, version }: Target & { version: number }) {
  return consoleRequest('POST', `/articles/${key}/${locale}/${version}/restore`, {
    schema: articleDetail,
    body: {},
  });
}

function useArticleWrite<V extends Target>(write: (v: V) => ReturnType<typeof saveArticle>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (data, v) => {
      client.setQueryData([...ARTICLES_QUERY_KEY, v.key, v.locale], data);
      void client.invalidateQueries({ queryKey: ARTICLES_QUERY_KEY, exact: true });
    },
  });
}

export const useSaveArticle = () => useArticleWrite(saveArticle);
export const useRestoreArticle = () => useArticleWrite(restoreArticle);
