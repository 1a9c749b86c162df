/**
 * GET /console-api/auth/session: the signed-in operator and the CSRF token; null when nobody is
 * (answered 200, so the login page's visit logs no failed request).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionResponse, type MeResponse } from '#shared/contract/console-auth.ts';
import { consoleRequest, rememberSession } from '#console/lib/api-client.ts';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  const me = await consoleRequest('GET', '/auth/session', {
    schema: sessionResponse,
    ...(signal ? { signal } : {}),
  });
  return me ? rememberSession(me) : null;
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
