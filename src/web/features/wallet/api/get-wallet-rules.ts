/**
 * GET /api/site/article/get-article?key=wallet: the wallet rules (issue 19) in the interface
 * language, as operators keep them (an article: Markdown rendered and escaped by the server).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleData } from '#shared/contract/article.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useLocale } from '#web/stores/locale.ts';

export function getWalletRules(signal?: AbortSignal): Promise<ArticleData> {
  return apiRequest('getArticle', { key: 'wallet' }, { signal });
}

export function walletRulesQueryOptions(languageId: LanguageId) {
  return queryOptions({
    queryKey: ['article', 'wallet', languageId] as const,
    queryFn: ({ signal }) => getWalletRules(signal),
  });
}

export function useWalletRules() {
  const languageId = useLocale((s) => s.languageId);
  return useQuery(walletRulesQueryOptions(languageId));
}
