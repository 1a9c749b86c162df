/**
 * POST /video/unlock-quote {episode_id}: what the locked-episode sheet offers (this episode,
 * the next ten, all remaining, with their discounts and where the coins come from), the
 * balances, the order rule and the auto-unlock state. Fetched whenever the sheet opens.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnlockQuoteData } from '#shared/contract/wallet.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';

export const UNLOCK_QUOTE_QUERY_KEY = ['player', 'unlock-quote'] as const;

export function getUnlockQuote(episodeId: number, signal?: AbortSignal): Promise<UnlockQuoteData> {
  return apiRequest('unlockQuote', { episode_id: episodeId }, { signal });
}

export function unlockQuoteQueryOptions(episodeId: number, token: string) {
  return queryOptions({
    queryKey: [...UNLOCK_QUOTE_QUERY_KEY, episodeId, token] as const,
    queryFn: ({ signal }) => getUnlockQuote(episodeId, signal),
    enabled: token !== '' && episodeId > 0,
    staleTime: 0,
  });
}

export function useUnlockQuote(episodeId: number, enabled: boolean) {
  const token = useSession((s) => s.token);
  const options = unlockQuoteQueryOptions(episodeId, token);
  return useQuery({ ...options, enabled: enabled && options.enabled === true });
}
