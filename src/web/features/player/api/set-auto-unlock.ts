/** POST /wallet/auto-unlock {enabled, daily_cap}: the opt-in auto-unlock of the next episode. */
import type { AutoUnlockState } from '#shared/contract/wallet.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function setAutoUnlock(enabled: boolean, dailyCap: number): Promise<AutoUnlockState> {
  return apiRequest('autoUnlock', {
    enabled: enabled ? 1 : 0,
    daily_cap: dailyCap > 0 ? dailyCap : undefined,
  });
}
