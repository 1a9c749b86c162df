/**
 * The people search and a guest merged into an account (decision 0058): an invite code finds the
 * account it credits now (the guest's link pays the account it logged in to), not the guest left
 * behind; the guest, found by its uid, is marked as merged, on its page too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleSearchResponse, personPage } from '#shared/contract/console-people.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { consoleCall, testClock } from '../operator/console.testing.ts';
import { setUpPeopleTeam, uidOf, type PeopleTeam } from './people.testing.ts';

const clock = testClock();
let t: TestApp;
let team: PeopleTeam;

const get = (path: string) => consoleCall(t.app, 'GET', path, { session: team.support });

async function search(q: string) {
  const res = await get(`/people?q=${encodeURIComponent(q)}`);
  expect(res.body.code).toBe(200);
  return peopleSearchResponse.parse(res.body.data);
}

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  team = await setUpPeopleTeam(t.app, clock);
});
afterAll(async () => {
  await t.close();
});

describe('a guest merged into an account', () => {
  it('is found by its code as the account it went to, and marked merged where it is listed', async () => {
    const account = await emailLogin(t, await deviceToken(t.api, 'merged-device-0001'), 'kept@example.com');
    const accountUid = await uidOf(t.api, account);
    const guest = await deviceToken(t.api, 'merged-device-0002');
    const guestUid = await uidOf(t.api, guest);
    const code = (
      (await t.api.post('/invite/info', {}, { token: guest })).body.data as { invite_code: string }
    ).invite_code;
    expect((await search(code)).items).toMatchObject([
      { uid: guestUid, matched_by: 'invite_code', merged_into: null },
    ]);

    // The guest logs in to the account: its link now pays the account.
    await emailLogin(t, guest, 'kept@example.com');
    expect((await search(code)).items).toMatchObject([
      { uid: accountUid, email: 'kept@example.com', matched_by: 'invite_code', merged_into: null },
    ]);
    expect((await search(code.toLowerCase())).items.map((p) => p.uid)).toEqual([accountUid]);

    // The guest itself, by its uid, says where it went; its page too.
    expect((await search(String(guestUid))).items).toMatchObject([
      { uid: guestUid, matched_by: 'uid', merged_into: accountUid },
    ]);
    const page = personPage.parse((await get(`/people/${guestUid}`)).body.data);
    expect(page.merged_into).toBe(accountUid);
    expect(personPage.parse((await get(`/people/${accountUid}`)).body.data).merged_into).toBeNull();
  });
});
