/**
 * What readiness asks the database: that it answers, and that the newest migration of the
 * journal (src/db/migrations/meta/_journal.json) is recorded in drizzle's migrations table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { max, sql } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { migrationsFolder, type Database } from '#db/client.ts';

/** The `when` of the journal's last entry: drizzle stores it as the migration's created_at. */
function latestJournalMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.reduce((latest, entry) => Math.max(latest, entry.when), 0);
}

/** drizzle's own record of applied migrations (its migrator writes it; never part of schema/). */
const drizzleMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

export function createOpsRepository(db: Database) {
  const expected = latestJournalMillis();
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
    /** Whether the database has every migration this build ships. */
    async migrationsApplied(): Promise<boolean> {
      const [row] = await db.select({ latest: max(drizzleMigrations.createdAt) }).from(drizzleMigrations);
      return Number(row?.latest ?? 0) >= expected;
    },
  };
}
export type OpsRepository = ReturnType<typeof createOpsRepository>;
