/** POST /rewards/checkin: today's check-in; the balances it answers replace the session's. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckinData } from '#shared/contract/rewards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';
import { timeZoneOffsetMinutes } from '../utils/time-zone.ts';
import { REWARDS_QUERY_KEY } from './get-rewards.ts';

export function checkIn(): Promise<CheckinData> {
  return apiRequest('checkin', { tz_offset_min: timeZoneOffsetMinutes() });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (data) => {
      useSession.setState({ goldValue: data.balance.gold, coinValue: data.balance.coin });
    },
    // Done or refused (already checked in elsewhere), the streak shown must be the server's.
    onSettled: () => queryClient.invalidateQueries({ queryKey: REWARDS_QUERY_KEY }),
  });
}
