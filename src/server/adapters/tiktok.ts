/**
 * TikTok Login Kit, on the server (issue 4): the authorization code of the callback is
 * exchanged at /v2/oauth/token/ with the client secret (which never reaches the browser),
 * then the profile is read from /v2/user/info/ with the user access token. The API base
 * URL is configurable: tests point it at a fake provider.
 */
import { z } from 'zod';
import { fetchJson, ProviderError, providerUrl } from './provider-http.ts';

export interface TiktokConfig {
  clientKey: string;
  clientSecret: string;
  apiUrl: string;
  timeoutMs?: number;
}

export interface TiktokProfile {
  openId: string;
  displayName: string;
  avatarUrl: string;
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  open_id: z.string().min(1),
});

const userInfoAnswer = z.object({
  data: z.object({
    user: z.object({
      open_id: z.string().min(1),
      display_name: z.string().catch(''),
      avatar_url: z.string().catch(''),
    }),
  }),
  error: z.object({ code: z.string() }).optional(),
});

export function createTiktokAdapter(config: TiktokConfig) {
  const timeoutMs = config.timeoutMs;
  return {
    /** Exchanges a code given for `redirectUri` and reads the user; throws ProviderError. */
    async exchange(code: string, redirectUri: string): Promise<TiktokProfile> {
      const token = await fetchJson(providerUrl(config.apiUrl, '/v2/oauth/token/'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-cache' },
        body: new URLSearchParams({
          client_key: config.clientKey,
          client_secret: config.clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        }).toString(),
        timeoutMs,
      });
      const granted = tokenAnswer.safeParse(token.body);
      if (token.status !== 200 || !granted.success)
        throw new ProviderError('rejected', `oauth/token: HTTP ${token.status}, no access token`);

      const info = await fetchJson(
        providerUrl(config.apiUrl, '/v2/user/info/', { fields: 'open_id,display_name,avatar_url' }),
        { headers: { authorization: `Bearer ${granted.data.access_token}` }, timeoutMs },
      );
      const user = userInfoAnswer.safeParse(info.body);
      if (info.status !== 200 || !user.success || (user.data.error && user.data.error.code !== 'ok'))
        throw new ProviderError('rejected', `user/info: HTTP ${info.status}`);
      const { open_id: openId, display_name: displayName, avatar_url: avatarUrl } = user.data.data.user;
      if (openId !== granted.data.open_id) throw new ProviderError('rejected', 'user/info: another user');
      return { openId, displayName, avatarUrl };
    },
  };
}
export type TiktokAdapter = ReturnType<typeof createTiktokAdapter>;
