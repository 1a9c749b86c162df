/**
 * POST /user/login-session (decision 0061): how this session logged in and the linked methods
 * it may unlink now, as a query keyed by token (a login or a link makes a new token).
 */
import { queryOptions } from '@tanstack/react-query';
import type { LoginSessionData } from '#shared/contract/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const LOGIN_SESSION_QUERY_KEY = 'login-session';

export function getLoginSession(signal?: AbortSignal): Promise<LoginSessionData> {
  // Without it the list only shows no Unlink: no toast for a failure.
  return apiRequest('loginSession', undefined, { silent: true, ...(signal ? { signal } : {}) });
}

export function loginSessionQueryOptions(token: string) {
  return queryOptions({
    queryKey: [LOGIN_SESSION_QUERY_KEY, token] as const,
    queryFn: ({ signal }) => getLoginSession(signal),
    enabled: token !== '',
  });
}
