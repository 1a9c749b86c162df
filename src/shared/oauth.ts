/**
 * The OAuth addresses both sides must agree on (SPEC 4, TikTok login): the callback page the
 * provider returns to, and the authorize URLs. Zod-free, so the login popup can build a URL
 * without loading the contract schemas. The server exchanges a code with the same
 * redirect_uri the browser sent to the provider, or the provider refuses it.
 */

/** The SPA route the providers redirect back to. */
export const OAUTH_CALLBACK_PATH = '/pages/login/callback';

export const TIKTOK_AUTHORIZE_URL = 'https://www.tiktok.com/v2/auth/authorize/';
export const TIKTOK_SCOPE = 'user.info.basic';
export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com';

export const THIRD_PARTY_TYPES = ['tiktok', 'facebook'] as const;
export type ThirdPartyType = (typeof THIRD_PARTY_TYPES)[number];

/** Longest state the client may choose (ours are 32 hex characters). */
export const OAUTH_STATE_MAX = 128;

/** The redirect URI for a site served at `origin` (scheme://host[:port], no trailing slash). */
export function oauthRedirectUri(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${OAUTH_CALLBACK_PATH}`;
}

/** TikTok Login Kit for web: where the browser goes to ask the user's consent. */
export function tiktokAuthorizeUrl(input: {
  clientKey: string;
  redirectUri: string;
  state: string;
  /** Another consent page speaking the same protocol (the built-in stand-in); TikTok's by default. */
  authorizeUrl?: string | undefined;
}): string {
  const query = new URLSearchParams({
    client_key: input.clientKey,
    scope: TIKTOK_SCOPE,
    response_type: 'code',
    redirect_uri: input.redirectUri,
    state: input.state,
  });
  return `${input.authorizeUrl || TIKTOK_AUTHORIZE_URL}?${query.toString()}`;
}

/**
 * Facebook Login's manual flow (for clients without the JS SDK): the dialog returns an access
 * token in the fragment of the redirect URI, which auth-callback-login then verifies.
 */
export function facebookDialogUrl(input: {
  appId: string;
  version: string;
  redirectUri: string;
  state: string;
  /** Another dialog host speaking the same protocol (the built-in stand-in); Facebook's by default. */
  dialogBase?: string | undefined;
}): string {
  const query = new URLSearchParams({
    client_id: input.appId,
    redirect_uri: input.redirectUri,
    state: input.state,
    response_type: 'token',
    scope: 'public_profile,email',
  });
  return `${input.dialogBase || FACEBOOK_DIALOG_URL}/${encodeURIComponent(input.version)}/dialog/oauth?${query.toString()}`;
}
