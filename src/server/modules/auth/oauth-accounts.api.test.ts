/**
 * One account per identity (a known identity switches to its account, taking the guest's
 * things along) and the SPEC 7 account routes, with the real adapters talking HTTP to a fake
 * provider on 127.0.0.1 (oauth.testing.ts). The binds themselves: oauth-bind.api.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { detailData, dramaPage } from '#shared/contract/catalogue.ts';
import { unlocks } from '#db/schema/catalogue.ts';
import { users, wallets } from '#db/schema/users.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { deviceToken } from '../../testing/build-test-app.ts';
import { DEFAULT_REWARDS } from '../rewards/rewards.settings.ts';
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
