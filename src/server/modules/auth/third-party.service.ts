/**
 * Facebook and TikTok logins (SPEC 4 and 7, issue 4): the provider proves who the user is
 * (the adapters call it from the server, secrets included), then the account rule of
 * account.service.ts applies as for email. A provider that is not configured, refuses, or
 * cannot be reached answers a business code in the request's language, never a 500.
 */
import { randomBytes } from 'node:crypto';
import type { LoginData } from '#shared/contract/user.ts';
import type { LanguageId } from '#shared/languages.ts';
import {
  facebookDialogUrl,
  oauthRedirectUri,
  tiktokAuthorizeUrl,
  type ThirdPartyType,
} from '#shared/oauth.ts';
import { createFacebookAdapter, type FacebookAdapter } from '../../adapters/facebook.ts';
import { ProviderError } from '../../adapters/provider-http.ts';
import { createTiktokAdapter, type TiktokAdapter } from '../../adapters/tiktok.ts';
import { ApiError } from '../../api-error.ts';
import type { Config } from '../../env.ts';
import type { AccountService, Identity, LoginOptions } from './account.service.ts';

const PROVIDER_NAMES: Record<ThirdPartyType, string> = { facebook: 'Facebook', tiktok: 'TikTok' };

export function createThirdPartyLoginService(deps: {
  accounts: AccountService;
  config: Pick<Config, 'facebook' | 'tiktok' | 'publicUrl'>;
  /** The Graph API version of the settings (facebook_version), for the dialog URL. */
  facebookVersion: () => Promise<string>;
  log?: (fields: Record<string, unknown>, message: string) => void;
}) {
  const { accounts, config } = deps;
  const log = deps.log ?? (() => undefined);
  const { facebook: fb, tiktok: tt } = config;
  const facebook: FacebookAdapter | undefined =
    fb.appId && fb.appSecret
      ? createFacebookAdapter({ appId: fb.appId, appSecret: fb.appSecret, graphUrl: fb.graphUrl })
      : undefined;
  const tiktok: TiktokAdapter | undefined =
    tt.clientKey && tt.clientSecret
      ? createTiktokAdapter({ clientKey: tt.clientKey, clientSecret: tt.clientSecret, apiUrl: tt.apiUrl })
      : undefined;

  function notConfigured(type: ThirdPartyType): ApiError {
    return new ApiError('thirdPartyNotConfigured', { provider: PROVIDER_NAMES[type] });
  }

  /** Asks the provider who this is; its refusals and outages become business codes. */
  async function identify(type: ThirdPartyType, ask: () => Promise<Identity>): Promise<Identity> {
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log({ provider: type, reason: error.reason, detail: error.message }, 'third-party login refused');
      const provider = PROVIDER_NAMES[type];
      throw error.reason === 'unreachable'
        ? new ApiError('thirdPartyUnreachable', { provider })
        : new ApiError('thirdPartyLoginFailed', { provider });
    }
  }

  /** Where the provider sends the browser back: PUBLIC_URL, else the origin of the request. */
  const redirectUri = (origin: string) => oauthRedirectUri(config.publicUrl ?? origin);

  return {
    redirectUri,

    /** A Facebook user access token (from the JS SDK): checked with debug_token, then /me. */
    async loginWithFacebook(
      currentUserId: number | undefined,
      accessToken: string,
      language: LanguageId,
      options: LoginOptions = {},
    ): Promise<LoginData> {
      if (!facebook) throw notConfigured('facebook');
      const identity = await identify('facebook', async () => {
        const profile = await facebook.verify(accessToken);
        const email = profile.email.trim().toLowerCase();
        return { kind: 'facebook', value: profile.id, nickname: profile.name, email: email || undefined };
      });
      return accounts.login(currentUserId, identity, language, options);
    },

    /** A TikTok authorization code given for our callback at `origin`: exchanged, then the user read. */
    async loginWithTiktok(
      currentUserId: number | undefined,
      code: string,
      origin: string,
      language: LanguageId,
      options: LoginOptions = {},
    ): Promise<LoginData> {
      if (!tiktok) throw notConfigured('tiktok');
      const identity = await identify('tiktok', async () => {
        const profile = await tiktok.exchange(code, redirectUri(origin));
        return { kind: 'tiktok', value: profile.openId, nickname: profile.displayName };
      });
      return accounts.login(currentUserId, identity, language, options);
    },

    /** The provider's authorize URL (get-auth-login-url); a state is made when none is given. */
    async authorizeUrl(
      type: ThirdPartyType,
      state: string | undefined,
      origin: string,
    ): Promise<{ url: string; state: string; redirect_uri: string }> {
      const chosen = state || randomBytes(16).toString('hex');
      const redirect = redirectUri(origin);
      if (type === 'tiktok') {
        if (!tiktok || !tt.clientKey) throw notConfigured('tiktok');
        return {
          url: tiktokAuthorizeUrl({
            clientKey: tt.clientKey,
            redirectUri: redirect,
            state: chosen,
            authorizeUrl: tt.authorizeUrl,
          }),
          state: chosen,
          redirect_uri: redirect,
        };
      }
      if (!facebook || !fb.appId) throw notConfigured('facebook');
      return {
        url: facebookDialogUrl({
          appId: fb.appId,
          version: await deps.facebookVersion(),
          redirectUri: redirect,
          state: chosen,
          dialogBase: fb.dialogBase,
        }),
        state: chosen,
        redirect_uri: redirect,
      };
    },
  };
}
export type ThirdPartyLoginService = ReturnType<typeof createThirdPartyLoginService>;
