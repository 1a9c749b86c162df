/**
 * POST /console-api/auth/setup/start { token }: the account a setup link belongs to and a
 * fresh authenticator secret to enrol. A query (it is asked once per page and its answer shown),
 * not retried: a second call makes a new secret.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupStartResponse } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';

export function setupStart(token: string) {
  return consoleRequest('POST', '/auth/setup/start', { schema: setupStartResponse, body: { token } });
}

export function setupStartQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'setup', token],
    queryFn: () => setupStart(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: INLINE_ERRORS,
  });
}

export function useSetupStart(token: string) {
  return useQuery(setupStartQueryOptions(token));
}
