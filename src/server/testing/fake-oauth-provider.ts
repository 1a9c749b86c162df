/** The OAuth stand-in (adapters/oauth-sandbox.ts) as the API tests configure it. */
import type { FakeOAuthProvider } from '../adapters/oauth-sandbox.ts';

export {
  startFakeOAuthProvider,
  type FakeFacebookUser,
  type FakeOAuthProvider,
  type FakeRequest,
  type FakeTiktokUser,
} from '../adapters/oauth-sandbox.ts';

/**
 * The app ids and secrets the API tests configure, and the environment that points at `fake`:
 * a public address run as a staging site (SANDBOX=1), so that email codes go to the outbox the
 * tests read; the providers are configured, so their real adapters run against the fake.
 */
export const TEST_FACEBOOK = { appId: '1234567890', appSecret: 'fb-app-secret' };
export const TEST_TIKTOK = { clientKey: 'tt-client-key', clientSecret: 'tt-client-secret' };

export function providerEnv(fake: FakeOAuthProvider, publicUrl: string): Record<string, string> {
  return {
    PUBLIC_URL: publicUrl,
    SANDBOX: '1',
    FACEBOOK_APP_ID: TEST_FACEBOOK.appId,
    FACEBOOK_APP_SECRET: TEST_FACEBOOK.appSecret,
    FACEBOOK_GRAPH_URL: fake.url,
    TIKTOK_CLIENT_KEY: TEST_TIKTOK.clientKey,
    TIKTOK_CLIENT_SECRET: TEST_TIKTOK.clientSecret,
    TIKTOK_API_URL: fake.url,
  };
}
