/**
 * POST /user/unlink {type} (decision 0061): takes a login method off the account. Either way the
 * account's methods and what this session may unlink are fetched again, so the list shows what
 * the server decided (a refusal's message is the API client's toast).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginMethodType } from '#shared/contract/user.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { USER_INFO_QUERY_KEY } from './get-user-info.ts';
import { LOGIN_SESSION_QUERY_KEY } from './get-login-session.ts';

export function unlinkLoginMethod(type: LoginMethodType): Promise<null> {
  return apiRequest('unlink', { type });
}

export function useUnlinkLoginMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlinkLoginMethod,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [USER_INFO_QUERY_KEY] }),
        client.invalidateQueries({ queryKey: [LOGIN_SESSION_QUERY_KEY] }),
      ]),
  });
}
