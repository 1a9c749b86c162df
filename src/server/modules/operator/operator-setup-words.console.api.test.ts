/**
 * What a setup link and a sign-in say when something is off (the roles audit): a wrong code in
 * setup in its own words, the same key after a reload, a used link told apart from an expired
 * one, a code just used at sign-in (not counted toward the lock-out), an expired link shown as
 * such in the owners' list, names without invisible characters, no blank or one-character
 * passwords.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_MAX_FAILURES,
  operatorCreateResponse,
  operatorListResponse,
  setupInvalidData,
  setupStartResponse,
} from '#shared/contract/console-auth.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { CLI_ACTOR } from './audit.service.ts';
import {
  TEST_PASSWORD,
  consoleCall,
  login,
  sessionOf,
  setUpOperator,
  setupTokenOf,
  testClock,
  totpAt,
} from './console.testing.ts';

const en = SERVER_MESSAGES.en;
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

async function newLink(email: string): Promise<string> {
  const created = await t.app.services.operators.create(CLI_ACTOR, { email, name: 'Ann', role: 'editor' });
  return setupTokenOf(created.setup_url);
}

const start = (token: string) => consoleCall(t.app, 'POST', '/auth/setup/start', { body: { token } });
const finish = (token: string, password: string, totp_code: string) =>
  consoleCall(t.app, 'POST', '/auth/setup/finish', { body: { token, password, totp_code } });

describe('setup link', () => {
  it('says a wrong code is a wrong code (no email there), and gives the same key after a reload', async () => {
    const token = await newLink('reload@example.com');
    const first = setupStartResponse.parse((await start(token)).body.data);
    const again = setupStartResponse.parse((await start(token)).body.data);
    expect(again.totp_secret).toBe(first.totp_secret);
    expect(again.otpauth_uri).toBe(first.otpauth_uri);

    const wrong = await finish(token, TEST_PASSWORD, await totpAt(first.totp_secret, clock.now() + 300_000));
    expect(wrong.body).toMatchObject({ code: 911, msg: en['operator.setup_code_wrong'] });
    expect(wrong.body.msg).not.toContain('email');
    // The app that scanned the first answer confirms the setup.
    const ok = await finish(token, TEST_PASSWORD, await totpAt(first.totp_secret, clock.now()));
    expect(ok.body.code).toBe(200);
  });

  it('tells a used link from an expired one and from an unknown one', async () => {
    const token = await newLink('used@example.com');
    const { totp_secret } = setupStartResponse.parse((await start(token)).body.data);
    expect((await finish(token, TEST_PASSWORD, await totpAt(totp_secret, clock.now()))).body.code).toBe(200);
    const used = await start(token);
    expect(used.body).toMatchObject({ code: 913, msg: en['operator.setup_used'] });
    expect(setupInvalidData.parse(used.body.data).reason).toBe('used');
    const usedFinish = await finish(token, TEST_PASSWORD, '123456');
    expect(usedFinish.body).toMatchObject({ code: 913, data: { reason: 'used' } });

    const late = await newLink('late@example.com');
    clock.advance(24 * 3_600_000 + 1000);
    const expired = await start(late);
    expect(expired.body).toMatchObject({
      code: 913,
      msg: en['operator.setup_expired'],
      data: { reason: 'expired' },
    });
    expect(expired.body.msg).not.toBe(used.body.msg);

    const unknown = await start('x'.repeat(43));
    expect(unknown.body).toMatchObject({
      code: 913,
      msg: en.operator_setup_invalid,
      data: { reason: 'unknown' },
    });
  });

  it('refuses a password of spaces or of one repeated character, server side', async () => {
    const token = await newLink('spaces@example.com');
    const { totp_secret } = setupStartResponse.parse((await start(token)).body.data);
    for (const password of [' '.repeat(12), 'a'.repeat(12), '\u3000'.repeat(14)]) {
      const res = await finish(token, password, await totpAt(totp_secret, clock.now()));
      expect(res.body).toMatchObject({ code: 914, msg: en['operator.password_trivial'] });
    }
  });
});

describe('sign-in with a code just used', () => {
  it('says to wait for the next code and does not count it toward the lock-out', async () => {
    const ida = await setUpOperator(t.app, clock, { email: 'ida@example.com', role: 'editor' });
    const code = await totpAt(ida.secret, clock.now());
    expect((await login(t.app, clock, ida, { code, ip: '10.3.0.1' })).body.code).toBe(200);
    // The right password with that code, more times than the lock-out allows.
    for (let i = 0; i < OPERATOR_MAX_FAILURES + 1; i += 1) {
      const again = await login(t.app, clock, ida, { code, ip: '10.3.0.1' });
      expect(again.body).toMatchObject({ code: 911, msg: en['operator.code_reused'] });
    }
    clock.advance(30_000);
    expect((await login(t.app, clock, ida, { ip: '10.3.0.1' })).body.code).toBe(200);
  });
});

describe('the owners’ list and names', () => {
  it('shows an expired link as setup_expired, and refuses invisible characters in a name', async () => {
    const olga = await setUpOperator(t.app, clock, {
      email: 'olga@example.com',
      role: 'owner',
      name: 'Olga',
    });
    let session = olga.session;
    const made = await consoleCall(t.app, 'POST', '/operators', {
      session,
      body: { email: 'slow@example.com', name: '  Slow Sam  ', role: 'support' },
    });
    const { id } = operatorCreateResponse.parse(made.body.data);
    const statusOf = async () =>
      operatorListResponse
        .parse((await consoleCall(t.app, 'GET', '/operators', { session })).body.data)
        .items.find((o) => o.id === id);
    expect(await statusOf()).toMatchObject({ name: 'Slow Sam', status: 'pending' });
    clock.advance(24 * 3_600_000 + 1000);
    session = sessionOf(await login(t.app, clock, olga));
    expect((await statusOf())?.status).toBe('setup_expired');
    const renewed = await consoleCall(t.app, 'POST', `/operators/${id}/setup-link`, { session });
    expect(renewed.body.code).toBe(200);
    expect((await statusOf())?.status).toBe('pending');

    for (const name of ['Eve\u202Egnp.exe', 'Zero\u200Bwidth', 'Bell\u0007']) {
      const res = await consoleCall(t.app, 'POST', '/operators', {
        session,
        body: { email: `n${name.length}@example.com`, name, role: 'editor' },
      });
      expect(res.body).toMatchObject({ code: 601, msg: en['operator.name_invisible'] });
    }
  });
});
