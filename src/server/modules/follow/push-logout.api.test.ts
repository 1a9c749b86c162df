/**
 * A logout ends the release pushes of the browser it was made on (audit L item 4): the
 * subscriptions saved from that device's udid go with the session, the account's other devices
 * keep theirs, and a logout without a session or a udid changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#db/schema/follows.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { startTestPushServer, type TestPushServer } from '../../testing/push-server.ts';

let t: TestApp;
let push: TestPushServer;
let clock = Date.now();

beforeAll(async () => {
  push = await startTestPushServer();
  t = await buildTestApp({ now: () => clock, env: { PUSH_ALLOW_ORIGIN: push.origin } });
}, 60_000);
afterAll(async () => {
  await t.close();
  await push.close();
});

async function subscribe(token: string, udid: string, endpoint: string): Promise<void> {
  const { keys } = push.subscribe();
  const res = await t.api.post('/push/subscribe', { endpoint, keys }, { token, headers: { udid } });
  expect(res.body.code).toBe(200);
}

async function endpointsOf(userId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((r) => r.endpoint).sort();
}

describe('logout and web push', () => {
  it("drops this device's subscriptions of the account, and only those", async () => {
    const phone = await emailLogin(t, await deviceToken(t.api, 'push-logout-phone-01'), 'shared@example.com');
    clock += 61_000;
    const tablet = await emailLogin(
      t,
      await deviceToken(t.api, 'push-logout-tablet-1'),
      'shared@example.com',
    );
    const userId = (
      (await t.api.post('/user/index', undefined, { token: phone })).body.data as { uid: number }
    ).uid;
    await subscribe(phone, 'push-logout-phone-01', 'https://push.example.com/send/phone');
    await subscribe(tablet, 'push-logout-tablet-1', 'https://push.example.com/send/tablet');

    // Without a udid (a client that sends none) nothing of the push side changes.
    clock += 1500;
    const bare = await emailLogin(t, await deviceToken(t.api, 'push-logout-other-1'), 'shared@example.com');
    expect((await t.api.post('/auth/user/logout', {}, { token: bare })).body.code).toBe(200);
    expect(await endpointsOf(userId)).toHaveLength(2);

    clock += 1500;
    const res = await t.api.post(
      '/auth/user/logout',
      {},
      { token: phone, headers: { udid: 'push-logout-phone-01' } },
    );
    expect(res.body.code).toBe(200);
    expect(await endpointsOf(userId)).toEqual(['https://push.example.com/send/tablet']);

    // A logout with no session at all is still a plain success.
    clock += 1500;
    const anonymous = await t.api.post(
      '/auth/user/logout',
      {},
      { headers: { udid: 'push-logout-tablet-1' } },
    );
    expect(anonymous.body.code).toBe(200);
    expect(await endpointsOf(userId)).toEqual(['https://push.example.com/send/tablet']);
  });
});
