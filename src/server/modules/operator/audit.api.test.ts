import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse, type AuditEntry } from '#shared/contract/console-auth.ts';
import { feedbackItem } from '#shared/contract/feedback.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { ADMIN_TOKEN_ACTOR } from './audit.service.ts';
import {
  consoleCall,
  login,
  sessionOf,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from './console.testing.ts';

const ADMIN_TOKEN = 'audit-test-admin-token-0123';
const clock = testClock();
let t: TestApp;
let owner: { id: number; session: ConsoleSession; email: string; secret: string };

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now, env: { ADMIN_TOKEN } });
  owner = await setUpOperator(t.app, clock, { email: 'olga@example.com', role: 'owner', name: 'Olga' });
});
afterAll(async () => {
  await t.close();
});

async function audit(query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const res = await consoleCall(t.app, 'GET', `/audit${search ? `?${search}` : ''}`, {
    session: owner.session,
  });
  if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
  return auditResponse.parse(res.body.data);
}

function find(
  items: readonly AuditEntry[],
  action: string,
  entityId: number | string,
): AuditEntry | undefined {
  return items.find((e) => e.action === action && e.entity_id === String(entityId));
}

describe('the audit log', () => {
  it('records each operator write with who, when, before and after, and never a secret', async () => {
    const created = await consoleCall(t.app, 'POST', '/operators', {
      session: owner.session,
      body: { email: 'pat@example.com', name: 'Pat', role: 'editor' },
    });
    const patId = (created.body.data as { id: number }).id;
    const { items } = await audit({ entity: 'operator', size: '100' });
    expect(find(items, 'create', patId)).toMatchObject({
      operator_id: owner.id,
      operator_name: 'Olga',
      at: new Date(clock.now()).toISOString(),
      before: null,
      after: { email: 'pat@example.com', name: 'Pat', role: 'editor', status: 'pending' },
    });
    // The owner's own setup (by the command line's link) and sign-in.
    expect(find(items, 'setup', owner.id)).toMatchObject({
      operator_name: 'Olga',
      after: { status: 'active' },
    });
    expect(find(items, 'create', owner.id)?.operator_name).toBe('cli');

    await login(t.app, clock, owner, { password: 'not the password', ip: '10.1.0.1' });
    const ok = await login(t.app, clock, owner, { ip: '10.1.0.1' });
    expect(ok.body.code).toBe(200);
    await login(t.app, clock, { email: 'ghost@example.com', secret: owner.secret }, { ip: '10.1.0.1' });
    const logins = (await audit({ entity: 'operator', size: '100' })).items;
    expect(find(logins, 'login', owner.id)).toMatchObject({ after: { ip: '10.1.0.1' } });
    expect(find(logins, 'login_failed', owner.id)).toMatchObject({
      operator_name: 'Olga',
      after: { email: 'olga@example.com', reason: 'password', ip: '10.1.0.1' },
    });
    expect(logins.find((e) => e.action === 'login_failed' && e.entity_id === null)).toMatchObject({
      operator_id: null,
      operator_name: 'unknown email',
      after: { email: 'ghost@example.com', reason: 'unknown_email' },
    });

    const text = JSON.stringify(logins);
    expect(text).not.toMatch(/argon2|password_hash|totp|secret|v1\.[A-Za-z0-9_-]{16}\./i);
    expect(text).not.toContain(owner.secret);
  });

  it('records lock-outs, resets and the admin token API’s feedback replies', async () => {
    const quinn = await setUpOperator(t.app, clock, {
      email: 'quinn@example.com',
      role: 'editor',
      name: 'Quinn',
    });
    for (let i = 0; i < 5; i++)
      await login(t.app, clock, quinn, { password: `bad password ${i}`, ip: '10.1.0.2' });
    expect(find((await audit({ action: 'lock' })).items, 'lock', quinn.id)).toMatchObject({
      operator_name: 'Quinn',
      after: { failures: 5 },
    });

    await t.app.services.operators.reset(ADMIN_TOKEN_ACTOR, 'quinn@example.com');
    expect(find((await audit({ action: 'reset' })).items, 'reset', quinn.id)).toMatchObject({
      operator_name: 'admin token',
      operator_id: null,
      before: { status: 'active' },
      after: { status: 'pending' },
    });
    // The reset ended Quinn's sessions.
    expect((await consoleCall(t.app, 'GET', '/auth/me', { session: quinn.session })).body.code).toBe(901);

    const token = await deviceToken(t.api, 'audit-feedback-000001');
    const submitted = await t.api.post(
      '/feedback/submit',
      { type: 'account', content: 'Help', contact: 'me@example.com' },
      { token },
    );
    const feedbackId = feedbackItem.parse(submitted.body.data).id;
    const replied = await t.app.inject({
      method: 'POST',
      url: `/admin/api/feedback/${feedbackId}/reply`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ body: 'Done' }),
    });
    expect(JSON.parse(replied.body)).toMatchObject({ code: 200 });
    expect(find((await audit({ entity: 'feedback' })).items, 'reply', feedbackId)).toMatchObject({
      operator_name: 'admin token',
      after: { body: 'Done' },
    });
  });

  it('filters by operator, entity, action and time, newest first, a page at a time', async () => {
    const all = await audit({ size: '100' });
    expect(all.total).toBeGreaterThan(8);
    const stamps = all.items.map((e) => Date.parse(e.at));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);

    const mine = await audit({ operator_id: String(owner.id), size: '100' });
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((e) => e.operator_id === owner.id)).toBe(true);
    expect((await audit({ entity: 'feedback' })).items.every((e) => e.entity === 'feedback')).toBe(true);
    expect(
      (await audit({ action: 'login_failed', size: '100' })).items.every((e) => e.action === 'login_failed'),
    ).toBe(true);

    const pageOne = await audit({ size: '2', page: '1' });
    const pageTwo = await audit({ size: '2', page: '2' });
    expect(pageOne.total).toBe(all.total);
    expect(pageOne.items.map((e) => e.id)).toEqual(all.items.slice(0, 2).map((e) => e.id));
    expect(pageTwo.items.map((e) => e.id)).toEqual(all.items.slice(2, 4).map((e) => e.id));

    clock.advance(3_600_000);
    const marker = new Date(clock.now()).toISOString();
    await consoleCall(t.app, 'POST', '/operators', {
      session: await signInAgain(),
      body: { email: 'ray@example.com', name: 'Ray', role: 'editor' },
    });
    const recent = await audit({ from: marker, size: '100' });
    expect(recent.items.length).toBeGreaterThan(0);
    expect(recent.items.every((e) => e.at >= marker)).toBe(true);
    const before = await audit({ to: new Date(clock.now() - 1).toISOString(), size: '100' });
    expect(before.items.every((e) => e.at < marker)).toBe(true);
    expect(before.total + recent.total).toBe((await audit()).total);

    const bad = await consoleCall(t.app, 'GET', '/audit?size=1000', { session: owner.session });
    expect(bad.body).toMatchObject({ code: 601, msg: 'Invalid parameter: size' });
    const badDate = await consoleCall(t.app, 'GET', '/audit?from=yesterday', { session: owner.session });
    expect(badDate.body).toMatchObject({ code: 601, msg: 'Invalid parameter: from' });
  });

  it('is append-only in the database as well', async () => {
    for (const statement of [
      sql`update audit_log set action = 'x'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    expect((await audit()).total).toBeGreaterThan(0);
  });
});

/** The owner signs in again (the clock moved past the idle end). */
async function signInAgain(): Promise<ConsoleSession> {
  clock.advance(30_000);
  owner.session = sessionOf(await login(t.app, clock, owner, { ip: '10.1.0.3' }));
  return owner.session;
}
