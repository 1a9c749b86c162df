/**
 * Facebook Login, verified on the server (issue 4): the access token the JS SDK gave the
 * browser is checked with the Graph API's debug_token under our app's access token (a token
 * issued to another app is refused), then the profile is read from /me with an
 * appsecret_proof. The Graph base URL is configurable: tests point it at a fake provider.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { fetchJson, ProviderError, providerUrl } from './provider-http.ts';

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
  timeoutMs?: number;
}

export interface FacebookProfile {
  id: string;
  name: string;
  /** "" when the user did not share it. */
  email: string;
}

/** HMAC-SHA256 of the access token under the app secret, hex (Graph API "appsecret_proof"). */
export function appSecretProof(appSecret: string, accessToken: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

const debugTokenAnswer = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.coerce.string().optional(),
    user_id: z.coerce.string().optional(),
  }),
});

const meAnswer = z.object({
  id: z.coerce.string().min(1),
  name: z.string().catch(''),
  email: z.string().catch(''),
});

export function createFacebookAdapter(config: FacebookConfig) {
  const timeoutMs = config.timeoutMs;
  return {
    /** The profile behind a user access token issued to our app; throws ProviderError. */
    async verify(accessToken: string): Promise<FacebookProfile> {
      const debug = await fetchJson(
        providerUrl(config.graphUrl, '/debug_token', {
          input_token: accessToken,
          access_token: `${config.appId}|${config.appSecret}`,
        }),
        { timeoutMs },
      );
      const checked = debugTokenAnswer.safeParse(debug.body);
      if (debug.status !== 200 || !checked.success)
        throw new ProviderError('rejected', `debug_token: HTTP ${debug.status}`);
      const token = checked.data.data;
      if (!token.is_valid) throw new ProviderError('rejected', 'debug_token: token not valid');
      if (token.app_id !== config.appId)
        throw new ProviderError('rejected', 'debug_token: token issued to another app');

      const me = await fetchJson(
        providerUrl(config.graphUrl, '/me', {
          fields: 'id,name,email',
          access_token: accessToken,
          appsecret_proof: appSecretProof(config.appSecret, accessToken),
        }),
        { timeoutMs },
      );
      const profile = meAnswer.safeParse(me.body);
      if (me.status !== 200 || !profile.success)
        throw new ProviderError('rejected', `/me: HTTP ${me.status}`);
      if (token.user_id !== undefined && token.user_id !== profile.data.id)
        throw new ProviderError('rejected', '/me: another user than the token');
      return profile.data;
    },
  };
}
export type FacebookAdapter = ReturnType<typeof createFacebookAdapter>;
