/**
 * POST /auth/user/logout, then the local logout of SPEC 4, then a fresh device session and a
 * reload (the visitor continues as a guest of this device).
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest, loginAsDevice } from '#web/lib/api-client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useSession } from '#web/stores/session.ts';

export async function logout(): Promise<void> {
  // Revoking the token is best effort: the device forgets it either way.
  await apiRequest('logout', undefined, { silent: true }).catch(() => undefined);
  useSession.getState().logout();
  queryClient.clear();
  await loginAsDevice();
  window.location.reload();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
