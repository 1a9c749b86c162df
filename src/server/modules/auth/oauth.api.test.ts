/**
 * Facebook and TikTok logins and the SPEC 7 account routes, with the real adapters talking
 * HTTP to a fake provider on 127.0.0.1 (DESIGN.md section 1: no mocked functions).
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailData, dramaPage } from '#shared/contract/catalogue.ts';
import { userInfoData, type UserInfoData } from '#shared/contract/user.ts';
import { unlocks } from '#db/schema/catalogue.ts';
import { sessions, users, wallets } from '#db/schema/users.ts';
import { createFacebookAdapter } from '../../adapters/facebook.ts';
import { ProviderError } from '../../adapters/provider-http.ts';
import { createTiktokAdapter } from '../../adapters/tiktok.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../../testing/catalogue-fixture.ts';
import {
  startFakeOAuthProvider,
  type FakeOAuthProvider,
  providerEnv,
  TEST_FACEBOOK,
  TEST_TIKTOK,
} from '../../testing/fake-oauth-provider.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { hashToken } from '../session/session.service.ts';
import { DEFAULT_REWARDS } from '../rewards/rewards.settings.ts';

const FB = TEST_FACEBOOK;
const TT = TEST_TIKTOK;
const PUBLIC_URL = 'https://drama.example';
const CALLBACK = `${PUBLIC_URL}/pages/login/callback`;

let fake: FakeOAuthProvider;
let t: TestApp;
/** The same server with no provider configured (TikTok has a key but no secret). */
let bare: TestApp;
const clock = Date.now();

beforeAll(async () => {
  fake = await startFakeOAuthProvider({ facebook: FB, tiktok: TT });
  t = await buildTestApp({
    now: () => clock,
    env: providerEnv(fake, PUBLIC_URL),
  });
  await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot), clock);
  bare = await buildTestApp({ env: { TIKTOK_CLIENT_KEY: TT.clientKey, SANDBOX: '0' } });
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close(), fake.close()]);
});

async function info(token: string, app: TestApp = t): Promise<UserInfoData> {
  return userInfoData.parse((await app.api.post('/user/index', undefined, { token })).body.data);
}

function method(data: UserInfoData, type: 'facebook' | 'tiktok' | 'email') {
  return data.data_list.flatMap((group) => group.list).find((entry) => entry.type === type);
}

const facebookBind = (token: string, accessToken: string, language = 3) =>
  t.api.post('/user/facebook-bind', { access_token: accessToken }, { token, language });
const tiktokBind = (token: string, code: string, language = 3) =>
  t.api.post('/user/tiktok-bind', { code }, { token, language });

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

  it('requires a session and a token', async () => {
    expect((await t.api.post('/user/facebook-bind', { access_token: 'x' })).body.code).toBe(301);
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
    expect((await tiktokBind(guest, 'tt-code-once')).body.code).toBe(200);
    expect((await tiktokBind(guest, 'tt-code-once')).body.code).toBe(621);
    fake.addTiktokCode(
      'tt-code-elsewhere',
      { openId: 'tt-else', displayName: 'Else' },
      'https://evil.example/cb',
    );
    expect((await tiktokBind(guest, 'tt-code-elsewhere')).body.code).toBe(621);
  });
});

describe('one account per identity', () => {
  it('a known identity switches to its account and the guest’s favourites, unlocks and coins move', async () => {
    fake.addFacebookToken('fb-token-owner-1', { id: 'fb-owner', name: 'Owner' });
    fake.addFacebookToken('fb-token-owner-2', { id: 'fb-owner', name: 'Owner' });
    const ownerLogin = await facebookBind(
      await deviceToken(t.api, 'merge-device-0000001'),
      'fb-token-owner-1',
    );
    const ownerUid = (await info((ownerLogin.body.data as { user_token: string }).user_token)).uid;

    const guest = await deviceToken(t.api, 'merge-device-0000002');
    const guestUid = (await info(guest)).uid;
    const drama = dramaPage.parse((await t.api.get('/video/list', {})).body.data).list[0]?.drama_id ?? 0;
    await t.api.post('/favorite/add', { drama_id: drama }, { token: guest });
    const detail = detailData.parse(
      (await t.api.post('/video/detail', { drama_id: drama }, { token: guest })).body.data,
    );
    const lockedId = detail.episodes.find((e) => e.locked)?.episode_id ?? 0;
    await t.database.db.insert(unlocks).values({ userId: guestUid, episodeId: lockedId });
    await t.database.db.update(wallets).set({ gold: 500, coin: 20 }).where(eq(wallets.userId, guestUid));

    const res = await facebookBind(guest, 'fb-token-owner-2');
    expect(res.body.code).toBe(200);
    const token = (res.body.data as { user_token: string }).user_token;
    const now = await info(token);
    expect(now.uid).toBe(ownerUid);
    // The guest's 500 gold and 20 vouchers, and the owner's welcome bonus.
    expect(now.asset_items.map((a) => a.value)).toEqual([500, 20 + DEFAULT_REWARDS.welcome.vouchers]);
    const after = detailData.parse(
      (await t.api.post('/video/detail', { drama_id: drama }, { token })).body.data,
    );
    expect(after.is_favorite).toBe(1);
    expect(after.episodes.find((e) => e.episode_id === lockedId)?.unlocked).toBe(1);
    const left = await t.database.db
      .select()
      .from(unlocks)
      .where(and(eq(unlocks.userId, guestUid), eq(unlocks.episodeId, lockedId)));
    expect(left).toHaveLength(0);
  });

  it('the same TikTok user from two guests ends in one account', async () => {
    fake.addTiktokCode('tt-code-twice-1', { openId: 'tt-twice', displayName: 'Twice' });
    fake.addTiktokCode('tt-code-twice-2', { openId: 'tt-twice', displayName: 'Twice' });
    const a = await tiktokBind(await deviceToken(t.api, 'twice-device-000001'), 'tt-code-twice-1');
    const b = await tiktokBind(await deviceToken(t.api, 'twice-device-000002'), 'tt-code-twice-2');
    const uidA = (await info((a.body.data as { user_token: string }).user_token)).uid;
    const uidB = (await info((b.body.data as { user_token: string }).user_token)).uid;
    expect(uidB).toBe(uidA);
  });

  it('a registered account logging in with a new identity gets a new account, not a link', async () => {
    fake.addFacebookToken('fb-token-first', { id: 'fb-first', name: 'First' });
    const first = await facebookBind(await deviceToken(t.api, 'new-device-0000001'), 'fb-token-first');
    const registered = (first.body.data as { user_token: string }).user_token;
    const registeredUid = (await info(registered)).uid;
    fake.addTiktokCode('tt-code-second', { openId: 'tt-second', displayName: 'Second' });
    const second = await tiktokBind(registered, 'tt-code-second');
    const now = await info((second.body.data as { user_token: string }).user_token);
    expect(now.uid).not.toBe(registeredUid);
    expect(now.nickname).toBe('Second');
    expect(method(now, 'facebook')?.is_click).toBe(1);
    const [row] = await t.database.db
      .select({ fb: users.facebookId, tt: users.tiktokOpenId })
      .from(users)
      .where(eq(users.id, registeredUid));
    expect(row).toEqual({ fb: 'fb-first', tt: null });
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

describe('SPEC 7 account routes', () => {
  it('register and retrieve-password answer that accounts log in with an email code', async () => {
    for (const route of ['/auth/user/register', '/auth/user/retrieve-password']) {
      const res = await t.api.post(route, { username: 'a@example.com', password: 'secret12' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        code: 624,
        msg: SERVER_MESSAGES.en.password_not_supported,
        data: null,
      });
    }
    const id = await t.api.post('/auth/user/register', {}, { language: 5 });
    expect(id.body.msg).toBe(SERVER_MESSAGES.id.password_not_supported);
  });

  it('bind-mobile-login answers that mobile numbers are not supported', async () => {
    const res = await t.api.post('/api/third-party/login/bind-mobile-login', { mobile: '13800000000' });
    expect(res.body).toMatchObject({ code: 625, msg: SERVER_MESSAGES.en.mobile_not_supported });
  });

  it('captcha-code says no captcha is required', async () => {
    const res = await t.api.get('/comm/captcha-code');
    expect(res.body).toMatchObject({ code: 200, data: { enabled: false } });
  });

  it('check-sms-code checks an email code without using it up; a wrong one counts as a try', async () => {
    const email = 'check@example.com';
    expect((await t.api.post('/message/send-email', { email })).body.code).toBe(200);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .find((raw) => raw.includes(`To: ${email}`));
    const code =
      /\b(\d{6})\b/.exec(
        mail
          ?.split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n') ?? '',
      )?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    expect((await t.api.post('/comm/captcha/check-sms-code', { email, code: wrong })).body.code).toBe(611);
    expect((await t.api.post('/comm/captcha/check-sms-code', { email, code })).body).toMatchObject({
      code: 200,
      data: { valid: true },
    });
    const guest = await deviceToken(t.api, 'check-device-000001');
    const login = await t.api.post('/user/email-bind', { email, code }, { token: guest });
    expect(login.body.code).toBe(200);
    expect((await t.api.post('/comm/captcha/check-sms-code', { email, code })).body.code).toBe(611);
  });

  it('get-auth-login-url builds the TikTok and Facebook authorize URLs with the state given', async () => {
    const tt = await t.api.get('/api/third-party/login/get-auth-login-url', {
      type: 'tiktok',
      state: 'abc123',
    });
    expect(tt.body.code).toBe(200);
    const data = tt.body.data as { url: string; state: string; redirect_uri: string };
    expect(data.state).toBe('abc123');
    expect(data.redirect_uri).toBe(CALLBACK);
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.tiktok.com/v2/auth/authorize/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: TT.clientKey,
      scope: 'user.info.basic',
      response_type: 'code',
      redirect_uri: CALLBACK,
      state: 'abc123',
    });
    expect(data.url).not.toContain(TT.clientSecret);

    const fb = await t.api.get('/api/third-party/login/get-auth-login-url', { type: 'facebook' });
    const fbData = fb.body.data as { url: string; state: string };
    expect(fbData.state).toMatch(/^[0-9a-f]{32}$/);
    const fbUrl = new URL(fbData.url);
    expect(fbUrl.host).toBe('www.facebook.com');
    expect(fbUrl.pathname).toBe('/v21.0/dialog/oauth');
    expect(fbUrl.searchParams.get('client_id')).toBe(FB.appId);
    expect(fbUrl.searchParams.get('state')).toBe(fbData.state);
    expect(fbData.url).not.toContain(FB.appSecret);

    expect((await t.api.get('/api/third-party/login/get-auth-login-url', { type: 'wechat' })).body.code).toBe(
      601,
    );
  });

  it('auth-callback-login logs in without a token, as the binds do', async () => {
    fake.addTiktokCode('tt-code-callback', { openId: 'tt-callback', displayName: 'Callback' });
    const tt = await t.api.post('/api/third-party/login/auth-callback-login', {
      type: 'tiktok',
      code: 'tt-code-callback',
    });
    expect(tt.body).toMatchObject({ code: 200, data: { nickname: 'Callback' } });
    const ttInfo = await info((tt.body.data as { user_token: string }).user_token);
    expect(method(ttInfo, 'tiktok')?.is_click).toBe(0);

    fake.addFacebookToken('fb-token-callback', { id: 'fb-alice', name: 'Alice Liddell' });
    const fb = await t.api.post('/api/third-party/login/auth-callback-login', {
      type: 'facebook',
      access_token: 'fb-token-callback',
    });
    expect(fb.body.code).toBe(200);
    expect((await info((fb.body.data as { user_token: string }).user_token)).nickname).toBe('Alice Liddell');

    const bad = await t.api.post('/api/third-party/login/auth-callback-login', {
      type: 'tiktok',
      code: 'nope',
    });
    expect(bad.body.code).toBe(621);
    expect(
      (await t.api.post('/api/third-party/login/auth-callback-login', { type: 'facebook', code: 'x' })).body
        .code,
    ).toBe(601);
  });
});
