/** GET /console-api/auth/me: the signed-in operator and the CSRF token; null when nobody is. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponse, type MeResponse } from '#shared/contract/console-auth.ts';
import { consoleRequest, rememberSession } from '#console/lib/api-client.ts';
import { isConsoleApiError } from '#console/lib/api-error.ts';
import { CODE_UNAUTHORIZED } from '#console/lib/query-client.ts';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    const me = await consoleRequest('GET', '/auth/me', { schema: meResponse, ...(signal ? { signal } : {}) });
    return rememberSession(me);
  } catch (error) {
    // No live session is an answer here, not a failure: the login page shows.
    if (isConsoleApiError(error, CODE_UNAUTHORIZED)) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
