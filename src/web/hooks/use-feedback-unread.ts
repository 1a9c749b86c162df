/**
 * POST /feedback/unread: how many of the operator's replies the user has not read (the badge
 * of the personal centre's Feedback entry). Shared by the user menu and the feedback page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';

export const FEEDBACK_QUERY_KEY = ['feedback'] as const;

export function feedbackUnreadQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...FEEDBACK_QUERY_KEY, 'unread', token] as const,
    // Silent: a badge that fails to load is simply not shown.
    queryFn: ({ signal }) => apiRequest('feedbackUnread', undefined, { signal, silent: true }),
    enabled: token !== '',
    staleTime: 30_000,
  });
}

/** The unread reply count, 0 while unknown. */
export function useFeedbackUnread(): number {
  const token = useSession((s) => s.token);
  return useQuery(feedbackUnreadQueryOptions(token)).data?.count ?? 0;
}
