import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse, setupStartResponse } from '#shared/contract/console-auth.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { consoleCall, setUpOperator, setupTokenOf, testClock } from '../operator/console.testing.ts';
import { localAdminOps, runAdminCommand } from './admin-cli.ts';
import { createRemoteAdmin } from './remote-admin.ts';

const ADMIN_TOKEN = 'operators-admin-token-0123456';
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now, env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await t.close();
});

function capture() {
  const lines: string[] = [];
  return { lines, io: { out: (l: string) => lines.push(l), err: (l: string) => lines.push(`ERR ${l}`) } };
}

function linkIn(lines: readonly string[]): string {
  const url = lines.map((l) => l.trim()).find((l) => l.includes('/console/setup#token='));
  if (!url) throw new Error(`no setup link in ${lines.join('\n')}`);
  return url;
}

describe('operator:create and operator:reset', () => {
  it('make an owner on the database whose link works in the console, audited as cli', async () => {
    const out = capture();
    const argv = ['operator:create', '--email', 'first@example.com', '--role', 'owner', '--name', 'First'];
    expect(await runAdminCommand(argv, { ...localAdminOps(t.app.services), io: out.io })).toBe(0);
    const token = setupTokenOf(linkIn(out.lines));
    const start = await consoleCall(t.app, 'POST', '/auth/setup/start', { body: { token } });
    expect(setupStartResponse.parse(start.body.data)).toMatchObject({
      email: 'first@example.com',
      role: 'owner',
    });

    const owner = await setUpOperator(t.app, clock, { email: 'boss@example.com', role: 'owner' });
    const reset = capture();
    expect(
      await runAdminCommand(['operator:reset', '--email', 'boss@example.com'], {
        ...localAdminOps(t.app.services),
        io: reset.io,
      }),
    ).toBe(0);
    expect(reset.lines.join('\n')).toContain('password and authenticator cleared');
    expect((await consoleCall(t.app, 'GET', '/auth/me', { session: owner.session })).body.code).toBe(901);
    const again = setupTokenOf(linkIn(reset.lines));
    expect(
      (await consoleCall(t.app, 'POST', '/auth/setup/start', { body: { token: again } })).body.code,
    ).toBe(200);
  });

  it('go through the running server with the admin token, audited as admin token', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const remote = createRemoteAdmin(address, ADMIN_TOKEN);
    const out = capture();
    const argv = ['operator:create', '--email', 'remote@example.com', '--role', 'editor'];
    expect(await runAdminCommand(argv, { ...remote, io: out.io })).toBe(0);
    expect(linkIn(out.lines)).toMatch(/\/console\/setup#token=[A-Za-z0-9_-]{43}$/);
    expect(await runAdminCommand(argv, { ...remote, io: out.io })).toBe(1);
    expect(out.lines.at(-1)).toBe('ERR An operator with this email already exists');
    expect(
      await runAdminCommand(['operator:reset', '--email', 'none@example.com'], { ...remote, io: out.io }),
    ).toBe(1);
    expect(out.lines.at(-1)).toBe('ERR No operator with the email none@example.com.');
    const denied = createRemoteAdmin(address, 'wrong-token');
    expect(await runAdminCommand(argv, { ...denied, io: out.io })).toBe(1);

    const owner = await setUpOperator(t.app, clock, { email: 'auditor@example.com', role: 'owner' });
    const log = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?action=create&size=100', { session: owner.session })).body
        .data,
    );
    const byEmail = (email: string) =>
      log.items.find((e) => (e.after as { email?: string } | null)?.email === email)?.operator_name;
    expect(byEmail('first@example.com')).toBe('cli');
    expect(byEmail('remote@example.com')).toBe('admin token');
  });
});
