/** POST /console-api/auth/logout: ends the session; the console forgets everything it loaded. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { paths } from '#console/config/paths.ts';
import { consoleRequest, forgetSession } from '#console/lib/api-client.ts';
import { leaveTo } from '#console/lib/leave.ts';

export async function logout(): Promise<void> {
  await consoleRequest('POST', '/auth/logout', { schema: z.unknown() });
}

/**
 * Once the call settles (even if it failed: the operator meant to leave), the screens forget the
 * session and the login page loads afresh (lib/leave.ts): nothing of this session stays in memory.
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      forgetSession();
      client.clear();
      leaveTo(paths.login);
    },
  });
}
