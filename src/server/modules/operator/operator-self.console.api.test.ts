/**
 * "My account" (the roles audit): an operator changes their own password and authenticator and
 * signs out their other sessions; an owner ends another operator's lock-out early. Each is
 * audited, acts on the caller's own account only, and where a password or code is asked it is
 * counted toward the lock-out as a sign-in is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_MAX_FAILURES,
  auditResponse,
  operatorListItem,
  sessionsEndedResponse,
  totpEnrolResponse,
  type AuditEntry,
} from '#shared/contract/console-auth.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import {
  TEST_PASSWORD,
  consoleCall,
  login,
  sessionOf,
  setUpOperator,
  testClock,
  totpAt,
  type ConsoleSession,
} from './console.testing.ts';

type Person = Awaited<ReturnType<typeof setUpOperator>>;
const en = SERVER_MESSAGES.en;
const NEW_PASSWORD = 'a new and longer passphrase';
const clock = testClock();
let t: TestApp;
let owner: Person;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  owner = await setUpOperator(t.app, clock, { email: 'olga@example.com', role: 'owner', name: 'Olga' });
});
afterAll(async () => {
  await t.close();
});

const post = (session: ConsoleSession, path: string, body?: unknown) =>
  consoleCall(t.app, 'POST', path, { session, ip: '10.9.0.1', ...(body ? { body } : {}) });
const alive = async (session: ConsoleSession) =>
  (await consoleCall(t.app, 'GET', '/auth/me', { session })).body.code === 200;

async function auditRows(action: string, id: number): Promise<AuditEntry[]> {
  const res = await consoleCall(t.app, 'GET', `/audit?entity=operator&action=${action}&size=100`, {
    session: owner.session,
  });
  return auditResponse.parse(res.body.data).items.filter((e) => e.entity_id === String(id));
}

describe('a new password', () => {
  it('needs the current password and code, ends the other sessions, and is audited', async () => {
    const ann = await setUpOperator(t.app, clock, { email: 'ann@example.com', role: 'editor', name: 'Ann' });
    const other = sessionOf(await login(t.app, clock, ann));
    clock.advance(30_000);

    const wrong = await post(ann.session, '/auth/password', {
      current_password: 'not the password',
      totp_code: await totpAt(ann.secret, clock.now()),
      new_password: NEW_PASSWORD,
    });
    expect(wrong.body).toMatchObject({ code: 911, msg: en['operator.verify_failed'] });
    expect(await auditRows('verify_failed', ann.id)).toMatchObject([
      { after: { purpose: 'password_change', reason: 'password' } },
    ]);
    const blank = await post(ann.session, '/auth/password', {
      current_password: TEST_PASSWORD,
      totp_code: await totpAt(ann.secret, clock.now()),
      new_password: ' '.repeat(12),
    });
    expect(blank.body).toMatchObject({ code: 914, msg: en['operator.password_trivial'] });

    const code = await totpAt(ann.secret, clock.now());
    const ok = await post(ann.session, '/auth/password', {
      current_password: TEST_PASSWORD,
      totp_code: code,
      new_password: NEW_PASSWORD,
    });
    expect(ok.body.code).toBe(200);
    expect(await alive(ann.session)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect(await auditRows('password_change', ann.id)).toMatchObject([
      { operator_name: 'Ann', after: { sessions_ended: 1 } },
    ]);
    // The code is spent: the same one again says to wait for the next.
    const replay = await post(ann.session, '/auth/password', {
      current_password: NEW_PASSWORD,
      totp_code: code,
      new_password: TEST_PASSWORD,
    });
    expect(replay.body).toMatchObject({ code: 911, msg: en['operator.code_reused'] });

    clock.advance(30_000);
    expect((await login(t.app, clock, ann)).body.code).toBe(911);
    expect((await login(t.app, clock, ann, { password: NEW_PASSWORD })).body.code).toBe(200);
  });

  it('changes only the caller’s own account', async () => {
    const bea = await setUpOperator(t.app, clock, { email: 'bea@example.com', role: 'support', name: 'Bea' });
    const cid = await setUpOperator(t.app, clock, { email: 'cid@example.com', role: 'editor', name: 'Cid' });
    // Cid's session with Cid's own credentials, naming Bea: only Cid's password changes.
    const res = await post(cid.session, '/auth/password', {
      id: bea.id,
      email: bea.email,
      current_password: TEST_PASSWORD,
      totp_code: await totpAt(cid.secret, clock.now()),
      new_password: NEW_PASSWORD,
    });
    expect(res.body.code).toBe(200);
    clock.advance(30_000);
    expect((await login(t.app, clock, bea)).body.code).toBe(200);
    expect((await login(t.app, clock, cid, { password: NEW_PASSWORD })).body.code).toBe(200);
    // Bea's credentials do not work in Cid's session.
    clock.advance(30_000);
    const borrowed = await post(cid.session, '/auth/totp/start', {
      current_password: TEST_PASSWORD,
      totp_code: await totpAt(bea.secret, clock.now()),
    });
    expect(borrowed.body.code).toBe(911);
  });

  it(`locks after ${OPERATOR_MAX_FAILURES} wrong passwords, as sign-in does`, async () => {
    const dee = await setUpOperator(t.app, clock, { email: 'dee@example.com', role: 'finance', name: 'Dee' });
    const codes: number[] = [];
    for (let i = 0; i < OPERATOR_MAX_FAILURES; i += 1) {
      const res = await post(dee.session, '/auth/password', {
        current_password: `wrong password ${i}`,
        totp_code: await totpAt(dee.secret, clock.now()),
        new_password: NEW_PASSWORD,
      });
      codes.push(res.body.code);
    }
    expect(codes).toEqual([911, 911, 911, 911, 912]);
    const right = await post(dee.session, '/auth/password', {
      current_password: TEST_PASSWORD,
      totp_code: await totpAt(dee.secret, clock.now()),
      new_password: NEW_PASSWORD,
    });
    expect(right.body.code).toBe(912);
    expect((await login(t.app, clock, dee)).body.code).toBe(912);
    expect(await auditRows('lock', dee.id)).toHaveLength(1);

    // An owner ends the lock early; an editor may not, nor may an owner unlock themselves.
    const ed = await setUpOperator(t.app, clock, { email: 'ed@example.com', role: 'editor', name: 'Ed' });
    expect((await post(ed.session, `/operators/${dee.id}/unlock`)).body.code).toBe(903);
    expect((await post(owner.session, `/operators/${owner.id}/unlock`)).body.code).toBe(601);
    const unlocked = await post(owner.session, `/operators/${dee.id}/unlock`);
    expect(operatorListItem.parse(unlocked.body.data)).toMatchObject({ id: dee.id, status: 'active' });
    expect(await auditRows('unlock', dee.id)).toMatchObject([
      { operator_name: 'Olga', before: { status: 'locked' }, after: { status: 'active' } },
    ]);
    clock.advance(30_000);
    expect((await login(t.app, clock, dee)).body.code).toBe(200);
  });
});

describe('a new authenticator', () => {
  it('enrols a new secret confirmed by its code; the old one stops, the other sessions end', async () => {
    const fay = await setUpOperator(t.app, clock, { email: 'fay@example.com', role: 'support', name: 'Fay' });
    const other = sessionOf(await login(t.app, clock, fay));
    clock.advance(30_000);
    expect((await post(fay.session, '/auth/totp/finish', { totp_code: '123456' })).body.code).toBe(601);

    const started = await post(fay.session, '/auth/totp/start', {
      current_password: TEST_PASSWORD,
      totp_code: await totpAt(fay.secret, clock.now()),
    });
    const enrol = totpEnrolResponse.parse(started.body.data);
    expect(enrol.totp_secret).not.toBe(fay.secret);
    expect(enrol.otpauth_uri).toContain('fay%40example.com');
    const wrong = await post(fay.session, '/auth/totp/finish', {
      totp_code: await totpAt(fay.secret, clock.now()),
    });
    expect(wrong.body).toMatchObject({ code: 911, msg: en['operator.setup_code_wrong'] });
    const done = await post(fay.session, '/auth/totp/finish', {
      totp_code: await totpAt(enrol.totp_secret, clock.now()),
    });
    expect(done.body.code).toBe(200);
    expect(await alive(fay.session)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect(await auditRows('totp_change', fay.id)).toMatchObject([{ after: { sessions_ended: 1 } }]);
    expect(await auditRows('totp_change_start', fay.id)).toHaveLength(1);

    clock.advance(30_000);
    expect((await login(t.app, clock, fay)).body.code).toBe(911);
    expect((await login(t.app, clock, { ...fay, secret: enrol.totp_secret })).body.code).toBe(200);
  });
});

describe('signing out everywhere else', () => {
  it('ends every other session and keeps this one', async () => {
    const gus = await setUpOperator(t.app, clock, { email: 'gus@example.com', role: 'editor', name: 'Gus' });
    const second = sessionOf(await login(t.app, clock, gus));
    clock.advance(30_000);
    const third = sessionOf(await login(t.app, clock, gus));
    const res = await post(gus.session, '/auth/sessions/end-others');
    expect(sessionsEndedResponse.parse(res.body.data)).toEqual({ sessions_ended: 2 });
    expect(await alive(gus.session)).toBe(true);
    expect(await alive(second)).toBe(false);
    expect(await alive(third)).toBe(false);
    expect(await alive(owner.session)).toBe(true);
    expect(await auditRows('sign_out_others', gus.id)).toMatchObject([
      { operator_name: 'Gus', after: { sessions_ended: 2 } },
    ]);
  });
});
