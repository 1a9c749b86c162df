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
import { keepLogin } from '#web/lib/session-recovery.ts';
import { LINKED_PARAM } from '#web/stores/login-link.ts';
import { OAUTH_CALLBACK_PATH } from '#shared/oauth.ts';
import { buildTiktokAuthorizeUrl, createOAuthState } from '../utils/oauth.ts';
import type { BindOptions } from './email-bind.ts';

/**
 * The state of a TikTok link (decision 0060) starts with this: the intent goes to TikTok and
 * back inside the state, which the callback checks anyway, so nothing else need survive the trip.
 */
const LINK_STATE_PREFIX = 'link.';

/** The state the callback took last (this page load): a link's, or a login's. */
let takenState: string | null = null;

export function startTiktokLogin(
  clientKey: string,
  go: (url: string) => void = (url) => window.location.assign(url),
  options: BindOptions = {},
): void {
  const state = `${options.link ? LINK_STATE_PREFIX : ''}${createOAuthState()}`;
  writeStorage(STORAGE_KEYS.oauthState, state);
  const back = new URL(window.location.href);
  if (options.link) back.searchParams.set(LINKED_PARAM, 'tiktok');
  writeStorage(STORAGE_KEYS.oauthReturn, `${back.pathname}${back.search}`);
  const url = buildTiktokAuthorizeUrl(clientKey, window.location.origin, state);
  // The built-in stand-in's page speaks the app's language (TikTok's own picks its own).
  const standIn = getRuntimeConfig().tiktokAuthorizeUrl !== '';
  go(standIn ? `${url}&hl=${encodeURIComponent(document.documentElement.lang)}` : url);
}

/** The stored state, removed as it is read: each state serves one callback at most. */
export function takeStoredOAuthState(): string | null {
  const state = readStorage(STORAGE_KEYS.oauthState);
  removeStorage(STORAGE_KEYS.oauthState);
  takenState = state;
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

/**
 * POST /user/tiktok-bind with the callback's code: a login, or a link when the state taken by
 * the callback was a link's (decision 0060).
 */
export async function loginWithTiktok(code: string, options: RequestOptions = {}): Promise<LoginData> {
  const link = takenState?.startsWith(LINK_STATE_PREFIX) === true;
  const data = await apiRequest('tiktokBind', { code, ...(link ? { link: 1 as const } : {}) }, options);
  keepLogin(data);
  return data;
}
