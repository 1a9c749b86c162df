/**
 * One migrated database for a whole API test run (vitest globalSetup, api-global-setup.ts):
 * the migrations and the job queue's schema are applied once, and every test app starts from a
 * copy: PGlite loads a dumped data directory, PostgreSQL creates its database from a template.
 * Without it each of the hundred-odd test apps migrated from nothing (about 3 s each on PGlite).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { loadConfig } from '../env.ts';
import { startJobQueue } from '../jobs/queue.ts';

/** The environment variables that point openTestDatabase at the template. */
export const TEMPLATE_ENV = { pglite: 'TEST_PGLITE_TEMPLATE', postgres: 'TEST_DATABASE_TEMPLATE' } as const;

export interface DatabaseTemplate {
  env: Record<string, string>;
  remove(): Promise<void>;
}

async function installJobSchema(database: DatabaseHandle): Promise<void> {
  const config = loadConfig({ DATA_IN_MEMORY: '1', NODE_ENV: 'test', WORKERS_IN_PROCESS: '0' });
  const jobs = await startJobQueue({ database, config: config.jobs });
  await jobs.stop();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export async function createDatabaseTemplate(
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<DatabaseTemplate> {
  if (adminUrl) {
    const name = `t_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await installJobSchema(database);
    await database.close();
    return {
      env: { [TEMPLATE_ENV.postgres]: name },
      remove: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const database = await openDatabase({});
  await installJobSchema(database);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite gave no data directory to dump');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'enjoy-template-'));
  const file = path.join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return {
    env: { [TEMPLATE_ENV.pglite]: file },
    remove: () => Promise.resolve(rmSync(folder, { recursive: true, force: true })),
  };
}
