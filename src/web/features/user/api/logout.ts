/**
 * POST /auth/user/logout, then the local logout of SPEC 4, then a fresh device session and a
 * reload (the visitor continues as a guest of this device). Switching account is the same
 * logout without the reload, followed by the login popup.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest, loginAsDevice } from '#web/lib/api-client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';

async function endSession(): Promise<void> {
  // Revoking the token is best effort: the device forgets it either way.
  await apiRequest('logout', undefined, { silent: true }).catch(() => undefined);
  useSession.getState().logout();
  queryClient.clear();
  await loginAsDevice();
}

export async function logout(): Promise<void> {
  await endSession();
  window.location.reload();
}

/**
 * Log out, then offer the login popup. A guest has nothing to log out of (the device would
 * give the same guest account back), so the popup opens at once.
 */
export async function switchAccount(): Promise<void> {
  if (useSession.getState().hadLogin) await endSession();
  useLoginPopup.getState().open();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

export function useSwitchAccount() {
  return useMutation({ mutationFn: switchAccount });
}
