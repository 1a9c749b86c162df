/**
 * Unlinking a login method (decision 0061): POST /user/login-session says how the session
 * logged in and what it may unlink; POST /user/unlink takes a method off the account, never
 * the last one nor the one the session came by, only from a registered account, each refusal
 * in words. The identity then opens the account no more, and the sessions it made end.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#db/schema/users.ts';
import type { LoginSessionData } from '#shared/contract/auth.ts';
import type { UserInfoData } from '#shared/contract/user.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { hashToken } from '../session/session.service.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import {
  providerEnv,
  startFakeOAuthProvider,
  TEST_FACEBOOK,
  TEST_TIKTOK,
  type FakeOAuthProvider,
} from '../../testing/fake-oauth-provider.ts';
import { lastMailedCode } from '../../testing/outbox.ts';
import { CALLBACK, info as infoOf, method } from './oauth.testing.ts';

let fake: FakeOAuthProvider;
let t: TestApp;
/** Moved on before each code, past the per-address wait. */
let clock = Date.now();

beforeAll(async () => {
  fake = await startFakeOAuthProvider({ facebook: TEST_FACEBOOK, tiktok: TEST_TIKTOK });
  t = await buildTestApp({ now: () => clock, env: providerEnv(fake, new URL(CALLBACK).origin) });
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});

const info = (token: string): Promise<UserInfoData> => infoOf(token, t);
const en = SERVER_MESSAGES.en;
let serial = 0;

function facebookToken(id: string): string {
  const token = `fb-unlink-token-${++serial}`;
  fake.addFacebookToken(token, { id, name: `Name ${id}` });
  return token;
}

const fbBind = (token: string | undefined, accessToken: string, link?: 1) =>
  t.api.post(
    '/user/facebook-bind',
    { access_token: accessToken, ...(link ? { link } : {}) },
    { ...(token ? { token } : {}), language: 3 },
  );

async function emailBind(token: string | undefined, email: string, link?: 1) {
  clock += 61_000;
  expect((await t.api.post('/message/send-email', { email }, { language: 3 })).body.code).toBe(200);
  const { code } = lastMailedCode(t.config.dataDir, email);
  return t.api.post(
    '/user/email-bind',
    { email, code, ...(link ? { link } : {}) },
    { ...(token ? { token } : {}), language: 3 },
  );
}

function tokenOf(res: { body: { code: number; data: unknown } }): string {
  expect(res.body).toMatchObject({ code: 200 });
  return (res.body.data as { user_token: string }).user_token;
}

const unlink = (token: string, type: string, language = 3) =>
  t.api.post('/user/unlink', { type }, { token, language });

async function loginSession(token: string): Promise<LoginSessionData> {
  const res = await t.api.post('/user/login-session', undefined, { token, language: 3 });
  expect(res.body.code).toBe(200);
  return res.body.data as LoginSessionData;
}

async function sessionKind(token: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ kind: sessions.kind })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.kind;
}

/** An account by email (its own device) with Facebook linked from that email session. */
async function emailWithFacebook(name: string) {
  const email = tokenOf(await emailBind(await deviceToken(t.api, `unlink-${name}-1`), `${name}@example.com`));
  const session = tokenOf(await fbBind(email, facebookToken(`fb-${name}`), 1));
  return { session, uid: (await info(session)).uid };
}

describe('POST /user/unlink', () => {
  it('unlinks Facebook from an email session; Facebook then opens a new account, and a repeat is answered the same', async () => {
    const { session, uid } = await emailWithFacebook('unlinker');
    // The link kept how the session was made: it came by email, not by Facebook.
    expect(await sessionKind(session)).toBe('email');
    expect(await loginSession(session)).toEqual({ type: 'email', unlinkable: ['facebook'] });

    expect((await unlink(session, 'facebook')).body).toMatchObject({ code: 200, data: null });
    const after = await info(session);
    expect(method(after, 'facebook')?.is_click).toBe(1);
    expect(method(after, 'email')).toMatchObject({ is_click: 0, value: 'unlinker@example.com' });
    expect((await unlink(session, 'facebook')).body).toMatchObject({ code: 200, data: null });
    expect(await loginSession(session)).toEqual({ type: 'email', unlinkable: [] });

    // SPEC 4: a login with it now is a new identity, so a new account.
    const elsewhere = await deviceToken(t.api, 'unlink-unlinker-2');
    const fresh = tokenOf(await fbBind(elsewhere, facebookToken('fb-unlinker')));
    expect((await info(fresh)).uid).not.toBe(uid);
  });

  it('never the last method', async () => {
    const only = tokenOf(await emailBind(await deviceToken(t.api, 'unlink-only-1'), 'only@example.com'));
    expect(await loginSession(only)).toEqual({ type: 'email', unlinkable: [] });
    expect((await unlink(only, 'email')).body).toMatchObject({ code: 601, msg: en.unlink_last_method });
    expect(method(await info(only), 'email')?.is_click).toBe(0);
    // Nothing linked of that kind: nothing to do.
    expect((await unlink(only, 'tiktok')).body).toMatchObject({ code: 200, data: null });
  });

  it('not the method this session came by; the other one goes, with the sessions it made, and the name stays', async () => {
    const { session: emailSession, uid } = await emailWithFacebook('came-by');
    const fbSession = tokenOf(
      await fbBind(await deviceToken(t.api, 'unlink-came-by-2'), facebookToken('fb-came-by')),
    );
    expect((await info(fbSession)).uid).toBe(uid);
    expect(await loginSession(fbSession)).toEqual({ type: 'facebook', unlinkable: ['email'] });

    expect((await unlink(fbSession, 'facebook')).body).toMatchObject({
      code: 601,
      msg: en.unlink_session_provider.replace('{provider}', 'Facebook'),
    });
    expect((await unlink(emailSession, 'email')).body).toMatchObject({
      code: 601,
      msg: en.unlink_session_email,
    });

    expect((await unlink(fbSession, 'email')).body).toMatchObject({ code: 200 });
    const after = await info(fbSession);
    expect(method(after, 'email')).toMatchObject({ is_click: 1, value: '' });
    expect(after.nickname).toBe('came-by'); // the name it showed, from the address, is kept
    // The email's session ended: whoever holds it is asked to log in again.
    expect((await t.api.post('/user/index', undefined, { token: emailSession })).body.code).toBe(301);
    // The address now opens a new account.
    const fresh = tokenOf(
      await emailBind(await deviceToken(t.api, 'unlink-came-by-3'), 'came-by@example.com'),
    );
    expect((await info(fresh)).uid).not.toBe(uid);
  });

  it('only a registered account: a guest has nothing to unlink', async () => {
    const guest = await deviceToken(t.api, 'unlink-guest-1');
    expect(await loginSession(guest)).toEqual({ type: 'device', unlinkable: [] });
    expect((await unlink(guest, 'email')).body).toMatchObject({ code: 632, msg: en.unlink_registered_only });
  });

  it('a guest that links an email logged in with it', async () => {
    const guest = await deviceToken(t.api, 'unlink-guest-2');
    const linked = tokenOf(await emailBind(guest, 'guest-linked@example.com', 1));
    expect(await loginSession(linked)).toEqual({ type: 'email', unlinkable: [] });
  });

  it('answers in the request language', async () => {
    const only = tokenOf(await emailBind(await deviceToken(t.api, 'unlink-th-1'), 'thai@example.com'));
    expect((await unlink(only, 'email', 4)).body).toMatchObject({
      code: 601,
      msg: SERVER_MESSAGES.th.unlink_last_method,
    });
  });

  it('needs a live session and a known type', async () => {
    const { session } = await emailWithFacebook('payload');
    expect((await t.api.post('/user/unlink', { type: 'facebook' }, { language: 3 })).body.code).toBe(301);
    expect((await t.api.post('/user/login-session', undefined, { language: 3 })).body.code).toBe(301);
    const bad = (await unlink(session, 'device')).body;
    expect(bad.code).toBe(601);
    expect(method(await info(session), 'facebook')?.is_click).toBe(0);
  });

  it('two unlinks at once, each from the other method, leave the account one way in', async () => {
    const { uid } = await emailWithFacebook('race');
    // Straight to the service, both at once: the two transactions overlap (on PostgreSQL).
    const { accounts } = t.app.services;
    const outcomes = await Promise.allSettled([
      accounts.unlink(uid, 'email', 'facebook'),
      accounts.unlink(uid, 'facebook', 'email'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 601, messageKey: 'unlink_last_method' });
    const [row] = await t.database.db
      .select({
        ways: sql<number>`(email is not null)::int + (facebook_id is not null)::int + (tiktok_open_id is not null)::int`,
      })
      .from(users)
      .where(eq(users.id, uid));
    expect(row?.ways).toBe(1);
  });
});
