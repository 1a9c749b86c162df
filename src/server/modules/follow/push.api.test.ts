/**
 * Web Push (issue 19): subscriptions saved and deleted, endpoints that are not https on a
 * public host refused (the test push server's origin allowed by PUSH_ALLOW_ORIGIN only), and a
 * release pushed to that server, which checks the VAPID JWT and decrypts the aes128gcm body:
 * the follower's language, the episode's URL, a TTL. A 410 answer deletes the subscription.
 */
import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes } from '#db/schema/catalogue.ts';
import { notices, pushSubscriptions } from '#db/schema/follows.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { seedFixtureDramas } from '../../testing/fixture-dramas.ts';
import { startTestPushServer, type TestPushServer } from '../../testing/push-server.ts';
import { consoleCall, setUpConsoleTeam } from '../operator/console.testing.ts';
import { PUSH_TTL_S } from './push.service.ts';

const HOUR = 3600_000;
let t: TestApp;
let push: TestPushServer;
let clock = Date.now();
let token: string;
let dramaA: number;

async function call(path: string, body: unknown, language = 4) {
  return (await t.api.post(path, body, { token, language })).body;
}

async function subscriptionCount(): Promise<number> {
  return (await t.database.db.select().from(pushSubscriptions)).length;
}

beforeAll(async () => {
  push = await startTestPushServer();
  t = await buildTestApp({ now: () => clock, env: { PUSH_ALLOW_ORIGIN: push.origin } });
  ({ dramaA } = await seedFixtureDramas(t, clock));
  token = await emailLogin(t, await deviceToken(t.api, 'push-device-000001'), 'push@example.com');
}, 60_000);
afterAll(async () => {
  await t.close();
  await push.close();
});

describe('subscriptions', () => {
  it('gives browsers the VAPID public key', async () => {
    const res = await t.api.post('/push/key', {});
    expect(res.body.data).toEqual({ public_key: t.config.push.vapid.publicKey });
    expect(t.config.push.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('refuses endpoints that are not https on a public host', async () => {
    const keys = push.subscribe().keys;
    for (const endpoint of [
      'http://push.example.com/a',
      'https://127.0.0.1/a',
      'https://10.1.2.3/a',
      'https://[::1]/a',
      'https://localhost/a',
      'https://printer.local/a',
      'https://user:pw@push.example.com/a',
      'http://127.0.0.1:1/a',
      'not a url',
    ]) {
      expect((await call('/push/subscribe', { endpoint, keys })).code, endpoint).toBe(721);
    }
    expect(await subscriptionCount()).toBe(0);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async () => {
    const { keys } = push.subscribe();
    const endpoint = 'https://push.example.com/send/abc';
    const flipped = `${keys.p256dh.slice(0, -4)}AAAA`;
    expect((await call('/push/subscribe', { endpoint, keys: { ...keys, p256dh: flipped } })).code).toBe(722);
    expect(
      (await call('/push/subscribe', { endpoint, keys: { ...keys, auth: 'AAAAAAAAAAAAAAAAAAAAAAAA' } })).code,
    ).toBe(722);
    expect((await call('/push/subscribe', { endpoint, keys: { p256dh: 'x', auth: 'y' } })).code).toBe(601);
  });

  it('saves one subscription per endpoint and deletes it', async () => {
    const { keys } = push.subscribe();
    const endpoint = 'https://push.example.com/send/def';
    expect(await call('/push/subscribe', { endpoint, keys })).toMatchObject({ code: 200, data: null });
    expect(await call('/push/subscribe', { endpoint, keys })).toMatchObject({ code: 200 });
    expect(await subscriptionCount()).toBe(1);
    expect(await call('/push/unsubscribe', { endpoint })).toMatchObject({ code: 200 });
    expect(await subscriptionCount()).toBe(0);
  });
});

describe('release pushes', () => {
  it('sends the release to the follower, signed and encrypted, in their language', async () => {
    await t.database.db
      .update(episodes)
      .set({ releaseAt: new Date(clock + HOUR) })
      .where(and(eq(episodes.dramaId, dramaA), eq(episodes.number, 5)));
    const subscription = push.subscribe();
    expect((await call('/push/subscribe', subscription)).code).toBe(200);
    expect((await call('/follow/add', { drama_id: dramaA })).code).toBe(200);

    clock += HOUR + 1000;
    expect(await t.app.services.releases.run()).toEqual({ released: 2, notices: 2, pushes: 2, pruned: 0 });
    const made = await t.database.db.select().from(notices).orderBy(notices.id);
    expect(made.map((n) => n.episodeNumber)).toEqual([5, 6]);
    expect(made.every((n) => n.pushQueuedAt !== null)).toBe(true);

    // The jobs' work, done here (this app works no queue).
    const outcome = await t.app.services.push.deliver(made[0]?.id ?? 0);
    expect(outcome).toEqual({ ok: true });
    expect(push.refused).toEqual([]);
    expect(push.received).toHaveLength(1);
    expect(push.received[0]).toMatchObject({
      endpoint: subscription.endpoint,
      ttl: PUSH_TTL_S,
      vapidKey: t.config.push.vapid.publicKey,
      payload: {
        title: 'เจ้าสาวลับ: ตอนใหม่',
        body: 'ตอนที่ 5 มาแล้ว แตะเพื่อดู',
        url: `/pages/video/play?drama_id=${dramaA}&ep=5`,
        icon: '/pwa/icon-192.png',
        tag: `drama-${dramaA}`,
      },
    });

    // The browser unsubscribed: the push service answers 410 and the subscription goes.
    push.answer(subscription.endpoint, 410);
    expect(await t.app.services.push.deliver(made[1]?.id ?? 0)).toEqual({ ok: true });
    expect(await subscriptionCount()).toBe(0);
  });

  it('leaves a push service that fails to a retry', async () => {
    const subscription = push.subscribe();
    expect((await call('/push/subscribe', subscription)).code).toBe(200);
    push.answer(subscription.endpoint, 503);
    const [notice] = await t.database.db.select().from(notices).limit(1);
    const outcome = await t.app.services.push.deliver(notice?.id ?? 0);
    expect(outcome).toMatchObject({ ok: false, reason: 'push service 503' });
    expect(await subscriptionCount()).toBe(1);
  });
});

describe('the release check from the console', () => {
  it('runs now for an editor, not for support', async () => {
    const consoleClock = { now: () => clock, advance: (ms: number) => void (clock += ms) };
    const { editor, support } = await setUpConsoleTeam(t.app, consoleClock);
    const denied = await consoleCall(t.app, 'POST', '/releases/check', { session: support });
    expect(denied.body.code).toBe(903);
    const ran = await consoleCall(t.app, 'POST', '/releases/check', { session: editor });
    expect(ran.body).toMatchObject({ code: 200, data: { released: 0, notices: 0, pushes: 0 } });
  });
});
