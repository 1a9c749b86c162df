/**
 * POST /wallet/topup-limit: the monthly top-up limit (issue 19), what is pending and what this
 * month's paid top-ups add up to. Under the wallet's key, so a pull-to-refresh renews it too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopupLimitData } from '#shared/contract/topup-limit.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';
import { WALLET_QUERY_KEY } from './get-order-list.ts';

export function getTopupLimit(signal?: AbortSignal): Promise<TopupLimitData> {
  return apiRequest('topupLimit', {}, { signal });
}

export function topupLimitQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'topup-limit', token] as const,
    queryFn: ({ signal }) => getTopupLimit(signal),
    enabled: token !== '',
    staleTime: 0,
  });
}

export function useTopupLimit() {
  const token = useSession((s) => s.token);
  return useQuery(topupLimitQueryOptions(token));
}
