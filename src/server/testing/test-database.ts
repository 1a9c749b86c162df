/**
 * A fresh database per test app: in-memory PGlite always; a throwaway PostgreSQL database
 * (created and dropped here) when TEST_DATABASE_URL points at a server (CI starts one). Both
 * start from the run's migrated template when there is one (database-template.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { TEMPLATE_ENV } from './database-template.ts';

let pgliteDump: Blob | undefined;

/** The template's dumped data directory, read once per test process. */
function templateDump(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV.pglite];
  if (pgliteDump || !file || !existsSync(file)) return pgliteDump;
  pgliteDump = new Blob([readFileSync(file)]);
  return pgliteDump;
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export async function openTestDatabase(
  options: { poolSize?: number; logger?: Logger } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const logger = options.logger ? { logger: options.logger } : {};
  if (!adminUrl) return openDatabase({ ...logger, pgliteDump: templateDump() });
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_ENV.postgres];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
