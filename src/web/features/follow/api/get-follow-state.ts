/** POST /follow/state: whether the user follows a series (logged-in users only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';

export const FOLLOW_QUERY_KEY = ['follow'] as const;

export function followStateQueryOptions(token: string, dramaId: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...FOLLOW_QUERY_KEY, 'state', token, dramaId] as const,
    queryFn: ({ signal }) => apiRequest('followState', { drama_id: dramaId }, { signal, silent: true }),
    enabled: enabled && token !== '',
    staleTime: 60_000,
  });
}

export function useFollowState(dramaId: number) {
  const token = useSession((s) => s.token);
  const hadLogin = useSession((s) => s.hadLogin);
  return useQuery(followStateQueryOptions(token, dramaId, hadLogin));
}
