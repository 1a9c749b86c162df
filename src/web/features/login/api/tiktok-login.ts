/**
 * The TikTok login (SPEC 4): a random state kept in local storage, the browser sent to TikTok's
 * authorize page; back on /pages/login/callback the state is checked and the code goes to
 * POST /user/tiktok-bind, where the server exchanges it with the client secret.
 */
import type { LoginData } from '#shared/contract/user.ts';
import { apiRequest, type RequestOptions } from '#web/lib/api-client.ts';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';
import { readStorage, removeStorage, writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { useSession } from '#web/stores/session.ts';
import { OAUTH_CALLBACK_PATH } from '#shared/oauth.ts';
import { buildTiktokAuthorizeUrl, createOAuthState } from '../utils/oauth.ts';

export function startTiktokLogin(
  clientKey: string,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  const state = createOAuthState();
  writeStorage(STORAGE_KEYS.oauthState, state);
  writeStorage(STORAGE_KEYS.oauthReturn, `${window.location.pathname}${window.location.search}`);
  const url = buildTiktokAuthorizeUrl(clientKey, window.location.origin, state);
  // The built-in stand-in's page speaks the app's language (TikTok's own picks its own).
  const standIn = getRuntimeConfig().tiktokAuthorizeUrl !== '';
  go(standIn ? `${url}&hl=${encodeURIComponent(document.documentElement.lang)}` : url);
}

/** The stored state, removed as it is read: each state serves one callback at most. */
export function takeStoredOAuthState(): string | null {
  const state = readStorage(STORAGE_KEYS.oauthState);
  removeStorage(STORAGE_KEYS.oauthState);
  return state;
}

/**
 * The page the login started from (removed as it is read): an address of this app only, never
 * the callback itself; home when there is none.
 */
export function takeReturnPath(): string {
  const path = readStorage(STORAGE_KEYS.oauthReturn);
  removeStorage(STORAGE_KEYS.oauthReturn);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith(OAUTH_CALLBACK_PATH))
    return '/';
  return path;
}

export async function loginWithTiktok(code: string, options: RequestOptions = {}): Promise<LoginData> {
  const data = await apiRequest('tiktokBind', { code }, options);
  useSession.getState().applyLogin(data);
  return data;
}
