/**
 * Login methods linked to one account (decision 0060): `link: 1` on the three binds adds an
 * identity to the account of the session, or refuses in words when another account has it; a
 * new Facebook identity whose email an account has is refused instead of making an empty
 * second account; a login without a token (a device whose account was blocked) goes through,
 * and a blocked current account is not merged from.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, wallets } from '#db/schema/users.ts';
import type { UserInfoData } from '#shared/contract/user.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import {
  providerEnv,
  startFakeOAuthProvider,
  TEST_FACEBOOK,
  TEST_TIKTOK,
  type FakeOAuthProvider,
} from '../../testing/fake-oauth-provider.ts';
import { grant } from '../../testing/money.ts';
import { lastMailedCode } from '../../testing/outbox.ts';
import { CALLBACK, info as infoOf, method } from './oauth.testing.ts';

let fake: FakeOAuthProvider;
let t: TestApp;
/** Moved on before each code, past the per-address wait (the per-IP hour holds them all). */
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

/** A Facebook access token the fake provider knows, for this user. */
function facebookToken(user: { id: string; name: string; email?: string }): string {
  const token = `fb-link-token-${++serial}`;
  fake.addFacebookToken(token, user);
  return token;
}

function tiktokCode(openId: string): string {
  const code = `tt-link-code-${++serial}`;
  fake.addTiktokCode(code, { openId, displayName: openId }, CALLBACK);
  return code;
}

const fbBind = (token: string | undefined, accessToken: string, link?: 1) =>
  t.api.post(
    '/user/facebook-bind',
    { access_token: accessToken, ...(link ? { link } : {}) },
    { ...(token ? { token } : {}), language: 3 },
  );

async function emailBind(token: string | undefined, email: string, link?: 1) {
  clock += 61_000;
  const sent = await t.api.post('/message/send-email', { email }, { language: 3 });
  expect(sent.body.code).toBe(200);
  const { code } = lastMailedCode(t.config.dataDir, email);
  return t.api.post(
    '/user/email-bind',
    { email, code, ...(link ? { link } : {}) },
    { ...(token ? { token } : {}), language: 3 },
  );
}

function tokenOf(res: { body: { code: number; data: unknown } }): string {
  expect(res.body.code).toBe(200);
  return (res.body.data as { user_token: string }).user_token;
}

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

describe('linking a login method to the current account', () => {
  it('adds Facebook and TikTok to an email account; each then logs in to it', async () => {
    const account = tokenOf(
      await emailBind(await deviceToken(t.api, 'link-device-0001'), 'linker@example.com'),
    );
    const uid = (await info(account)).uid;

    const withFb = tokenOf(await fbBind(account, facebookToken({ id: 'fb-linker', name: 'Linker' }), 1));
    const withTt = tokenOf(
      await t.api.post('/user/tiktok-bind', { code: tiktokCode('tt-linker'), link: 1 }, { token: withFb }),
    );
    const after = await info(withTt);
    expect(after.uid).toBe(uid);
    expect(after.nickname).toBe('linker'); // the name it had, not the provider's
    expect(method(after, 'facebook')?.is_click).toBe(0);
    expect(method(after, 'tiktok')?.is_click).toBe(0);
    expect(method(after, 'email')).toMatchObject({ is_click: 0, value: 'linker@example.com' });

    // Another phone: Facebook reaches the same account, not a new one.
    const elsewhere = await deviceToken(t.api, 'link-device-0002');
    const viaFb = tokenOf(await fbBind(elsewhere, facebookToken({ id: 'fb-linker', name: 'Linker' })));
    expect((await info(viaFb)).uid).toBe(uid);
  });

  it('adds an email to a Facebook account, which the email code then opens', async () => {
    const fbAccount = tokenOf(
      await fbBind(
        await deviceToken(t.api, 'link-device-0003'),
        facebookToken({ id: 'fb-only', name: 'Only' }),
      ),
    );
    const uid = (await info(fbAccount)).uid;
    const linked = tokenOf(await emailBind(fbAccount, 'fb-only@example.com', 1));
    expect(method(await info(linked), 'email')).toMatchObject({ is_click: 0, value: 'fb-only@example.com' });
    const again = tokenOf(
      await emailBind(await deviceToken(t.api, 'link-device-0004'), 'fb-only@example.com'),
    );
    expect((await info(again)).uid).toBe(uid);
  });

  it('refuses an identity another account has, in words, and changes nothing', async () => {
    const owner = tokenOf(
      await fbBind(
        await deviceToken(t.api, 'link-device-0005'),
        facebookToken({ id: 'fb-owned', name: 'Owner' }),
      ),
    );
    const other = tokenOf(await emailBind(await deviceToken(t.api, 'link-device-0006'), 'other@example.com'));
    const before = await userCount();

    const res = await fbBind(other, facebookToken({ id: 'fb-owned', name: 'Owner' }), 1);
    expect(res.body).toMatchObject({
      code: 601,
      msg: en.link_provider_taken.replace('{provider}', 'Facebook'),
    });
    expect(method(await info(other), 'facebook')?.is_click).toBe(1);
    expect(method(await info(owner), 'facebook')?.is_click).toBe(0);

    const email = await emailBind(owner, 'other@example.com', 1);
    expect(email.body).toMatchObject({ code: 601, msg: en.link_email_taken });
    expect(method(await info(owner), 'email')?.is_click).toBe(1);
    expect(await userCount()).toBe(before);
  });

  it('adds, never replaces: a second email is refused; the same identity again changes nothing', async () => {
    const account = tokenOf(
      await emailBind(await deviceToken(t.api, 'link-device-0007'), 'first@example.com'),
    );
    const uid = (await info(account)).uid;
    expect((await emailBind(account, 'second@example.com', 1)).body).toMatchObject({
      code: 601,
      msg: en.link_email_exists,
    });
    const same = tokenOf(await emailBind(account, 'first@example.com', 1));
    expect((await info(same)).uid).toBe(uid);
  });

  it('needs a session: a link without a token is 301', async () => {
    expect((await fbBind(undefined, facebookToken({ id: 'fb-nobody', name: 'Nobody' }), 1)).body.code).toBe(
      301,
    );
  });

  it('without link, a registered account logging in with a new identity still gets a new account (SPEC 4)', async () => {
    const account = tokenOf(
      await emailBind(await deviceToken(t.api, 'link-device-0008'), 'spec@example.com'),
    );
    const uid = (await info(account)).uid;
    const fresh = tokenOf(await fbBind(account, facebookToken({ id: 'fb-spec-new', name: 'New' })));
    expect((await info(fresh)).uid).not.toBe(uid);
  });
});

describe('a new Facebook identity with the email of an account', () => {
  it('is refused, from a guest and without a token, and no second account is made', async () => {
    const account = tokenOf(
      await emailBind(await deviceToken(t.api, 'link-device-0009'), 'same@example.com'),
    );
    const uid = (await info(account)).uid;
    const guest = await deviceToken(t.api, 'link-device-0010');
    const before = await userCount();
    const message = en.provider_email_has_account.replace('{provider}', 'Facebook');

    for (const token of [guest, undefined]) {
      const res = await fbBind(
        token,
        facebookToken({ id: 'fb-same', name: 'Same', email: 'Same@Example.com' }),
      );
      expect(res.body).toMatchObject({ code: 621, msg: message });
    }
    expect(method(await info(guest), 'facebook')?.is_click).toBe(1);
    expect(await userCount()).toBe(before);

    // What the message says works: log in with the email, then link Facebook.
    const linked = tokenOf(
      await fbBind(account, facebookToken({ id: 'fb-same', name: 'Same', email: 'same@example.com' }), 1),
    );
    expect((await info(linked)).uid).toBe(uid);
    expect(method(await info(linked), 'facebook')?.is_click).toBe(0);
  });
});

describe('a device whose account is blocked', () => {
  it('logs another person in without a token, to a new or an existing account', async () => {
    const existing = tokenOf(
      await emailBind(await deviceToken(t.api, 'link-device-0011'), 'exists@example.com'),
    );
    const existingUid = (await info(existing)).uid;
    const fresh = tokenOf(await emailBind(undefined, 'newcomer@example.com'));
    expect(method(await info(fresh), 'email')?.value).toBe('newcomer@example.com');
    expect((await info(tokenOf(await emailBind(undefined, 'exists@example.com')))).uid).toBe(existingUid);
  });

  it('a login from a blocked account’s session goes to the other account and takes nothing from it', async () => {
    const target = tokenOf(
      await emailBind(await deviceToken(t.api, 'link-device-0012'), 'target@example.com'),
    );
    const targetUid = (await info(target)).uid;
    const guest = await deviceToken(t.api, 'link-device-0013');
    const guestUid = (await info(guest)).uid;
    await grant(t.database.db, guestUid, { gold: 40 });
    // Blocked while its session still answers (another process's cache, decision 0023).
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, guestUid));

    const res = await emailBind(guest, 'target@example.com');
    expect((await info(tokenOf(res))).uid).toBe(targetUid);
    const [wallet] = await t.database.db
      .select({ gold: wallets.gold })
      .from(wallets)
      .where(eq(wallets.userId, guestUid));
    expect(wallet?.gold).toBe(40);
    const [guestRow] = await t.database.db
      .select({ email: users.email, mergedInto: users.mergedInto })
      .from(users)
      .where(eq(users.id, guestUid));
    expect(guestRow).toEqual({ email: null, mergedInto: null });
  });
});
