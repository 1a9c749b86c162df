/**
 * POST /follow/add and /follow/remove: follow or stop following a series. The answer goes
 * straight into the state's query; the following list is loaded again on its next visit.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowState } from '#shared/contract/follow.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';
import { FOLLOW_QUERY_KEY, followStateQueryOptions } from './get-follow-state.ts';

export function setFollowing(dramaId: number, on: boolean): Promise<FollowState> {
  return apiRequest(on ? 'followAdd' : 'followRemove', { drama_id: dramaId });
}

export function useSetFollowing(dramaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => setFollowing(dramaId, on),
    onSuccess: (state) => {
      const token = useSession.getState().token;
      queryClient.setQueryData(followStateQueryOptions(token, dramaId, true).queryKey, state);
      void queryClient.invalidateQueries({ queryKey: [...FOLLOW_QUERY_KEY, 'list'] });
    },
  });
}
