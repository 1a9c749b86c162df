/**
 * POST /wallet/auto-unlock {enabled, daily_cap}: the opt-in auto-unlock of the next episode.
 * Without a cap the server keeps the one the viewer picked before.
 */
import type { AutoUnlockState } from '#shared/contract/wallet.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function setAutoUnlock(enabled: boolean, dailyCap?: number): Promise<AutoUnlockState> {
  return apiRequest('autoUnlock', {
    enabled: enabled ? 1 : 0,
    daily_cap: dailyCap !== undefined && dailyCap > 0 ? dailyCap : undefined,
  });
}
