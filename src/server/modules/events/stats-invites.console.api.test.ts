/**
 * The dashboard's invite conversion counts the invites that stood (decision 0038, DESIGN 3): a
 * device that opened a link and then logged in to its inviter's own account, or to an account
 * that already existed, arrived (its event is kept) but is no invite, as on the viewers' invite
 * page; the dashboard and that page give the same figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyStats } from '#shared/contract/console-stats.ts';
import { inviteInfoData } from '#shared/contract/invite.ts';
import { buildTestApp, DEVICE, type TestApp } from '../../testing/build-test-app.ts';
import { lastMailedCode } from '../../testing/outbox.ts';
import { consoleCall, setUpConsoleTeam, testClock } from '../operator/console.testing.ts';
import { utcDay } from './aggregation.ts';

const DAY_MS = 86_400_000;
// Real time: the invite rows are stamped by the database's clock.
const clock = testClock(Date.now());
let t: TestApp;
let devices = 0;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

async function deviceLogin(inviteCode?: string): Promise<string> {
  devices += 1;
  const udid = `stats-invite-device-${devices}`;
  const res = await t.api.post('/user/device-login', { ...DEVICE, udid, invite_code: inviteCode });
  expect(res.body.code).toBe(200);
  return (res.body.data as { user_token: string }).user_token;
}

async function emailLogin(token: string, email: string): Promise<string> {
  clock.advance(61 * 60_000); // past the sending limits of the previous code
  expect((await t.api.post('/message/send-email', { email })).body.code).toBe(200);
  const { code } = lastMailedCode(t.config.dataDir, email);
  const res = await t.api.post('/user/email-bind', { email, code }, { token });
  expect(res.body.code).toBe(200);
  return (res.body.data as { user_token: string }).user_token;
}

async function inviteInfo(token: string) {
  return inviteInfoData.parse((await t.api.post('/invite/info', {}, { token })).body.data);
}

describe('invite conversion on the dashboard', () => {
  it('counts only the invites that stood, as the inviter’s page does', async () => {
    const start = clock.now();
    const a = await emailLogin(await deviceLogin(), 'stats-inviter@example.com');
    const { invite_code: code } = await inviteInfo(a);
    await emailLogin(await deviceLogin(), 'stats-existing@example.com');

    await emailLogin(await deviceLogin(code), 'stats-friend-1@example.com'); // registered
    await deviceLogin(code); // pending
    await emailLogin(await deviceLogin(code), 'stats-inviter@example.com'); // the inviter itself
    await emailLogin(await deviceLogin(code), 'stats-existing@example.com'); // an existing account

    expect(await inviteInfo(a)).toMatchObject({ invited_count: 2, valid_count: 1 });

    const { owner } = await setUpConsoleTeam(t.app, clock);
    const range = { from: utcDay(Math.min(start, Date.now()) - DAY_MS), to: utcDay(clock.now() + DAY_MS) };
    const aggregated = await consoleCall(t.app, 'POST', '/stats/aggregate', { session: owner, body: range });
    expect(aggregated.body.code).toBe(200);
    const res = await consoleCall(t.app, 'GET', `/stats/daily?from=${range.from}&to=${range.to}`, {
      session: owner,
    });
    expect(res.body.code).toBe(200);
    expect(dailyStats.parse(res.body.data).totals).toMatchObject({
      invites_arrived: 2,
      invites_registered: 1,
      invite_conversion: 0.5,
    });
  });
});
