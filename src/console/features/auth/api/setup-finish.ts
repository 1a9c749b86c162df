/** POST /console-api/auth/setup/finish { token, password, totp_code }: the account is ready and signed in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meResponse, type SetupFinishPayload } from '#shared/contract/console-auth.ts';
import { consoleRequest, rememberSession } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { ME_QUERY_KEY } from './get-me.ts';

export async function setupFinish(payload: SetupFinishPayload) {
  return rememberSession(
    await consoleRequest('POST', '/auth/setup/finish', { schema: meResponse, body: payload }),
  );
}

export function useSetupFinish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setupFinish,
    meta: INLINE_ERRORS,
    onSuccess: (me) => client.setQueryData(ME_QUERY_KEY, me),
  });
}
