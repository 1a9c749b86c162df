/**
 * GET /console-api/auth/session: the signed-in operator and the CSRF token; null when nobody is
 * (answered 200, so the login page's visit logs no failed request). Asked again whenever the
 * window regains focus (and by the app after a 903), so a role an owner changed shows at once.
 * Nobody signed in any more where the screens had an operator is a session that ended: a 901
 * like any call's, which keeps the screen and asks to sign in again (app/session.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ERRORS } from '#shared/api-codes.ts';
import { sessionResponse, type MeResponse } from '#shared/contract/console-auth.ts';
import { consoleRequest, rememberSession } from '#console/lib/api-client.ts';
import { ConsoleApiError } from '#console/lib/api-error.ts';
import { translate } from '#console/lib/i18n.ts';

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
  queryFn: async ({ signal, client }) => {
    const had = client.getQueryData<MeResponse | null>(ME_QUERY_KEY);
    const me = await getMe(signal);
    if (me === null && had) {
      throw new ConsoleApiError(API_ERRORS.operatorUnauthorized.code, translate('session.ended_title'));
    }
    return me;
  },
  staleTime: 60_000,
  refetchOnWindowFocus: 'always',
});

export function useMe() {
  return useQuery(meQueryOptions);
}
