/**
 * The system settings through /console-api (issue 18): owners only, validated, applied to
 * /service/check-setting at once, secrets never answered (set / not set) nor audited, and the
 * providers' stored ids and secrets used from the next start when the environment sets none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { consoleSettings, type SettingValues } from '#shared/contract/console-settings.ts';
import { rewardsInfoData } from '#shared/contract/rewards.ts';
import { checkSettingData } from '#shared/contract/setting.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { DEFAULT_REWARDS } from '../rewards/rewards.settings.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';

const clock = testClock();
let t: TestApp;
let owner: ConsoleSession;
let editor: ConsoleSession;

const call = (method: 'GET' | 'POST', body?: unknown, session = owner) =>
  consoleCall(t.app, method, '/settings', { session, ...(body === undefined ? {} : { body }) });

const values: SettingValues = {
  appName: 'Drama Night',
  email: 'help@drama.example',
  index_image: '',
  icon: '/icon.svg',
  pixel_facebook: '123456',
  pixel_tiktok: '',
  facebook_version: 'v22.0',
  use_language: 3,
  use_lanaguage_switch: 0,
  facebook_appid: 'fb-app-77',
  tiktok_clientkey: '',
};

const SECRET = 'fb-secret-do-not-leak-91';

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ({ owner, editor } = await setUpConsoleTeam(t.app, clock));
});
afterAll(async () => {
  await t.close();
});

describe('system settings', () => {
  it('are for owners only; bad values are 601', async () => {
    expect((await call('GET', undefined, editor)).body.code).toBe(903);
    expect((await call('POST', { values }, editor)).body.code).toBe(903);
    expect((await call('POST', { values: { ...values, email: 'nope' } })).body.code).toBe(601);
    expect((await call('POST', { values: { ...values, use_language: 9 } })).body.code).toBe(601);
    expect((await call('POST', { values: { ...values, pixel_facebook: 'abc' } })).body.code).toBe(601);
    expect((await call('POST', { values: { ...values, icon: 'javascript:alert(1)' } })).body.code).toBe(601);
    expect((await call('POST', { values, secrets: { facebook_app_secret: '' } })).body.code).toBe(601);
    // A NUL character (PostgreSQL's text and jsonb refuse it) is a bad value too, not a 500.
    expect((await call('POST', { values: { ...values, appName: 'Drama\u0000Night' } })).body).toMatchObject({
      code: 601,
      msg: 'Invalid parameter: values.appName',
    });
  });

  it('answer the values, and of a secret only whether it is set', async () => {
    const view = consoleSettings.parse((await call('GET')).body.data);
    expect(view.values.appName).toBe('Enjoy Drama');
    expect(view.secrets).toEqual({ facebook_app_secret: 'not_set', tiktok_client_secret: 'not_set' });
  });

  it('a save applies to /service/check-setting at once; the secret is never answered nor audited', async () => {
    const res = await call('POST', { values, secrets: { facebook_app_secret: SECRET } });
    expect(res.body.code).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect(consoleSettings.parse(res.body.data).secrets.facebook_app_secret).toBe('set');
    const check = checkSettingData.parse((await t.api.post('/service/check-setting', {})).body.data);
    expect(check.system_setting).toMatchObject({
      appName: 'Drama Night',
      email: 'help@drama.example',
      pixel_facebook: '123456',
      facebook_version: 'v22.0',
      use_language: 3,
      use_lanaguage_switch: 0,
    });
    expect(JSON.stringify(check)).not.toContain(SECRET);
    // Saved again without the secret: it stays set.
    const again = await call('POST', { values: { ...values, appName: 'Drama Nights' } });
    expect(consoleSettings.parse(again.body.data).secrets.facebook_app_secret).toBe('set');
    const audit = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?entity=settings', { session: owner })).body.data,
    );
    expect(audit.items).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(audit.items[1]?.after).toMatchObject({ replaced_keys: ['facebook_app_secret'] });
    expect(audit.items[0]?.before).toMatchObject({ appName: 'Drama Night' });
  });

  it('stored provider ids and secrets are used from the next start when the environment has none', async () => {
    const next = await buildTestApp({
      now: clock.now,
      database: { ...t.database, close: async () => undefined },
    });
    try {
      const check = checkSettingData.parse((await next.api.post('/service/check-setting', {})).body.data);
      expect(check.system_setting.facebook_appid).toBe('fb-app-77');
      expect(JSON.stringify(check)).not.toContain(SECRET);
    } finally {
      await next.close();
    }
    const withEnv = await buildTestApp({
      now: clock.now,
      database: { ...t.database, close: async () => undefined },
      env: { FACEBOOK_APP_ID: '4242', FACEBOOK_APP_SECRET: 'env-secret' },
    });
    try {
      const check = checkSettingData.parse((await withEnv.api.post('/service/check-setting', {})).body.data);
      expect(check.system_setting.facebook_appid).toBe('4242');
    } finally {
      await withEnv.close();
    }
  });
});

describe('rewards in the settings', () => {
  const rewards = {
    welcome: { vouchers: 250, expiry_days: 0 },
    checkin: { amounts: [5, 5, 5, 5, 5, 5, 80], expiry_days: 7 },
  };

  it('answer the defaults until saved; bad amounts are 601 and change nothing', async () => {
    const view = consoleSettings.parse((await call('GET')).body.data);
    expect(view.rewards).toEqual(DEFAULT_REWARDS);
    const bad = [
      { ...rewards, welcome: { vouchers: -1, expiry_days: 0 } },
      { ...rewards, welcome: { vouchers: 1.5, expiry_days: 0 } },
      { ...rewards, checkin: { amounts: [5, 5, 5, 5, 5, 5], expiry_days: 7 } },
      { ...rewards, checkin: { amounts: [5, 5, 5, 5, 5, 5, 5], expiry_days: 4000 } },
    ];
    for (const r of bad) expect((await call('POST', { values, rewards: r })).body.code).toBe(601);
    expect(consoleSettings.parse((await call('GET')).body.data).rewards).toEqual(DEFAULT_REWARDS);
  });

  it('a save applies to the next welcome bonus and check-in; a save without them keeps them', async () => {
    const saved = await call('POST', { values, rewards });
    expect(saved.body.code).toBe(200);
    expect(consoleSettings.parse(saved.body.data).rewards).toEqual(rewards);
    const kept = await call('POST', { values });
    expect(consoleSettings.parse(kept.body.data).rewards).toEqual(rewards);
    const token = await emailLogin(t, await deviceToken(t.api, 'settings-rewards-0001'), 'rw@example.com');
    const info = rewardsInfoData.parse((await t.api.post('/rewards/info', {}, { token })).body.data);
    expect(info.welcome).toEqual({ amount: 250, granted: 1, expiry_days: 0 });
    expect(info.checkin.days.map((d) => d.amount)).toEqual(rewards.checkin.amounts);
    expect(info.checkin.expiry_days).toBe(7);
    const audit = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?entity=settings', { session: owner })).body.data,
    );
    // The save that kept them changed nothing: no row of its own (audit-no-op.ts).
    expect(audit.items[0]?.before).toMatchObject({ rewards: DEFAULT_REWARDS });
    expect(audit.items[0]?.after).toMatchObject({ rewards });
  });
});
