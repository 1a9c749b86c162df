/** POST /console-api/auth/logout: ends the session; the console forgets everything it loaded. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleRequest, forgetSession } from '#console/lib/api-client.ts';
import { ME_QUERY_KEY } from './get-me.ts';

export async function logout(): Promise<void> {
  await consoleRequest('POST', '/auth/logout', { schema: z.unknown() });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Even when the call failed the operator meant to leave: the screen forgets the session.
      forgetSession();
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      client.setQueryData(ME_QUERY_KEY, null);
    },
  });
}
