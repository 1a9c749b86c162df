/**
 * POST /wallet/topup-limit/set {limit_cents}: sets (cents) or removes (null) the monthly top-up
 * limit; the answer, with what is pending, replaces the cached state.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopupLimitData } from '#shared/contract/topup-limit.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';
import { topupLimitQueryOptions } from './get-topup-limit.ts';

export function setTopupLimit(limitCents: number | null): Promise<TopupLimitData> {
  return apiRequest('setTopupLimit', { limit_cents: limitCents });
}

export function useSetTopupLimit() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: setTopupLimit,
    onSuccess: (data) => client.setQueryData(topupLimitQueryOptions(token).queryKey, data),
  });
}
