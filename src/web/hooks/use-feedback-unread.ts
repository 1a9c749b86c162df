/**
 * POST /feedback/unread: how many of the operator's replies the user has not read (the badge
 * of the personal centre's Feedback entry, the dot on the Me tab and on the feedback page's
 * "My feedback" tab). Shared by the user menu, the tab bar and the feedback page.
 *
 * Fresh where it is read: on the screens about feedback (the personal centre, the feedback
 * page) the count is asked again when the app comes back to the foreground and every minute
 * while it is on screen; never in the background, and never offline (TanStack Query pauses
 * the fetch until the connection is back). The tab bar asks only for a registered user, once
 * and again on coming back after the count went stale: a guest's count (guests may leave
 * feedback too, README "Feedback") is asked by the screens about feedback only, so a visitor
 * who never wrote any costs no call on every page; the tab bar still shows what those asked.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';

export const FEEDBACK_QUERY_KEY = ['feedback'] as const;

/** How often the screens about feedback ask again while on screen. */
export const FEEDBACK_REFRESH_MS = 60_000;

export function feedbackUnreadQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...FEEDBACK_QUERY_KEY, 'unread', token] as const,
    // Silent: a badge that fails to load is simply not shown.
    queryFn: ({ signal }) => apiRequest('feedbackUnread', undefined, { signal, silent: true }),
    enabled: token !== '',
    staleTime: 30_000,
  });
}

/**
 * The unread reply count, undefined until the first answer; kept fresh (foreground, every
 * minute) for a registered user, and with `live` for a guest too (on the feedback page, where
 * a guest's own feedback is).
 */
export function useFeedbackUnreadCount(options: { live?: boolean } = {}): number | undefined {
  const token = useSession((s) => s.token);
  const hadLogin = useSession((s) => s.hadLogin);
  const live = options.live ?? hadLogin;
  return useQuery({
    ...feedbackUnreadQueryOptions(token),
    refetchOnWindowFocus: live ? 'always' : false,
    refetchInterval: live ? FEEDBACK_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  }).data?.count;
}

/** The unread reply count, 0 while unknown (useFeedbackUnreadCount's freshness). */
export function useFeedbackUnread(options: { live?: boolean } = {}): number {
  return useFeedbackUnreadCount(options) ?? 0;
}

/** Whether there are unread replies, for the tab bar's dot (asks for registered users only). */
export function useHasFeedbackUnread(): boolean {
  const token = useSession((s) => s.token);
  const hadLogin = useSession((s) => s.hadLogin);
  const options = feedbackUnreadQueryOptions(token);
  const { data } = useQuery({
    ...options,
    enabled: options.enabled && hadLogin,
    refetchOnWindowFocus: true,
  });
  return (data?.count ?? 0) > 0;
}
