import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { emailLogin } from '../../testing/outbox.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function info(token: string) {
  return (await t.api.post('/user/index', undefined, { token })).body.data as { uid: number; email: string };
}

describe('device login after the device account registered', () => {
  it('hands out a fresh guest, never the registered account', async () => {
    const udid = 'device-login-registered-01';
    const guest = await deviceToken(t.api, udid);
    const guestInfo = await info(guest);
    expect(await info(await deviceToken(t.api, udid))).toMatchObject({ uid: guestInfo.uid });

    const account = await emailLogin(t, guest, 'registered-device@example.com');
    expect(await info(account)).toMatchObject({ uid: guestInfo.uid, email: 'registered-device@example.com' });

    // Logged out, the browser logs the device in again: a new guest, not the account.
    const again = await info(await deviceToken(t.api, udid));
    expect(again.uid).not.toBe(guestInfo.uid);
    expect(again.email).toBe('');
    // And that guest stays the device's guest.
    expect((await info(await deviceToken(t.api, udid))).uid).toBe(again.uid);
  });
});
