/**
 * The app of the invite tests, against a fake OAuth provider on 127.0.0.1 and at the test
 * file's clock, the ledger checked after every test; and the calls they share: a new device,
 * its login (with an invite code or not), its uid, an email login, the invite info and list,
 * an inviter. A test file calls useInviteApp(() => clock, (ms) => (clock +=
 * ms)) once at its top: `t` and `fake` are set before its tests run.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { inviteInfoData, invitePage, type InviteInfoData, type InvitePage } from '#shared/contract/invite.ts';
import { userInfoData } from '#shared/contract/user.ts';
import { lastMailedCode } from '../../testing/outbox.ts';
import { buildTestApp, DEVICE, type TestApp } from '../../testing/build-test-app.ts';
import {
  startFakeOAuthProvider,
  type FakeOAuthProvider,
  providerEnv,
  TEST_FACEBOOK,
  TEST_TIKTOK,
} from '../../testing/fake-oauth-provider.ts';
import { ledgerMismatches } from '../../testing/money.ts';

export const PUBLIC_URL = 'https://drama.example';
const FB = TEST_FACEBOOK;
const TT = TEST_TIKTOK;

export let t: TestApp;
export let fake: FakeOAuthProvider;
let devices = 0;
let pass: (ms: number) => void = () => undefined;

export function useInviteApp(clock: () => number, passTime?: (ms: number) => void): void {
  if (passTime) pass = passTime;
  beforeAll(async () => {
    fake = await startFakeOAuthProvider({ facebook: FB, tiktok: TT });
    t = await buildTestApp({
      now: clock,
      env: providerEnv(fake, PUBLIC_URL),
    });
  });
  afterAll(async () => {
    await Promise.all([t.close(), fake.close()]);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
}

export function newUdid(): string {
  devices += 1;
  return `invite-device-${String(devices).padStart(6, '0')}`;
}

export async function deviceLogin(udid: string, inviteCode?: unknown): Promise<string> {
  const res = await t.api.post('/user/device-login', {
    ...DEVICE,
    udid,
    ...(inviteCode === undefined ? {} : { invite_code: inviteCode }),
  });
  expect(res.body.code).toBe(200);
  return (res.body.data as { user_token: string }).user_token;
}

export async function uidOf(token: string): Promise<number> {
  return userInfoData.parse((await t.api.post('/user/index', undefined, { token })).body.data).uid;
}

export async function info(token: string, language = 3): Promise<InviteInfoData> {
  const res = await t.api.post('/invite/info', {}, { token, language });
  expect(res.body.code).toBe(200);
  return inviteInfoData.parse(res.body.data);
}

/** A user A with an invite code: their token, uid and code. */
export async function inviter() {
  const token = await deviceLogin(newUdid());
  const uid = await uidOf(token);
  const { invite_code: code } = await info(token);
  return { token, uid, code };
}

export async function list(token: string, page = 1, pageSize = 20): Promise<InvitePage> {
  const res = await t.api.post('/invite/list', { page, page_size: pageSize }, { token });
  expect(res.body.code).toBe(200);
  return invitePage.parse(res.body.data);
}

/** Logs the session's account in by email code (a code is asked for and read from the outbox). */
export async function emailLogin(token: string, email: string): Promise<string> {
  // Past the per-address and per-IP sending limits of the previous code.
  pass(61 * 60 * 1000);
  expect((await t.api.post('/message/send-email', { email })).body.code).toBe(200);
  const { code } = lastMailedCode(t.config.dataDir, email);
  const res = await t.api.post('/user/email-bind', { email, code }, { token });
  expect(res.body.code).toBe(200);
  return (res.body.data as { user_token: string }).user_token;
}
