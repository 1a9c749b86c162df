/**
 * POST /pay/center (SPEC 4 step 1: opening the pay popup loads the pay centre): balances, VIP
 * expiry, the packages with their channels and the guide lines. Keyed by token and language
 * (titles and displayed prices are localized), refetched on every opening.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayCenterData } from '#shared/contract/wallet.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';

export const PAY_CENTER_QUERY_KEY = ['pay', 'center'] as const;

export function getPayCenter(signal?: AbortSignal): Promise<PayCenterData> {
  return apiRequest('payCenter', {}, { signal });
}

export function payCenterQueryOptions(token: string, languageId: LanguageId) {
  return queryOptions({
    queryKey: [...PAY_CENTER_QUERY_KEY, token, languageId] as const,
    queryFn: ({ signal }) => getPayCenter(signal),
    enabled: token !== '',
    staleTime: 0,
  });
}

export function usePayCenter(enabled: boolean) {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  const options = payCenterQueryOptions(token, languageId);
  return useQuery({ ...options, enabled: enabled && options.enabled === true });
}
