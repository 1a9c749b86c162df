/**
 * Pure rules of the third-party logins (SPEC 4): the random state of the TikTok flow, the
 * authorize URL, what the callback's query means, and the Facebook SDK's locale.
 */
import type { Locale } from '#shared/languages.ts';
import { oauthRedirectUri, tiktokAuthorizeUrl } from '#shared/oauth.ts';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';

const STATE_BYTES = 16;

/** 32 hex characters from the browser's CSPRNG. */
export function createOAuthState(
  fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = fill(new Uint8Array(STATE_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the TikTok button sends the browser: our callback at `origin`, carrying `state`. */
export function buildTiktokAuthorizeUrl(
  clientKey: string,
  origin: string,
  state: string,
  authorizeUrl = getRuntimeConfig().tiktokAuthorizeUrl,
): string {
  return tiktokAuthorizeUrl({ clientKey, redirectUri: oauthRedirectUri(origin), state, authorizeUrl });
}

export type CallbackOutcome =
  | { kind: 'ok'; code: string }
  /** The provider sent an error (the user cancelled, or the app is misconfigured). */
  | { kind: 'denied'; error: string }
  /** No state stored, none returned, or another one: possibly forged, nothing is bound. */
  | { kind: 'state-mismatch' }
  | { kind: 'no-code' };

/** Reads the callback's query against the state stored before leaving for the provider. */
export function readCallback(search: string | URLSearchParams, storedState: string | null): CallbackOutcome {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const error = params.get('error');
  if (error) return { kind: 'denied', error };
  const state = params.get('state');
  if (!storedState || !state || state !== storedState) return { kind: 'state-mismatch' };
  const code = params.get('code')?.trim();
  return code ? { kind: 'ok', code } : { kind: 'no-code' };
}

const FACEBOOK_LOCALES: Record<Locale, string> = {
  'zh-Hans': 'zh_CN',
  'zh-Hant': 'zh_TW',
  en: 'en_US',
  th: 'th_TH',
  id: 'id_ID',
};

/**
 * The SDK's URL in the interface language (https://connect.facebook.net/<locale>/sdk.js), or
 * the built-in stand-in's when the server runs one (runtime config).
 */
export function facebookSdkUrl(locale: string, override = getRuntimeConfig().facebookSdkUrl): string {
  if (override) return override;
  const fb = FACEBOOK_LOCALES[locale as Locale] ?? 'en_US';
  return `https://connect.facebook.net/${fb}/sdk.js`;
}
