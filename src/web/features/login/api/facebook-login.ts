/**
 * The Facebook login (SPEC 4): the JS SDK, loaded only when an app id is configured, gives an
 * access token; POST /user/facebook-bind has the server verify it with the Graph API.
 */
import type { LoginData } from '#shared/contract/user.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { keepLogin } from '#web/lib/session-recovery.ts';
import type { BindOptions } from './email-bind.ts';
import { facebookSdkUrl } from '../utils/oauth.ts';

interface FacebookLoginResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}

/** The part of the Facebook JS SDK we use. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

let loading: { appId: string; sdk: Promise<FacebookSdk> } | undefined;

/** Loads and initialises the SDK once per app id; a failed load is retried by the next call. */
export function loadFacebookSdk(appId: string, version: string, locale: string): Promise<FacebookSdk> {
  if (!appId) return Promise.reject(new Error('no Facebook app id'));
  if (loading?.appId === appId) return loading.sdk;
  const sdk = new Promise<FacebookSdk>((resolve, reject) => {
    const ready = (): void => {
      const fb = window.FB;
      if (!fb) return reject(new Error('Facebook SDK did not load'));
      fb.init({ appId, version, cookie: false, xfbml: false });
      resolve(fb);
    };
    if (window.FB) return ready();
    const script = document.createElement('script');
    script.src = facebookSdkUrl(locale);
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = ready;
    script.onerror = () => reject(new Error('Facebook SDK did not load'));
    document.head.appendChild(script);
  });
  loading = { appId, sdk };
  sdk.catch(() => {
    if (loading?.sdk === sdk) loading = undefined;
  });
  return sdk;
}

/** Asks the user to log in; the access token, or null when none came back (SPEC 4). */
export function facebookAccessToken(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken || null), {
      scope: 'public_profile,email',
    });
  });
}

/** POST /user/facebook-bind: logs in, or links Facebook to the account (`link`, decision 0060). */
export async function loginWithFacebook(accessToken: string, options: BindOptions = {}): Promise<LoginData> {
  const data = await apiRequest('facebookBind', {
    access_token: accessToken,
    ...(options.link ? { link: 1 as const } : {}),
  });
  keepLogin(data);
  return data;
}
