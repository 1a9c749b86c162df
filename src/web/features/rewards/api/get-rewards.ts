/** POST /rewards/info: the check-in streak, the welcome gift and the reward vouchers about to lapse. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardsInfoData } from '#shared/contract/rewards.ts';
import type { LanguageId } from '#shared/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { timeZoneOffsetMinutes } from '../utils/time-zone.ts';

export const REWARDS_QUERY_KEY = ['rewards'] as const;

export function getRewards(signal?: AbortSignal): Promise<RewardsInfoData> {
  return apiRequest('rewardsInfo', { tz_offset_min: timeZoneOffsetMinutes() }, signal ? { signal } : {});
}

export function rewardsQueryOptions(token: string, languageId: LanguageId) {
  return queryOptions({
    queryKey: [...REWARDS_QUERY_KEY, token, languageId] as const,
    queryFn: ({ signal }) => getRewards(signal),
    enabled: token !== '',
    staleTime: 60_000,
  });
}

export function useRewards() {
  const token = useSession((s) => s.token);
  const languageId = useLocale((s) => s.languageId);
  return useQuery(rewardsQueryOptions(token, languageId));
}
