/**
 * Facebook and TikTok logins (the binds), and providers not configured or down, with the real
 * adapters talking HTTP to a fake provider on 127.0.0.1 (oauth.testing.ts). One account per
 * identity and the SPEC 7 account routes: oauth-accounts.api.test.ts.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#db/schema/users.ts';
import { createFacebookAdapter } from '../../adapters/facebook.ts';
import { ProviderError } from '../../adapters/provider-http.ts';
import { createTiktokAdapter } from '../../adapters/tiktok.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { hashToken } from '../session/session.service.ts';
import {
  CALLBACK,
  FB,
  TT,
  facebookBind,
  fake,
  info,
  method,
  t,
  tiktokBind,
  useOAuthApp,
} from './oauth.testing.ts';

useOAuthApp();
/** The same server with no provider configured (TikTok has a key but no secret). */
let bare: TestApp;
beforeAll(async () => {
  bare = await buildTestApp({ env: { TIKTOK_CLIENT_KEY: TT.clientKey, SANDBOX: '0' } });
});
afterAll(async () => {
  await bare.close();
});

async function sessionKind(token: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ kind: sessions.kind })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.kind;
}

describe('POST /user/facebook-bind', () => {
  it('binds a valid token to the current guest, named after the profile; data_list shows it bound', async () => {
    const guest = await deviceToken(t.api, 'fb-device-00000001');
    const before = await info(guest);
    expect(method(before, 'facebook')?.is_click).toBe(1);
    fake.addFacebookToken('fb-token-alice', {
      id: 'fb-alice',
      name: 'Alice Liddell',
      email: 'alice@fb.example',
    });

    const res = await facebookBind(guest, 'fb-token-alice');
    expect(res.body).toMatchObject({ code: 200, data: { nickname: 'Alice Liddell', email: '' } });
    const token = (res.body.data as { user_token: string }).user_token;
    expect(await sessionKind(token)).toBe('facebook');
    const after = await info(token);
    expect(after.uid).toBe(before.uid);
    expect(after.nickname).toBe('Alice Liddell');
    expect(method(after, 'facebook')?.is_click).toBe(0);
    expect(method(after, 'tiktok')?.is_click).toBe(1);
  });

  it('sends debug_token our app token and /me the appsecret_proof of the access token', async () => {
    fake.addFacebookToken('fb-token-proof', { id: 'fb-proof', name: 'Proof' });
    const from = fake.requests.length;
    expect(
      (await facebookBind(await deviceToken(t.api, 'fb-device-00000002'), 'fb-token-proof')).body.code,
    ).toBe(200);
    const [debug, me] = fake.requests.slice(from);
    expect(debug).toMatchObject({
      path: '/debug_token',
      query: { input_token: 'fb-token-proof', access_token: `${FB.appId}|${FB.appSecret}` },
    });
    expect(me?.path).toBe('/me');
    expect(me?.query.appsecret_proof).toBe(
      createHmac('sha256', FB.appSecret).update('fb-token-proof').digest('hex'),
    );
  });

  it('the fake provider refuses /me with a wrong or missing appsecret_proof, as Graph does', async () => {
    fake.addFacebookToken('fb-token-raw', { id: 'fb-raw', name: 'Raw' });
    const wrong = await fetch(`${fake.url}/me?fields=id&access_token=fb-token-raw&appsecret_proof=00`);
    expect(wrong.status).toBe(400);
    const missing = await fetch(`${fake.url}/me?fields=id&access_token=fb-token-raw`);
    expect(missing.status).toBe(400);
  });

  it('refuses a token issued to another app, an invalid and an unknown token, in the request language', async () => {
    const guest = await deviceToken(t.api, 'fb-device-00000003');
    fake.addFacebookToken('fb-token-other-app', { id: 'fb-other', name: 'Other' }, { appId: '999' });
    fake.addFacebookToken('fb-token-expired', { id: 'fb-expired', name: 'Expired' }, { valid: false });
    for (const token of ['fb-token-other-app', 'fb-token-expired', 'fb-token-unknown']) {
      const res = await facebookBind(guest, token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        code: 621,
        msg: 'Facebook login failed, please try again',
        data: null,
      });
    }
    const zh = await facebookBind(guest, 'fb-token-unknown', 1);
    expect(zh.body.msg).toBe(
      SERVER_MESSAGES['zh-Hans'].third_party_login_failed.replace('{provider}', 'Facebook'),
    );
    expect(method(await info(guest), 'facebook')?.is_click).toBe(1);
  });

  it('requires a live session when a token is sent, and an access token', async () => {
    const stale = { token: 'no-such-token-000000000000000000000000000' };
    expect((await t.api.post('/user/facebook-bind', { access_token: 'x' }, stale)).body.code).toBe(301);
    // No token at all: a login with no current account (decision 0060); this one is refused.
    expect((await t.api.post('/user/facebook-bind', { access_token: 'x' })).body.code).toBe(621);
    const guest = await deviceToken(t.api, 'fb-device-00000004');
    expect((await facebookBind(guest, '')).body.code).toBe(601);
  });
});

describe('POST /user/tiktok-bind', () => {
  it('exchanges the code with the client secret and the shared redirect URI, then binds the guest', async () => {
    const guest = await deviceToken(t.api, 'tt-device-00000001');
    const before = await info(guest);
    fake.addTiktokCode('tt-code-bob', { openId: 'tt-bob', displayName: 'Bob' }, CALLBACK);
    const from = fake.requests.length;

    const res = await tiktokBind(guest, 'tt-code-bob');
    expect(res.body).toMatchObject({ code: 200, data: { nickname: 'Bob' } });
    const [exchange, user] = fake.requests.slice(from);
    expect(exchange).toMatchObject({
      method: 'POST',
      path: '/v2/oauth/token/',
      form: {
        client_key: TT.clientKey,
        client_secret: TT.clientSecret,
        code: 'tt-code-bob',
        grant_type: 'authorization_code',
        redirect_uri: CALLBACK,
      },
    });
    expect(user?.path).toBe('/v2/user/info/');
    expect(user?.query.fields).toBe('open_id,display_name,avatar_url');
    expect(user?.authorization).toMatch(/^Bearer act\./);

    const token = (res.body.data as { user_token: string }).user_token;
    expect(await sessionKind(token)).toBe('tiktok');
    const after = await info(token);
    expect(after.uid).toBe(before.uid);
    expect(method(after, 'tiktok')?.is_click).toBe(0);
    expect(method(after, 'facebook')?.is_click).toBe(1);
  });

  it('refuses a wrong code, a used code and a code given for another redirect URI', async () => {
    const guest = await deviceToken(t.api, 'tt-device-00000002');
    expect((await tiktokBind(guest, 'tt-code-wrong')).body).toMatchObject({
      code: 621,
      msg: 'TikTok login failed, please try again',
    });
    fake.addTiktokCode('tt-code-once', { openId: 'tt-once', displayName: 'Once' });
    const once = await tiktokBind(guest, 'tt-code-once');
    expect(once.body.code).toBe(200);
    // The login ended the guest's session; the signed-in one tries the used code again.
    const signedIn = (once.body.data as { user_token: string }).user_token;
    expect((await tiktokBind(signedIn, 'tt-code-once')).body.code).toBe(621);
    fake.addTiktokCode(
      'tt-code-elsewhere',
      { openId: 'tt-else', displayName: 'Else' },
      'https://evil.example/cb',
    );
    expect((await tiktokBind(signedIn, 'tt-code-elsewhere')).body.code).toBe(621);
  });
});

describe('providers not configured or down', () => {
  it('answers "not available" in the request language when a provider is not configured', async () => {
    const guest = await deviceToken(bare.api, 'bare-device-0000001');
    const fb = await bare.api.post('/user/facebook-bind', { access_token: 'x' }, { token: guest });
    expect(fb.body).toMatchObject({ code: 623, msg: 'Facebook login is not available' });
    const tt = await bare.api.post('/user/tiktok-bind', { code: 'x' }, { token: guest, language: 4 });
    expect(tt.body).toMatchObject({
      code: 623,
      msg: SERVER_MESSAGES.th.third_party_not_configured.replace('{provider}', 'TikTok'),
    });
    expect(
      (await bare.api.get('/api/third-party/login/get-auth-login-url', { type: 'tiktok' })).body.code,
    ).toBe(623);
  });

  it('a provider that is down gives a localized business error, never a 500', async () => {
    const guest = await deviceToken(t.api, 'down-device-0000001');
    fake.addFacebookToken('fb-token-down', { id: 'fb-down', name: 'Down' });
    fake.addTiktokCode('tt-code-down', { openId: 'tt-down', displayName: 'Down' });
    fake.down = true;
    try {
      const fb = await facebookBind(guest, 'fb-token-down');
      expect(fb.status).toBe(200);
      expect(fb.body).toMatchObject({
        code: 622,
        msg: 'Facebook cannot be reached right now, please try again later',
      });
      const tt = await tiktokBind(guest, 'tt-code-down', 2);
      expect(tt.body).toMatchObject({ code: 622, msg: '暫時無法連線 TikTok，請稍後再試' });
    } finally {
      fake.down = false;
    }
    expect((await facebookBind(guest, 'fb-token-down')).body.code).toBe(200);
  });

  it('the adapters report a closed port and a provider that never answers as unreachable', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    try {
      const fb = createFacebookAdapter({ ...FB, graphUrl: closedUrl });
      await expect(fb.verify('t')).rejects.toMatchObject({ reason: 'unreachable' });
      const tt = createTiktokAdapter({ ...TT, apiUrl: silentUrl, timeoutMs: 200 });
      const error: unknown = await tt.exchange('c', CALLBACK).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ reason: 'unreachable' });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
