import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditResponse,
  operatorCreateResponse,
  operatorListItem,
  operatorListResponse,
  setupStartResponse,
  type AuditEntry,
} from '#shared/contract/console-auth.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
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
  type ConsoleSession,
} from './console.testing.ts';

type Person = Awaited<ReturnType<typeof setUpOperator>>;

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

const change = (session: ConsoleSession, id: number, what: string, body?: unknown) =>
  consoleCall(t.app, 'POST', `/operators/${id}/${what}`, { session, ...(body ? { body } : {}) });

async function auditRow(action: string, id: number): Promise<AuditEntry | undefined> {
  const res = await consoleCall(t.app, 'GET', `/audit?entity=operator&action=${action}&size=100`, {
    session: owner.session,
  });
  return auditResponse.parse(res.body.data).items.find((e) => e.entity_id === String(id));
}

async function statusOf(id: number): Promise<string | undefined> {
  const res = await consoleCall(t.app, 'GET', '/operators', { session: owner.session });
  return operatorListResponse.parse(res.body.data).items.find((o) => o.id === id)?.status;
}

describe('disable and enable', () => {
  it('ends every session of a disabled operator at once, refuses their sign-in, and lets them back in', async () => {
    const ed = await setUpOperator(t.app, clock, { email: 'ed@example.com', role: 'editor', name: 'Ed' });
    const second = sessionOf(await login(t.app, clock, ed, { ip: '10.1.0.1' }));
    clock.advance(30_000);

    const off = await change(owner.session, ed.id, 'disable');
    expect(off.body.code).toBe(200);
    expect(operatorListItem.parse(off.body.data)).toMatchObject({ id: ed.id, status: 'disabled' });
    for (const session of [ed.session, second]) {
      expect((await consoleCall(t.app, 'GET', '/auth/me', { session })).body.code).toBe(901);
    }
    const refused = await login(t.app, clock, ed, { ip: '10.1.0.1' });
    expect(refused.body).toEqual({
      code: 911,
      msg: 'Wrong email, password or authenticator code',
      data: null,
    });
    expect(await statusOf(ed.id)).toBe('disabled');
    expect(await auditRow('disable', ed.id)).toMatchObject({
      operator_id: owner.id,
      operator_name: 'Olga',
      before: { status: 'active' },
      after: { status: 'disabled', sessions_ended: 2 },
    });

    // Twice is once: nothing more is written.
    expect((await change(owner.session, ed.id, 'disable')).body.code).toBe(200);

    const on = await change(owner.session, ed.id, 'enable');
    expect(operatorListItem.parse(on.body.data).status).toBe('active');
    expect(await auditRow('enable', ed.id)).toMatchObject({
      operator_id: owner.id,
      before: { status: 'disabled' },
      after: { status: 'active' },
    });
    clock.advance(30_000);
    expect((await login(t.app, clock, ed, { ip: '10.1.0.1' })).body.code).toBe(200);
  });

  it('kills the unused setup link of a disabled account; enabled again it waits for a new one', async () => {
    const created = await consoleCall(t.app, 'POST', '/operators', {
      session: owner.session,
      body: { email: 'pia@example.com', name: 'Pia', role: 'support' },
    });
    const { id, setup_url: url } = operatorCreateResponse.parse(created.body.data);
    expect((await change(owner.session, id, 'disable')).body.code).toBe(200);
    const start = await consoleCall(t.app, 'POST', '/auth/setup/start', {
      body: { token: setupTokenOf(url) },
    });
    expect(start.body.code).toBe(913);
    const link = await change(owner.session, id, 'setup-link');
    expect(link.body).toMatchObject({
      code: 601,
      msg: 'This account is disabled: enable it before sending a new setup link',
    });
    const on = await change(owner.session, id, 'enable');
    expect(operatorListItem.parse(on.body.data).status).toBe('pending');
    expect((await change(owner.session, id, 'setup-link')).body.code).toBe(200);
  });

  it('answers 404 for an unknown operator and 601 for a malformed id', async () => {
    expect((await change(owner.session, 999_999, 'disable')).body.code).toBe(404);
    expect((await change(owner.session, 0, 'enable')).body).toMatchObject({
      code: 601,
      msg: 'Invalid parameter: id',
    });
  });
});

describe('roles', () => {
  it('changes a role from the next call on, audited; refuses an unknown role', async () => {
    const sam = await setUpOperator(t.app, clock, { email: 'sam@example.com', role: 'support', name: 'Sam' });
    expect((await consoleCall(t.app, 'GET', '/operators', { session: sam.session })).body.code).toBe(903);
    const up = await change(owner.session, sam.id, 'role', { role: 'owner' });
    expect(operatorListItem.parse(up.body.data)).toMatchObject({ id: sam.id, role: 'owner' });
    expect((await consoleCall(t.app, 'GET', '/operators', { session: sam.session })).body.code).toBe(200);
    expect(await auditRow('role_change', sam.id)).toMatchObject({
      operator_id: owner.id,
      before: { role: 'support' },
      after: { role: 'owner' },
    });
    const down = await change(owner.session, sam.id, 'role', { role: 'finance' });
    expect(operatorListItem.parse(down.body.data).role).toBe('finance');
    expect((await consoleCall(t.app, 'GET', '/operators', { session: sam.session })).body.code).toBe(903);
    const bad = await change(owner.session, sam.id, 'role', { role: 'admin' });
    expect(bad.body).toMatchObject({ code: 601, msg: 'Invalid parameter: role' });
  });
});

describe('a new setup link', () => {
  it('clears the password and authenticator, ends the sessions, and works once', async () => {
    const fay = await setUpOperator(t.app, clock, { email: 'fay@example.com', role: 'finance', name: 'Fay' });
    const res = await change(owner.session, fay.id, 'setup-link');
    const { id, setup_url: url } = operatorCreateResponse.parse(res.body.data);
    expect(id).toBe(fay.id);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/console\/setup#token=[A-Za-z0-9_-]{43}$/);
    expect((await consoleCall(t.app, 'GET', '/auth/me', { session: fay.session })).body.code).toBe(901);
    expect((await login(t.app, clock, fay, { ip: '10.1.0.2' })).body.code).toBe(911);
    expect(await statusOf(fay.id)).toBe('pending');
    expect(await auditRow('reset', fay.id)).toMatchObject({
      operator_id: owner.id,
      before: { status: 'active' },
      after: { status: 'pending', sessions_ended: 1 },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|secret/);

    const token = setupTokenOf(url);
    const start = await consoleCall(t.app, 'POST', '/auth/setup/start', { body: { token } });
    const secret = setupStartResponse.parse(start.body.data).totp_secret;
    expect(secret).not.toBe(fay.secret);
    const newPassword = 'a brand new passphrase';
    const finish = await consoleCall(t.app, 'POST', '/auth/setup/finish', {
      body: { token, password: newPassword, totp_code: await totpAt(secret, clock.now()) },
    });
    expect(finish.body.code).toBe(200);
    const again = await consoleCall(t.app, 'POST', '/auth/setup/start', { body: { token } });
    expect(again.body.code).toBe(913);
    clock.advance(30_000);
    const renewed = { email: fay.email, secret };
    const ip = '10.1.0.2';
    expect((await login(t.app, clock, renewed, { password: TEST_PASSWORD, ip })).body.code).toBe(911);
    expect((await login(t.app, clock, renewed, { password: newPassword, ip })).body.code).toBe(200);
  });
});

describe('who may', () => {
  it('refuses every change to editors, support and finance (903), and needs the CSRF token (902)', async () => {
    const target = await setUpOperator(t.app, clock, { email: 'tim@example.com', role: 'editor' });
    const others = [
      await setUpOperator(t.app, clock, { email: 'e2@example.com', role: 'editor' }),
      await setUpOperator(t.app, clock, { email: 's2@example.com', role: 'support' }),
      await setUpOperator(t.app, clock, { email: 'f2@example.com', role: 'finance' }),
    ];
    for (const { session } of others) {
      for (const [what, body] of [
        ['disable', undefined],
        ['enable', undefined],
        ['role', { role: 'owner' }],
        ['setup-link', undefined],
      ] as const) {
        const res = await change(session, target.id, what, body);
        expect(res).toMatchObject({ status: 403, body: { code: 903 } });
      }
    }
    const noCsrf = await consoleCall(t.app, 'POST', `/operators/${target.id}/disable`, {
      session: owner.session,
      csrf: null,
    });
    expect(noCsrf.body.code).toBe(902);
    expect(await statusOf(target.id)).toBe('active');
  });

  it('refuses an owner changes to their own account', async () => {
    for (const [what, body] of [
      ['disable', undefined],
      ['role', { role: 'editor' }],
      ['setup-link', undefined],
    ] as const) {
      const res = await change(owner.session, owner.id, what, body);
      expect(res.body).toMatchObject({
        code: 601,
        msg: 'You cannot disable, re-role or reset your own account; ask another owner',
      });
    }
    expect(await statusOf(owner.id)).toBe('active');
    expect((await consoleCall(t.app, 'GET', '/auth/me', { session: owner.session })).body.code).toBe(200);
  });
});

describe('the last active owner', () => {
  it('is never disabled, demoted or reset, even by two owners at once', async () => {
    const clock2 = testClock();
    const solo = await buildTestApp({ now: clock2.now });
    try {
      const ann = await setUpOperator(solo.app, clock2, { email: 'ann@example.com', role: 'owner' });
      const services = solo.app.services.operators;
      const lastOwner = 'The last active owner cannot be disabled, demoted or reset';
      for (const attempt of [
        () => services.disable(CLI_ACTOR, ann.id),
        () => services.setRole(CLI_ACTOR, ann.id, 'support'),
        () => services.newSetupLink(CLI_ACTOR, ann.id),
      ]) {
        await expect(attempt()).rejects.toMatchObject({ code: 601, messageKey: 'operator.last_owner' });
      }
      const zh = await consoleCall(solo.app, 'POST', `/operators/${ann.id}/disable`, {
        session: ann.session,
        headers: { language: '1' },
      });
      expect(zh.body).toMatchObject({
        code: 601,
        msg: '不能停用、更改角色或重置自己的账号，请让其他所有者操作',
      });

      // Two owners taking each other's rights at once: one wins, one owner stays.
      const bea = await setUpOperator(solo.app, clock2, { email: 'bea@example.com', role: 'owner' });
      const [first, second] = await Promise.all([
        consoleCall(solo.app, 'POST', `/operators/${bea.id}/disable`, { session: ann.session }),
        consoleCall(solo.app, 'POST', `/operators/${ann.id}/role`, {
          session: bea.session,
          body: { role: 'editor' },
        }),
      ]);
      expect([first.body.code, second.body.code].filter((code) => code === 200)).toHaveLength(1);
      const list = await services.list();
      const owners = list.items.filter((o) => o.role === 'owner' && o.status === 'active');
      expect(owners).toHaveLength(1);
      const loser = first.body.code === 200 ? second : first;
      if (loser.body.code === 601) expect(loser.body.msg).toContain(lastOwner);
    } finally {
      await solo.close();
    }
  });
});
