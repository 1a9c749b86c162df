/**
 * POST /auth/user/logout, then the local logout of SPEC 4, then a fresh device session (SPEC 4:
 * no token means a device login): the visitor lands on the personal centre as a guest of this
 * device, told "Logged out". Switching account is the same logout followed by the login popup.
 * Before the token goes, this browser's web push for release notices is ended (the server's
 * subscription and the browser's own, lib/web-push.ts): a shared phone must not get the last
 * viewer's pushes.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest, loginAsDevice } from '#web/lib/api-client.ts';
import { clearDownloads } from '#web/lib/download-storage.ts';
import { paths } from '#web/config/paths.ts';
import { i18next } from '#web/lib/i18n.ts';
import { reLaunch } from '#web/lib/navigation.ts';
import { notify } from '#web/lib/notify.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { endPushSubscription } from '#web/lib/web-push.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';

async function endSession(): Promise<void> {
  await endPushSubscription();
  // Revoking the token is best effort: the device forgets it either way.
  await apiRequest('logout', undefined, { silent: true }).catch(() => undefined);
  useSession.getState().logout();
  // The account's downloads leave the device with it (issue 19).
  await clearDownloads().catch(() => undefined);
  queryClient.clear();
  await loginAsDevice();
}

export async function logout(): Promise<void> {
  let guest = true;
  try {
    await endSession();
  } catch {
    guest = false; // the device login failed and was reported; the centre offers to log in
  }
  await reLaunch(paths.mine.path);
  if (guest) notify(i18next.t('setting.logged_out'), { kind: 'success' });
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
