/**
 * POST /video/unlock {episode_id, scope, auto}: spends vouchers first, then gold (idempotent:
 * an episode already unlocked is never charged again). Silent: the caller turns the outcomes
 * into feedback (802 opens the pay popup, 702/703/704 show the sheet).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { UnlockData, UnlockScope } from '#shared/contract/wallet.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';
import { UNLOCK_QUOTE_QUERY_KEY } from './get-unlock-quote.ts';

export async function unlockEpisode(
  episodeId: number,
  scope: UnlockScope,
  options: { auto?: boolean } = {},
): Promise<UnlockData> {
  const data = await apiRequest(
    'unlock',
    { episode_id: episodeId, scope, auto: options.auto ? 1 : 0 },
    { silent: true },
  );
  useSession.setState({ goldValue: data.balance.gold, coinValue: data.balance.coin });
  return data;
}

/** After an unlock or a payment: the drama's locks, its episodes' addresses and the quotes. */
export function refreshLocks(client: QueryClient, dramaId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['player', 'detail', dramaId] }),
    client.invalidateQueries({ queryKey: ['player', 'episode', dramaId] }),
    client.invalidateQueries({ queryKey: UNLOCK_QUOTE_QUERY_KEY }),
  ]);
}
