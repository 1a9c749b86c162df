/** POST /console-api/auth/login: email, password and the authenticator's code → a session. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meResponse, type LoginPayload } from '#shared/contract/console-auth.ts';
import { consoleRequest, rememberSession } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { ME_QUERY_KEY } from './get-me.ts';

export async function login(payload: LoginPayload) {
  return rememberSession(await consoleRequest('POST', '/auth/login', { schema: meResponse, body: payload }));
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: INLINE_ERRORS,
    onSuccess: async (me) => {
      // A look at the session sent before this sign-in (a focus under the session-ended
      // dialog) would answer "nobody": it must not land after the new session.
      await client.cancelQueries({ queryKey: ME_QUERY_KEY });
      client.setQueryData(ME_QUERY_KEY, me);
    },
  });
}
