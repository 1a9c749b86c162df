/**
 * POST /wallet/coins-back {episode_id}: the episode's coins back to the balances they came
 * from; the episode is locked again (decision 0041). Silent: the caller says what happened
 * (711..715: the server's message).
 */
import type { CoinsBackData } from '#shared/contract/coins-back.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';

export async function returnCoins(episodeId: number): Promise<CoinsBackData> {
  const data = await apiRequest('coinsBack', { episode_id: episodeId }, { silent: true });
  useSession.setState({ goldValue: data.balance.gold, coinValue: data.balance.coin });
  return data;
}
