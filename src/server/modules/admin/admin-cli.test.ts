import { describe, expect, it } from 'vitest';
import type { OperatorCreatePayload } from '#shared/contract/console-auth.ts';
import { ApiError } from '../../api-error.ts';
import { ADMIN_USAGE, runAdminCommand, type AdminOps } from './admin-cli.ts';

/** The commands over in-memory operations: what they ask for and what they print. */
function fake() {
  const created: OperatorCreatePayload[] = [];
  const resets: string[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const ops: AdminOps = {
    feedback: {
      operatorList: async () => ({ list: [], total: 0, limit: 50, offset: 0 }),
      reply: async () => {
        throw new ApiError('notFound');
      },
    },
    operators: {
      create: async (input) => {
        if (created.some((c) => c.email === input.email)) throw new ApiError('operatorExists');
        created.push(input);
        return {
          id: created.length,
          setup_url: `http://127.0.0.1:3000/console/setup#token=t${created.length}`,
        };
      },
      reset: async (email) => {
        if (!created.some((c) => c.email === email)) throw new ApiError('recordNotFound');
        resets.push(email);
        return { id: 1, setup_url: 'http://127.0.0.1:3000/console/setup#token=again' };
      },
    },
  };
  const run = (...argv: string[]) =>
    runAdminCommand(argv, { ...ops, io: { out: (l) => out.push(l), err: (l) => err.push(l) } });
  return { created, resets, out, err, run };
}

describe('npm run admin -- operator:*', () => {
  it('creates an operator and prints the one-time setup link', async () => {
    const f = fake();
    expect(await f.run('operator:create', '--email', 'Boss@Example.com', '--role', 'owner')).toBe(0);
    expect(f.created).toEqual([{ email: 'boss@example.com', role: 'owner', name: 'Boss' }]);
    const text = f.out.join('\n');
    expect(text).toContain('Operator #1 boss@example.com (owner) created.');
    expect(text).toContain('  http://127.0.0.1:3000/console/setup#token=t1');
    expect(text).toContain('valid 24 h, works once');

    expect(
      await f.run('operator:create', '--email', 'ed@example.com', '--role', 'editor', '--name', 'Ed Wood'),
    ).toBe(0);
    expect(f.created[1]).toEqual({ email: 'ed@example.com', role: 'editor', name: 'Ed Wood' });
  });

  it('explains bad arguments, a taken email and an unknown one', async () => {
    const f = fake();
    expect(await f.run('operator:create', '--email', 'x@example.com', '--role', 'admin')).toBe(2);
    expect(f.err.join('\n')).toContain('Invalid --role');
    expect(await f.run('operator:create', '--role', 'owner')).toBe(2);
    expect(f.err.join('\n')).toContain('Invalid --email');
    expect(await f.run('operator:create', '--email', 'x@example.com', '--role', 'owner')).toBe(0);
    expect(await f.run('operator:create', '--email', 'x@example.com', '--role', 'owner')).toBe(1);
    expect(f.err.at(-1)).toBe('An operator with this email already exists');
    expect(await f.run('operator:reset')).toBe(2);
    expect(await f.run('operator:reset', '--email', 'who@example.com')).toBe(1);
    expect(f.err.at(-1)).toBe('No operator with the email who@example.com.');
    expect(await f.run('operator:reset', '--email', 'x@example.com')).toBe(0);
    expect(f.resets).toEqual(['x@example.com']);
    expect(f.out.join('\n')).toContain('#token=again');
  });

  it('lists the operator commands in its usage', () => {
    expect(ADMIN_USAGE).toContain('operator:create --email <email> --role <owner|editor|support|finance>');
    expect(ADMIN_USAGE).toContain('operator:reset --email <email>');
  });
});
