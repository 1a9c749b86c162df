import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_LOCK_MINUTES,
  OPERATOR_MAX_FAILURES,
  meResponse,
  operatorLockedData,
  setupStartResponse,
} from '#shared/contract/console-auth.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { CLI_ACTOR } from './audit.service.ts';
import {
  TEST_PASSWORD,
  consoleCall,
  login,
  sessionOf,
  setCookieOf,
  setUpOperator,
  setupTokenOf,
  testClock,
  totpAt,
} from './console.testing.ts';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

async function newLink(email: string, role: 'owner' | 'editor' = 'editor'): Promise<string> {
  const created = await t.app.services.operators.create(CLI_ACTOR, { email, name: 'Ann', role });
  return setupTokenOf(created.setup_url);
}

describe('setup link', () => {
  it('enrols a TOTP secret, sets the password and signs the operator in with a safe cookie', async () => {
    const token = await newLink('ann@example.com', 'owner');
    const start = await consoleCall(t.app, 'POST', '/auth/setup/start', { body: { token } });
    const offer = setupStartResponse.parse(start.body.data);
    expect(offer).toMatchObject({ email: 'ann@example.com', name: 'Ann', role: 'owner' });
    expect(offer.otpauth_uri).toContain(`secret=${offer.totp_secret}`);
    expect(offer.otpauth_uri).toContain('issuer=Enjoy%20Drama');
    expect(start.raw.headers['cache-control']).toBe('no-store');

    const finish = await consoleCall(t.app, 'POST', '/auth/setup/finish', {
      body: { token, password: TEST_PASSWORD, totp_code: await totpAt(offer.totp_secret, clock.now()) },
    });
    expect(finish.body.code).toBe(200);
    const me = meResponse.parse(finish.body.data);
    expect(me.operator).toMatchObject({ email: 'ann@example.com', role: 'owner' });
    const cookie = setCookieOf(finish);
    expect(cookie).toMatch(/^__Host-op=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/']) {
      expect(cookie.split('; ')).toContain(attribute);
    }
    expect(cookie).not.toMatch(/Domain=/i);

    const session = sessionOf(finish);
    const again = await consoleCall(t.app, 'GET', '/auth/me', { session });
    expect(meResponse.parse(again.body.data)).toEqual(me);

    // Used once: both steps now answer 913.
    for (const path of ['/auth/setup/start', '/auth/setup/finish']) {
      const res = await consoleCall(t.app, 'POST', path, {
        body: { token, password: TEST_PASSWORD, totp_code: '123456' },
      });
      expect(res.body).toMatchObject({ code: 913, data: { reason: 'used' } });
    }
  });

  it('refuses an expired link, a weak password, a wrong code and a finish without start', async () => {
    const expired = await newLink('late@example.com');
    clock.advance(24 * 3_600_000 + 1000);
    const late = await consoleCall(t.app, 'POST', '/auth/setup/start', { body: { token: expired } });
    expect(late.body.code).toBe(913);
    expect(late.body.msg).toContain('setup link');

    const token = await newLink('bob@example.com');
    const noStart = await consoleCall(t.app, 'POST', '/auth/setup/finish', {
      body: { token, password: TEST_PASSWORD, totp_code: '123456' },
    });
    expect(noStart.body.code).toBe(913);
    const { totp_secret: secret } = setupStartResponse.parse(
      (await consoleCall(t.app, 'POST', '/auth/setup/start', { body: { token } })).body.data,
    );
    const weak = await consoleCall(t.app, 'POST', '/auth/setup/finish', {
      body: { token, password: 'short', totp_code: await totpAt(secret, clock.now()) },
    });
    expect(weak.body.code).toBe(914);
    const wrongCode = await consoleCall(t.app, 'POST', '/auth/setup/finish', {
      body: { token, password: TEST_PASSWORD, totp_code: await totpAt(secret, clock.now() + 120_000) },
    });
    expect(wrongCode.body.code).toBe(911);
    expect(setCookieOf(wrongCode)).toBe('');
    const unknown = await consoleCall(t.app, 'POST', '/auth/setup/start', { body: { token: 'nope' } });
    expect(unknown.body.code).toBe(913);
    const malformed = await consoleCall(t.app, 'POST', '/auth/setup/finish', {
      body: { token, password: TEST_PASSWORD, totp_code: '12ab56' },
    });
    expect(malformed.body).toMatchObject({ code: 601, msg: 'Invalid parameter: totp_code' });
  });
});

describe('login', () => {
  it('signs in with password and code; wrong password, wrong code and unknown email answer the same 911', async () => {
    const carol = await setUpOperator(t.app, clock, { email: 'carol@example.com', role: 'editor' });
    const ok = await login(t.app, clock, carol, { ip: '10.0.0.2' });
    expect(ok.body.code).toBe(200);
    expect(meResponse.parse(ok.body.data).operator.email).toBe('carol@example.com');
    expect(sessionOf(ok).cookie).not.toBe(carol.session.cookie);

    clock.advance(30_000);
    const failures = [
      await login(t.app, clock, carol, { password: 'wrong password!!', ip: '10.0.0.2' }),
      await login(t.app, clock, carol, {
        code: await totpAt(carol.secret, clock.now() - 300_000),
        ip: '10.0.0.2',
      }),
      await login(t.app, clock, { email: 'nobody@example.com', secret: carol.secret }, { ip: '10.0.0.2' }),
      await login(
        t.app,
        clock,
        { email: 'CAROL@example.com', secret: carol.secret },
        { password: 'x', ip: '10.0.0.2' },
      ),
    ];
    for (const res of failures) {
      expect(res.body).toEqual({ code: 911, msg: 'Wrong email, password or authenticator code', data: null });
      expect(setCookieOf(res)).toBe('');
    }
    // Emails are matched without case.
    expect(
      (await login(t.app, clock, { ...carol, email: 'Carol@Example.com' }, { ip: '10.0.0.2' })).body.code,
    ).toBe(200);
  });

  it('accepts a code one step old or ahead, never a code already used', async () => {
    const dan = await setUpOperator(t.app, clock, { email: 'dan@example.com', role: 'editor' });
    // The step before the setup's next one is the setup's own: move one more.
    clock.advance(30_000);
    const previous = await totpAt(dan.secret, clock.now() - 30_000);
    expect((await login(t.app, clock, dan, { code: previous, ip: '10.0.0.3' })).body.code).toBe(200);
    // The same code again (a replay), and the current step's code is still fine afterwards.
    expect((await login(t.app, clock, dan, { code: previous, ip: '10.0.0.3' })).body.code).toBe(911);
    const current = await totpAt(dan.secret, clock.now());
    expect((await login(t.app, clock, dan, { code: current, ip: '10.0.0.3' })).body.code).toBe(200);
    expect((await login(t.app, clock, dan, { code: current, ip: '10.0.0.3' })).body.code).toBe(911);
    const ahead = await totpAt(dan.secret, clock.now() + 30_000);
    expect((await login(t.app, clock, dan, { code: ahead, ip: '10.0.0.3' })).body.code).toBe(200);
    clock.advance(90_000);
    const twoAgo = await totpAt(dan.secret, clock.now() - 60_000);
    expect((await login(t.app, clock, dan, { code: twoAgo, ip: '10.0.0.3' })).body.code).toBe(911);
  });

  it(`locks after ${OPERATOR_MAX_FAILURES} failures for ${OPERATOR_LOCK_MINUTES} minutes, then lets in`, async () => {
    const eve = await setUpOperator(t.app, clock, { email: 'eve@example.com', role: 'editor' });
    const ip = '10.0.0.4';
    for (let i = 1; i < OPERATOR_MAX_FAILURES; i++) {
      expect((await login(t.app, clock, eve, { password: `wrong password ${i}`, ip })).body.code).toBe(911);
    }
    const locking = await login(t.app, clock, eve, { password: 'wrong again!!', ip });
    expect(locking.body.code).toBe(912);
    expect(operatorLockedData.parse(locking.body.data).retry_after_s).toBe(OPERATOR_LOCK_MINUTES * 60);
    expect(locking.body.msg).toBe(`Too many failed attempts, try again in ${OPERATOR_LOCK_MINUTES} min`);

    clock.advance(5 * 60_000);
    const right = await login(t.app, clock, eve, { ip });
    expect(right.body.code).toBe(912);
    expect(operatorLockedData.parse(right.body.data).retry_after_s).toBe((OPERATOR_LOCK_MINUTES - 5) * 60);
    expect(right.raw.headers['retry-after']).toBe(String((OPERATOR_LOCK_MINUTES - 5) * 60));

    clock.advance((OPERATOR_LOCK_MINUTES - 5) * 60_000);
    expect((await login(t.app, clock, eve, { ip })).body.code).toBe(200);
    // A success starts the count again: four failures do not lock.
    clock.advance(30_000);
    for (let i = 1; i < OPERATOR_MAX_FAILURES; i++) {
      expect((await login(t.app, clock, eve, { password: `wrong password ${i}`, ip })).body.code).toBe(911);
    }
    expect((await login(t.app, clock, eve, { ip })).body.code).toBe(200);
  });

  it('counts attempts sent at once: no more than the limit are checked, then even the right code waits', async () => {
    const gil = await setUpOperator(t.app, clock, { email: 'gil@example.com', role: 'editor' });
    clock.advance(30_000);
    // Wrong codes: around the right one, never it.
    const right = Number(await totpAt(gil.secret, clock.now()));
    const wrong = (i: number) => String(((right + 1 + i) % 900_000) + 100_000).padStart(6, '0');
    const guesses = await Promise.all(
      Array.from({ length: 3 * OPERATOR_MAX_FAILURES }, (_, i) =>
        login(t.app, clock, gil, { code: wrong(i), ip: `10.0.1.${i}` }),
      ),
    );
    const codes = guesses.map((res) => res.body.code);
    expect(codes.filter((code) => code === 911).length).toBe(OPERATOR_MAX_FAILURES - 1);
    expect(codes.filter((code) => code === 912).length).toBe(2 * OPERATOR_MAX_FAILURES + 1);
    expect((await login(t.app, clock, gil, { ip: '10.0.2.1' })).body.code).toBe(912);
  });

  it('limits sign-in attempts per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await login(
        t.app,
        clock,
        { email: 'flood@example.com', secret: '' },
        {
          code: '000000',
          ip: '10.9.9.9',
        },
      );
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 20).every((c) => c === 911)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('the session guard', () => {
  it('answers 901 without a live session, in the language asked', async () => {
    const none = await consoleCall(t.app, 'GET', '/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 901, msg: 'Please sign in to the console', data: null });
    const forged = await consoleCall(t.app, 'GET', '/auth/me', {
      session: { cookie: 'A'.repeat(43), csrf: 'x' },
    });
    expect(forged.body.code).toBe(901);
    const chinese = await consoleCall(t.app, 'GET', '/auth/me', {
      headers: { language: '', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(chinese.body.msg).toBe('请先登录运营后台');
    const unknownPath = await consoleCall(t.app, 'GET', '/nothing-here');
    expect(unknownPath.status).toBe(404);
  });

  it('tells who is signed in on /auth/session, null (200) when nobody is', async () => {
    const none = await consoleCall(t.app, 'GET', '/auth/session');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ code: 200, data: null });
    const forged = await consoleCall(t.app, 'GET', '/auth/session', {
      session: { cookie: 'A'.repeat(43), csrf: 'x' },
    });
    expect(forged.body.data).toBeNull();
    const ida = await setUpOperator(t.app, clock, { email: 'ida@example.com', role: 'support' });
    const me = await consoleCall(t.app, 'GET', '/auth/me', { session: ida.session });
    const session = await consoleCall(t.app, 'GET', '/auth/session', { session: ida.session });
    expect(session.status).toBe(200);
    expect(session.body.data).toEqual(me.body.data);
    expect(session.raw.headers['cache-control']).toBe('no-store');
    // Only a read: there is no write route by that name.
    const post = await consoleCall(t.app, 'POST', '/auth/session', { session: ida.session });
    expect(post.status).toBe(404);
  });

  it('needs the CSRF token on writes (902), not on reads', async () => {
    const fay = await setUpOperator(t.app, clock, { email: 'fay@example.com', role: 'owner' });
    const missing = await consoleCall(t.app, 'POST', '/auth/logout', { session: fay.session, csrf: null });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe(902);
    const wrong = await consoleCall(t.app, 'POST', '/auth/logout', { session: fay.session, csrf: 'not-it' });
    expect(wrong.body.code).toBe(902);
    const create = await consoleCall(t.app, 'POST', '/operators', {
      session: fay.session,
      csrf: `${fay.session.csrf}x`,
      body: { email: 'x@example.com', name: 'X', role: 'editor' },
    });
    expect(create.body.code).toBe(902);
    expect(
      (await consoleCall(t.app, 'GET', '/operators', { session: fay.session, csrf: null })).body.code,
    ).toBe(200);
  });

  it('lets only the route roles in (903)', async () => {
    const gus = await setUpOperator(t.app, clock, { email: 'gus@example.com', role: 'editor' });
    expect((await consoleCall(t.app, 'GET', '/operators', { session: gus.session })).body.code).toBe(903);
    expect((await consoleCall(t.app, 'GET', '/audit', { session: gus.session })).body.code).toBe(903);
    const create = await consoleCall(t.app, 'POST', '/operators', {
      session: gus.session,
      body: { email: 'y@example.com', name: 'Y', role: 'owner' },
    });
    expect(create).toMatchObject({ status: 403, body: { code: 903 } });
    expect((await consoleCall(t.app, 'GET', '/auth/me', { session: gus.session })).body.code).toBe(200);
  });

  it(`ends a session after an idle hour, and after 7 days whatever happens`, async () => {
    const hal = await setUpOperator(t.app, clock, { email: 'hal@example.com', role: 'editor' });
    clock.advance(59 * 60_000);
    expect((await consoleCall(t.app, 'GET', '/auth/me', { session: hal.session })).body.code).toBe(200);
    clock.advance(60 * 60_000);
    expect((await consoleCall(t.app, 'GET', '/auth/me', { session: hal.session })).body.code).toBe(901);

    const busy = sessionOf(await login(t.app, clock, hal, { ip: '10.0.0.5' }));
    for (let minutes = 0; minutes < 7 * 24 * 60 - 50; minutes += 50) {
      clock.advance(50 * 60_000);
      expect((await consoleCall(t.app, 'GET', '/auth/me', { session: busy })).body.code).toBe(200);
    }
    clock.advance(50 * 60_000);
    expect((await consoleCall(t.app, 'GET', '/auth/me', { session: busy })).body.code).toBe(901);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const ivy = await setUpOperator(t.app, clock, { email: 'ivy@example.com', role: 'editor' });
    const out = await consoleCall(t.app, 'POST', '/auth/logout', { session: ivy.session });
    expect(out.body).toMatchObject({ code: 200, data: null });
    expect(setCookieOf(out)).toMatch(/^__Host-op=; Max-Age=0;/);
    expect((await consoleCall(t.app, 'GET', '/auth/me', { session: ivy.session })).body.code).toBe(901);
  });
});

describe('operators (owner)', () => {
  it('creates accounts with a setup link, refuses a taken email, lists them with their state', async () => {
    const owner = await setUpOperator(t.app, clock, { email: 'jo@example.com', role: 'owner' });
    const created = await consoleCall(t.app, 'POST', '/operators', {
      session: owner.session,
      body: { email: '  Kim@Example.com ', name: 'Kim', role: 'editor' },
    });
    const data = created.body.data as { id: number; setup_url: string };
    expect(data.setup_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/console\/setup#token=[A-Za-z0-9_-]{43}$/);
    const taken = await consoleCall(t.app, 'POST', '/operators', {
      session: owner.session,
      body: { email: 'kim@example.com', name: 'Kim 2', role: 'owner' },
    });
    expect(taken.body.code).toBe(915);
    const bad = await consoleCall(t.app, 'POST', '/operators', {
      session: owner.session,
      body: { email: 'not-an-email', name: 'Z', role: 'editor' },
    });
    expect(bad.body).toMatchObject({ code: 601, msg: 'Invalid parameter: email' });
    const badRole = await consoleCall(t.app, 'POST', '/operators', {
      session: owner.session,
      body: { email: 'z@example.com', name: 'Z', role: 'admin' },
    });
    expect(badRole.body).toMatchObject({ code: 601, msg: 'Invalid parameter: role' });

    const list = await consoleCall(t.app, 'GET', '/operators', { session: owner.session });
    const items = (
      list.body.data as { items: { email: string; status: string; last_login_at: string | null }[] }
    ).items;
    expect(items.find((o) => o.email === 'kim@example.com')).toMatchObject({
      status: 'pending',
      last_login_at: null,
    });
    expect(items.find((o) => o.email === 'jo@example.com')?.status).toBe('active');
    expect(items.find((o) => o.email === 'eve@example.com')?.status).toBe('active');
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|v1\.|password|secret/);
  });
});
