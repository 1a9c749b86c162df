/**
 * Blocking a viewer (issue 18 "Done when"): a blocked user is refused on every login channel
 * (email code: send and login; Facebook and TikTok: bind and callback login, through the real
 * adapters against the OAuth stand-in; the device login of their device) with 633 in the
 * request's language, their tokens end, nothing merges into them; after unblocking their
 * balances, ledger, unlocks and history are all the same and every channel lets them in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { ledgerResponse, personPage, unlocksResponse } from '#shared/contract/console-people.ts';
import { DEVICE, buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import {
  providerEnv,
  startFakeOAuthProvider,
  type FakeOAuthProvider,
} from '../../testing/fake-oauth-provider.ts';
import { grant } from '../../testing/money.ts';
import { emailLogin, lastMailedCode } from '../../testing/outbox.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { consoleCall, testClock } from '../operator/console.testing.ts';
import { setUpPeopleTeam, uidOf as uidOfToken, type PeopleTeam } from './people.testing.ts';

const clock = testClock();
let t: TestApp;
let fake: FakeOAuthProvider;
let team: PeopleTeam;
let uid = 0;
let guestUid = 0;
let token = '';
const EMAIL = 'blocked@example.com';
const BLOCKED = 633;

const post = (path: string, body: unknown, session = team.support) =>
  consoleCall(t.app, 'POST', path, { session, body });
const get = (path: string) => consoleCall(t.app, 'GET', path, { session: team.support });

const uidOf = (token: string) => uidOfToken(t.api, token);

/** What the operator sees of the user's data: page (without the block fields), ledger, unlocks. */
async function snapshot(of: number) {
  const { blocked_at, blocked_reason, blocked_by, last_seen_at, ...page } = personPage.parse(
    (await get(`/people/${of}`)).body.data,
  );
  void [blocked_at, blocked_reason, blocked_by, last_seen_at];
  const ledger = ledgerResponse.parse((await get(`/people/${of}/ledger?size=100`)).body.data);
  const unlocks = unlocksResponse.parse((await get(`/people/${of}/unlocks?size=100`)).body.data);
  const history = (await t.api.post('/history/list', { page: 1, page_size: 20 }, { token })).body.data;
  return { page, ledger, unlocks, history };
}

function device(udid: string) {
  return t.api.post('/user/device-login', { ...DEVICE, udid }, { language: 4 });
}

beforeAll(async () => {
  fake = await startFakeOAuthProvider({
    facebook: { appId: '1234567890', appSecret: 'fb-app-secret' },
    tiktok: { clientKey: 'tt-client-key', clientSecret: 'tt-client-secret' },
  });
  t = await buildTestApp({ now: clock.now, env: providerEnv(fake, 'https://drama.example') });
  await seedCatalogue(t.database.db, moneyCatalogue(1));
  team = await setUpPeopleTeam(t.app, clock);
  token = await emailLogin(t, await deviceToken(t.api, 'blocked-device-0001'), EMAIL);
  uid = await uidOf(token);
  // Facebook and TikTok bound too (a registered account binding a new identity would get a
  // new account: account.service.ts), so every channel leads to this one account.
  await t.database.db
    .update(users)
    .set({ facebookId: 'fb-blocked', tiktokOpenId: 'tt-blocked' })
    .where(eq(users.id, uid));
  await grant(t.database.db, uid, { gold: 100 });
  const detail = (await t.api.post('/video/detail', { drama_id: 1 }, { token })).body.data as {
    episodes: { episode_id: number; number: number }[];
  };
  const ep3 = detail.episodes.find((e) => e.number === 3)?.episode_id ?? 0;
  expect((await t.api.post('/video/unlock', { episode_id: ep3 }, { token })).body.code).toBe(200);
  await t.api.post('/history/save', { drama_id: 1, episode_number: 3, position_ms: 5000 }, { token });
  guestUid = await uidOf(await deviceToken(t.api, 'blocked-guest-00001'));
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});

describe('blocking a viewer', () => {
  let before: Awaited<ReturnType<typeof snapshot>>;

  it('is for support and owners; a reason is required', async () => {
    before = await snapshot(uid);
    expect((await post(`/people/${uid}/block`, { reason: 'fraud' }, team.finance)).body.code).toBe(903);
    expect((await post(`/people/${uid}/block`, { reason: 'fraud' }, team.editor)).body.code).toBe(903);
    expect((await post(`/people/${uid}/block`, { reason: '' })).body.code).toBe(601);
    expect((await post('/people/99999999/block', { reason: 'fraud' })).body.code).toBe(404);
  });

  it('ends the user’s sessions and records who, when and why', async () => {
    // A code asked before the block, to try after it.
    expect((await t.api.post('/message/send-email', { email: EMAIL })).body.code).toBe(200);
    const res = await post(`/people/${uid}/block`, { reason: 'chargeback fraud' });
    // One session: the email login's (it ended the guest session it was made from).
    expect(res.body).toMatchObject({ code: 200, data: { blocked: true, revoked: 1 } });
    expect((await post(`/people/${guestUid}/block`, { reason: 'spam' }, team.owner)).body.code).toBe(200);
    expect((await t.api.post('/user/index', undefined, { token })).body.code).toBe(301);
    const page = personPage.parse((await get(`/people/${uid}`)).body.data);
    expect(page).toMatchObject({
      blocked_reason: 'chargeback fraud',
      blocked_at: new Date(clock.now()).toISOString(),
    });
    expect(page.blocked_by).toEqual(expect.any(Number));
    // Who blocked, by name (Sue of support).
    expect(page.operators).toEqual([{ id: page.blocked_by, name: 'Sue' }]);
    const audit = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?entity=user&action=block', { session: team.owner })).body.data,
    );
    expect(audit.items.map((i) => i.entity_id)).toEqual([String(guestUid), String(uid)]);
  });

  it('refuses the email code, sending and logging in, in the request’s language', async () => {
    const { code } = lastMailedCode(t.config.dataDir, EMAIL);
    clock.advance(61_000);
    const th = await t.api.post('/message/send-email', { email: EMAIL }, { language: 4 });
    expect(th.body).toMatchObject({ code: BLOCKED, msg: SERVER_MESSAGES.th.account_blocked });
    const guest = await deviceToken(t.api, 'blocked-device-0002');
    const bind = await t.api.post('/user/email-bind', { email: EMAIL, code }, { token: guest, language: 2 });
    expect(bind.body).toMatchObject({ code: BLOCKED, msg: SERVER_MESSAGES['zh-Hant'].account_blocked });
  });

  it('refuses Facebook and TikTok, bind and callback login, and merges nothing', async () => {
    const guest = await deviceToken(t.api, 'blocked-device-0003');
    const guestId = await uidOf(guest);
    await grant(t.database.db, guestId, { gold: 9 });
    fake.addFacebookToken('fb-again-1', { id: 'fb-blocked', name: 'Blocked' });
    fake.addFacebookToken('fb-again-2', { id: 'fb-blocked', name: 'Blocked' });
    fake.addTiktokCode('tt-again-1', { openId: 'tt-blocked', displayName: 'Blocked' });
    fake.addTiktokCode('tt-again-2', { openId: 'tt-blocked', displayName: 'Blocked' });
    const answers = [
      await t.api.post('/user/facebook-bind', { access_token: 'fb-again-1' }, { token: guest, language: 5 }),
      await t.api.post('/user/tiktok-bind', { code: 'tt-again-1' }, { token: guest, language: 5 }),
      await t.api.post(
        '/api/third-party/login/auth-callback-login',
        { type: 'facebook', access_token: 'fb-again-2' },
        { language: 5 },
      ),
      await t.api.post(
        '/api/third-party/login/auth-callback-login',
        { type: 'tiktok', code: 'tt-again-2' },
        { language: 5 },
      ),
    ];
    for (const res of answers) {
      expect(res.body).toMatchObject({ code: BLOCKED, msg: SERVER_MESSAGES.id.account_blocked });
    }
    // The guest keeps what it had: nothing moved into the blocked account.
    const center = (await t.api.post('/pay/center', {}, { token: guest })).body.data as {
      goldRemain: number;
    };
    expect(center.goldRemain).toBe(9);
  });

  it('refuses the device login of a device bound to a blocked account', async () => {
    for (const udid of ['blocked-device-0001', 'blocked-guest-00001']) {
      const res = await device(udid);
      expect(res.body).toMatchObject({ code: BLOCKED, msg: SERVER_MESSAGES.th.account_blocked });
    }
  });

  it('after unblocking: the data is all the same, and every channel lets the user in', async () => {
    expect((await post(`/people/${uid}/unblock`, { reason: 'cleared' })).body).toMatchObject({
      code: 200,
      data: { blocked: false },
    });
    expect((await post(`/people/${guestUid}/unblock`, { reason: 'cleared' })).body.code).toBe(200);
    clock.advance(61_000);
    token = await emailLogin(t, await deviceToken(t.api, 'blocked-device-0004'), EMAIL);
    expect(await uidOf(token)).toBe(uid);
    const after = await snapshot(uid);
    expect(after).toEqual(before);
    expect(after.page).toMatchObject({ channels: ['email', 'facebook', 'tiktok'] });
    const page = personPage.parse((await get(`/people/${uid}`)).body.data);
    expect(page).toMatchObject({ blocked_at: null, blocked_reason: null, blocked_by: null });
    fake.addFacebookToken('fb-after', { id: 'fb-blocked', name: 'Blocked' });
    const fb = await t.api.post('/api/third-party/login/auth-callback-login', {
      type: 'facebook',
      access_token: 'fb-after',
    });
    expect(await uidOf((fb.body.data as { user_token: string }).user_token)).toBe(uid);
    expect((await device('blocked-guest-00001')).body.code).toBe(200);
  });
});
