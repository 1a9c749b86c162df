/**
 * POST /notice/unread: how many release notices the user has not read (the badge of the
 * personal centre's Notices entry). Shared by the user menu and the notices feature.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';

export const NOTICES_QUERY_KEY = ['notices'] as const;

export function noticeUnreadQueryOptions(token: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...NOTICES_QUERY_KEY, 'unread', token] as const,
    // Silent: a badge that fails to load is simply not shown.
    queryFn: ({ signal }) => apiRequest('noticeUnread', undefined, { signal, silent: true }),
    enabled: enabled && token !== '',
    staleTime: 30_000,
  });
}

/** The unread notice count of a logged-in user, 0 while unknown (guests follow nothing). */
export function useNoticeUnread(): number {
  const token = useSession((s) => s.token);
  const hadLogin = useSession((s) => s.hadLogin);
  return useQuery(noticeUnreadQueryOptions(token, hadLogin)).data?.count ?? 0;
}
