/**
 * POST /video/unlock {episode_id, scope, auto}: spends vouchers first, then gold (idempotent:
 * an episode already unlocked is never charged again). Silent: the caller turns the outcomes
 * into feedback (802 opens the pay popup, 702/703/704 show the sheet).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { UnlockData, UnlockScope } from '#shared/contract/wallet.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';
import type { EpisodeResult } from './get-episode.ts';
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

/**
 * After an unlock or a payment: the drama's locks, its episodes' addresses and the quotes.
 * An episode answer that is not a playable one (a cached 'locked', or a request still in
 * flight that the server may have answered before the unlock) is reset rather than kept: the
 * reset cancels that request, so the player asks again instead of showing the sheet over a
 * paid episode.
 */
export function refreshLocks(client: QueryClient, dramaId: number): Promise<unknown> {
  const episodes = ['player', 'episode', dramaId] as const;
  const playable = (query: Query): boolean =>
    (query.state.data as EpisodeResult | undefined)?.status === 'playable';
  return Promise.all([
    client.invalidateQueries({ queryKey: ['player', 'detail', dramaId] }),
    client.resetQueries({ queryKey: episodes, predicate: (query) => !playable(query) }),
    client.invalidateQueries({ queryKey: episodes, predicate: playable }),
    client.invalidateQueries({ queryKey: UNLOCK_QUOTE_QUERY_KEY }),
  ]);
}
