/**
 * Probes (decision 0034): /healthz answers while the process serves; /readyz only when the
 * database answers, this build's migrations are all applied and the job queue answers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /healthz', () => {
  it('answers 200 ok, unsigned and never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('is ready with the database, the migrations and the queue in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, queue: true },
    });
  });

  it('is 503 while the newest migration of this build is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    // Set aside, then put back: the newest migration's record.
    await t.database.db.execute(
      sql`create table ops_test_aside as select * from drizzle.__drizzle_migrations where created_at = ${newest}`,
    );
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        checks: { database: true, migrations: false, queue: true },
      });
    } finally {
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations select * from ops_test_aside`);
      await t.database.db.execute(sql`drop table ops_test_aside`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
