/**
 * The database: PGlite files in DATA_DIR/db by default, PostgreSQL through node-postgres
 * when DATABASE_URL is set. One schema and one migration set serve both.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDirectoryLock } from './dir-lock.ts';
import { withPreparedStatements } from './pglite-statements.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a repository may use: the database or a transaction on it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance (embedded only): the job queue sends its own SQL through it. */
  pglite?: PGlite;
  /** The PostgreSQL connection string (PostgreSQL only): the job queue opens its own pool. */
  url?: string;
  /** The PostgreSQL pool's connections (PostgreSQL only; metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** postgres://... ; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent = in memory (tests). */
  pgliteDir?: string | undefined;
  /** In memory only: start from this dumped data directory (tests: a migrated template). */
  pgliteDump?: Blob | undefined;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
  /** Sees every statement sent (tests count round trips with it). */
  logger?: Logger;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its connection (server restart, failover) is dropped and
    // replaced by the pool; without a listener the error would end the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema, ...(options.logger ? { logger: options.logger } : {}) });
    // Two processes starting together must not both migrate: serialise on an advisory lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }

  let release = (): void => undefined;
  if (options.pgliteDir) {
    // The owner's alone: PGlite writes its files readable and writable by anyone (0666), so the
    // folder is what keeps other users of the machine out of balances and accounts.
    mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
    chmodSync(options.pgliteDir, 0o700);
    release = acquireDirectoryLock(options.pgliteDir);
  }
  try {
    const client = options.pgliteDir
      ? await PGlite.create(options.pgliteDir)
      : await PGlite.create(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
    // Repeated statements are PREPAREd once (decision 0045); the job queue keeps the raw client.
    const db = drizzlePglite(withPreparedStatements(client), {
      schema,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    // A template already migrated makes this a check of the journal (nothing to apply).
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
