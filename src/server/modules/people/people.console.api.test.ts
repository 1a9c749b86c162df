/**
 * People in the console (issue 18): the search box (uid, order id, email, invite code,
 * nickname), the user page and its paged lists, who may read them, and bad input.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import {
  invitesResponse,
  ledgerResponse,
  ordersResponse,
  peopleSearchResponse,
  personFeedbackResponse,
  personPage,
  sessionsResponse,
  unlocksResponse,
} from '#shared/contract/console-people.ts';
import { createOrderData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant } from '../../testing/money.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { consoleCall, testClock } from '../operator/console.testing.ts';
import { setUpPeopleTeam, uidOf as uidOfToken, type PeopleTeam } from './people.testing.ts';

const clock = testClock();
let t: TestApp;
let team: PeopleTeam;
let uid = 0;
let inviteeUid = 0;
let tradeNo = '';
let inviteCode = '';

const get = (path: string, session = team.support) => consoleCall(t.app, 'GET', path, { session });

async function search(q: string) {
  const res = await get(`/people?q=${encodeURIComponent(q)}`);
  expect(res.body.code).toBe(200);
  return peopleSearchResponse.parse(res.body.data);
}

const uidOf = (token: string) => uidOfToken(t.api, token);
let patToken = '';

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  await seedCatalogue(t.database.db, moneyCatalogue(2));
  team = await setUpPeopleTeam(t.app, clock);
  const token = await emailLogin(t, await deviceToken(t.api, 'people-device-00001'), 'pat@example.com');
  patToken = token;
  uid = await uidOf(token);
  await t.database.db.update(users).set({ nickname: 'Patricia_Q' }).where(eq(users.id, uid));
  await grant(t.database.db, uid, { gold: 300 });
  const detail = (await t.api.post('/video/detail', { drama_id: 1 }, { token })).body.data as {
    episodes: { episode_id: number; number: number }[];
  };
  const ep3 = detail.episodes.find((e) => e.number === 3)?.episode_id ?? 0;
  expect((await t.api.post('/video/unlock', { episode_id: ep3 }, { token })).body.code).toBe(200);
  const order = await t.api.post('/pay/create-order', { goods_id: 101, pay_channel_id: 1 }, { token });
  tradeNo = createOrderData.parse(order.body.data).orderId;
  await t.api.post('/feedback/submit', { type: 'payment', content: 'no coins', contact: 'pat' }, { token });
  const invite = (await t.api.post('/invite/info', {}, { token })).body.data as { invite_code: string };
  inviteCode = invite.invite_code;
  inviteeUid = await uidOf(
    (
      (
        await t.api.post('/user/device-login', {
          marketChannel: 'web',
          packageName: 'localhost',
          udid: 'people-device-00002',
          sysVer: 'vitest',
          phoneModel: 'node',
          idfa: '',
          invite_code: inviteCode,
        })
      ).body.data as { user_token: string }
    ).user_token,
  );
});
afterAll(async () => {
  await t.close();
});

describe('people: search', () => {
  it('finds a user by uid, order id, email (any case), invite code and part of the nickname', async () => {
    expect((await search(String(uid))).items).toMatchObject([{ uid, matched_by: 'uid' }]);
    expect((await search(tradeNo)).items).toMatchObject([{ uid, matched_by: 'order' }]);
    // The trade number in any case (T…hex as written, t… or upper-case hex as typed).
    expect((await search(tradeNo.toLowerCase())).items).toMatchObject([{ uid, matched_by: 'order' }]);
    expect((await search(tradeNo.toUpperCase())).items).toMatchObject([{ uid, matched_by: 'order' }]);
    expect((await search('pat@EXAMPLE.com')).items).toMatchObject([
      { uid, matched_by: 'email', email: 'pat@example.com' },
    ]);
    expect((await search(inviteCode.toLowerCase())).items).toMatchObject([
      { uid, matched_by: 'invite_code' },
    ]);
    const byName = await search('tricia');
    expect(byName.items).toMatchObject([{ uid, matched_by: 'nickname', nickname: 'Patricia_Q' }]);
    expect(byName.total).toBe(1);
  });

  it('finds nothing for what matches nobody, and treats % and _ in a name as letters', async () => {
    expect(await search('99999999')).toEqual({ items: [], total: 0 });
    expect(await search('nobody@example.com')).toEqual({ items: [], total: 0 });
    expect((await search('%')).total).toBe(0);
    expect((await search('a_q')).items.map((i) => i.uid)).toEqual([uid]);
    expect((await search('x_q')).total).toBe(0);
  });

  it('is for support, finance and owners; bad input is 601, never a 500', async () => {
    expect((await get('/people?q=pat', team.owner)).body.code).toBe(200);
    expect((await get('/people?q=pat', team.finance)).body.code).toBe(200);
    expect((await get('/people?q=pat', team.editor)).body.code).toBe(903);
    expect((await consoleCall(t.app, 'GET', '/people?q=pat')).body.code).toBe(901);
    expect((await get('/people')).body.code).toBe(601);
    expect((await get('/people?q=%20%20')).body.code).toBe(601);
    expect((await get(`/people?q=${'x'.repeat(201)}`)).body.code).toBe(601);
    expect((await get('/people?q=a&size=1000')).body.code).toBe(601);
    expect((await get('/people/abc')).body.code).toBe(601);
    expect((await get('/people/99999999')).body.code).toBe(404);
    expect((await get('/people/99999999/ledger')).body.code).toBe(404);
    expect((await get(`/people/${uid}`, team.editor)).body.code).toBe(903);
  });
});

describe('people: the user page', () => {
  it('shows the profile, channels, language, balances, VIP and devices', async () => {
    const res = await get(`/people/${uid}`);
    const page = personPage.parse(res.body.data);
    expect(page).toMatchObject({
      uid,
      nickname: 'Patricia_Q',
      email: 'pat@example.com',
      channels: ['email'],
      language: 3,
      gold: 300,
      vip_until: null,
      vip_active: false,
      invite_code: inviteCode,
      blocked_at: null,
    });
    expect(page.last_seen_at).not.toBeNull();
    expect(page.devices.map((d) => d.udid)).toEqual(['people-device-00001']);
  });

  it('shows the language the person switched to after logging in, not the login’s', async () => {
    await t.api.post('/user/index', {}, { token: patToken, language: 4 });
    expect(personPage.parse((await get(`/people/${uid}`)).body.data).language).toBe(4);
    await t.api.post('/user/index', {}, { token: patToken, language: 3 });
    expect(personPage.parse((await get(`/people/${uid}`)).body.data).language).toBe(3);
  });

  it('lists the ledger newest first, unlocks, orders, sessions, feedback and invites, paged', async () => {
    const ledger = ledgerResponse.parse((await get(`/people/${uid}/ledger?size=1`)).body.data);
    expect(ledger.total).toBeGreaterThanOrEqual(3);
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({ reason: 'unlock', delta: -10 });
    const second = ledgerResponse.parse((await get(`/people/${uid}/ledger?size=1&page=2`)).body.data);
    expect(second.items[0]?.id).toBeLessThan(ledger.items[0]?.id ?? 0);

    const unlocks = unlocksResponse.parse((await get(`/people/${uid}/unlocks`)).body.data);
    expect(unlocks).toMatchObject({ total: 1, items: [{ drama_id: 1, number: 3 }] });
    expect(unlocks.items[0]?.drama_title).not.toBe('');

    const orders = ordersResponse.parse((await get(`/people/${uid}/orders`, team.finance)).body.data);
    expect(orders).toMatchObject({ total: 1, items: [{ trade_no: tradeNo, status: 1, result: 'pending' }] });

    const sessions = sessionsResponse.parse((await get(`/people/${uid}/sessions`)).body.data);
    expect(sessions.items.map((s) => s.kind).sort()).toEqual(['device', 'email']);

    const feedback = personFeedbackResponse.parse((await get(`/people/${uid}/feedback`)).body.data);
    expect(feedback).toMatchObject({
      total: 1,
      items: [{ type: 'payment', content: 'no coins', replies: 0 }],
    });

    const invites = invitesResponse.parse((await get(`/people/${uid}/invites`)).body.data);
    expect(invites).toMatchObject({
      total: 1,
      invited_by: null,
      items: [{ uid: inviteeUid, rewarded_at: null }],
    });
    const invited = invitesResponse.parse((await get(`/people/${inviteeUid}/invites`)).body.data);
    expect(invited).toMatchObject({ total: 0, invited_by: { uid, email: 'pat@example.com' } });
    const device = personPage.parse((await get(`/people/${inviteeUid}`)).body.data);
    expect(device).toMatchObject({ channels: [], devices: [{ udid: 'people-device-00002' }] });
  });
});
