/**
 * Code 301 of SPEC 4: what the API client does when the server no longer knows the session.
 * The calls it needs come from the client (lib/api-client.ts), marked so that their own 301
 * does not wait for the recovery they are part of.
 */
import type { LoginData, UserInfoData } from '#shared/contract/user.ts';
import { useSession } from '#web/stores/session.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { clearPendingInvite } from './device.ts';
import { clearDownloads } from './download-storage.ts';
import { readStorage, writeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** The API calls a recovery makes. */
export interface RecoveryCalls {
  deviceLogin(): Promise<LoginData>;
  userInfo(): Promise<UserInfoData>;
}

/** A device login's answer kept: its token is the session now (SPEC 4), and no block holds. */
export function keepDeviceLogin(data: LoginData): void {
  keepLogin(data);
  clearPendingInvite();
}

/**
 * A login's answer kept (email, Facebook, TikTok, device): its token is the session now, and
 * the dialog of a blocked account that used this device before is over (decision 0060).
 */
export function keepLogin(data: LoginData): void {
  useSession.getState().applyLogin(data);
  useSessionPrompt.getState().clearBlocked();
}

/** A reload that happened this recently was ours: do not loop if the server keeps saying 301. */
const RELOAD_LOOP_GUARD_MS = 10_000;

function reloadPage(): void {
  const last = Number(readStorage(STORAGE_KEYS.recoveryReloadAt, 'session') ?? 0);
  const now = Date.now();
  if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_LOOP_GUARD_MS) return;
  writeStorage(STORAGE_KEYS.recoveryReloadAt, String(now), 'session');
  location.reload();
}

let guestRecovery: Promise<void> | null = null;

/** Runs a recovery, one at a time: calls failing meanwhile wait for it (handleSessionExpired). */
function recoverOnce(recovery: () => Promise<void>): Promise<void> {
  guestRecovery = recovery().finally(() => {
    guestRecovery = null;
  });
  return guestRecovery;
}

/**
 * The session is gone as at a logout: so are its downloads (decision 0043), or the next guest
 * of this device would play what the account paid for (an operator's block ends a session so).
 */
function endSession(): Promise<void> {
  useSession.getState().logout();
  return clearDownloads().catch(() => undefined);
}

async function recoverGuestSession(calls: RecoveryCalls): Promise<void> {
  await endSession();
  try {
    keepDeviceLogin(await calls.deviceLogin());
    useSession.getState().applyUserInfo(await calls.userInfo());
  } catch {
    return; // Already reported by a toast; the next action tries again.
  }
  reloadPage();
}

async function continueAsGuest(calls: RecoveryCalls): Promise<void> {
  try {
    const login = await calls.deviceLogin();
    // A login of the prompt's popup may have come first: it wins.
    if (useSession.getState().token === '') keepDeviceLogin(login);
  } catch {
    // Already reported by a toast; the next call without a token recovers as a guest's would.
  }
}

/**
 * A device login answered 633 (decision 0035): this device's account is blocked, so there is
 * no guest to go on as. One dialog says the account is blocked and how to reach customer
 * service, instead of the expired-login prompt and a toast (the API client shows none for it).
 * Another account may still log in here (decision 0060): its login goes without a token.
 *
 * Device logins are made with no session (the blocked account's ended with its 301): a session
 * that is there by the time the answer comes is another account's, logged in meanwhile (the
 * TikTok callback's login races the start-up's device login), and stays, with no dialog. Under
 * the login popup the dialog is not shown either; the state still holds for the pages.
 */
export function handleAccountBlocked(): void {
  if (useSession.getState().token !== '') return;
  const prompt = useSessionPrompt.getState();
  prompt.showBlocked();
  if (useLoginPopup.getState().visible) prompt.hide();
}

/**
 * Code 301, judged by the session the request was sent with. A registered user is logged out
 * and goes on as the device's guest, then is asked to log in again; unless the device login
 * says the account is blocked (then that is what the dialog says). A guest silently
 * gets a new device session: single flight, so however many calls fail together, one device
 * login runs and the others wait for it; then user info is refetched and the page reloads.
 * A 301 for a session that is already gone (logged out, or replaced by a recovery) changes
 * nothing more.
 */
export function handleSessionExpired(
  sentWith: { token: string; hadLogin: boolean },
  calls: RecoveryCalls,
): Promise<void> {
  if (guestRecovery) return guestRecovery;
  const session = useSession.getState();
  if (session.token !== sentWith.token) return Promise.resolve();
  if (sentWith.hadLogin) {
    void endSession();
    // With no token, SPEC 4's start-up rule holds: a device login. The visitor goes on as this
    // device's guest under the prompt (the pages load again, keyed by the new token), and
    // logging in again binds to that session as every login does. No reload: the prompt stays.
    // The prompt comes after the device login: a blocked account (633) is told that instead.
    return recoverOnce(async () => {
      await continueAsGuest(calls);
      useSessionPrompt.getState().show();
    });
  }
  return recoverOnce(() => recoverGuestSession(calls));
}
