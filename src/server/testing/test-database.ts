/**
 * A fresh database per test app: in-memory PGlite always; a throwaway PostgreSQL database
 * (created and dropped here) when TEST_DATABASE_URL points at a server (CI starts one).
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export async function openTestDatabase(
  options: { poolSize?: number; logger?: Logger } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const logger = options.logger ? { logger: options.logger } : {};
  if (!adminUrl) return openDatabase(logger);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: options.poolSize ?? 10,
    ...logger,
  });
  let closed = false;
  return {
    ...handle,
    url: url.toString(),
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
