/**
 * Migration 0006 gives the ledger real columns and fills them from the reference strings of
 * the rows written before it. Rows as they were stored then (columns empty) go through the
 * migration's own UPDATE statements, on PGlite and on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { users } from '#db/schema/users.ts';
import { ledger } from '#db/schema/wallet.ts';
import { openTestDatabase } from '../../testing/test-database.ts';

const MIGRATION = path.resolve(import.meta.dirname, '../../../db/migrations/0006_ledger_columns.sql');

/** The statements of 0006 that convert existing rows (the ones after ADD COLUMN and the index). */
function conversionStatements(): string[] {
  return readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--.*\n)*UPDATE/m.test(s));
}

describe('migration 0006: ledger columns from the old references', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('moves drama, episodes, order, invitee, merge partner, lot and streak day into columns', async () => {
    const { db } = handle;
    const [user] = await db.insert(users).values({ nickname: '' }).returning({ id: users.id });
    const userId = user?.id ?? 0;
    const old = [
      { reason: 'topup', asset: 'gold', reference: 'T20261125000000abcdef' },
      { reason: 'unlock', asset: 'coin', reference: 'd12:e3-5:0a1b2c' },
      { reason: 'auto_unlock', asset: 'gold', reference: 'd7:e9-9:ffeedd' },
      { reason: 'invite', asset: 'gold', reference: '4242' },
      { reason: 'merge_in', asset: 'coin', reference: '31>77>c0ffee' },
      { reason: 'merge_out', asset: 'gold', reference: '31>77>c0ffee' },
      { reason: 'voucher_expired', asset: 'coin', reference: 'lot:19' },
      { reason: 'checkin', asset: 'coin', reference: `${userId}:20417:3` },
      { reason: 'welcome', asset: 'coin', reference: String(userId) },
    ] as const;
    await db.insert(ledger).values(old.map((r) => ({ ...r, userId, delta: 1, balanceAfter: 1 })));

    const statements = conversionStatements();
    expect(statements.length).toBeGreaterThanOrEqual(7);
    for (const statement of statements) await db.execute(sql.raw(statement));

    const rows = await db
      .select({
        reason: ledger.reason,
        reference: ledger.reference,
        dramaId: ledger.dramaId,
        episodeFrom: ledger.episodeFrom,
        episodeTo: ledger.episodeTo,
        tradeNo: ledger.tradeNo,
        inviteeId: ledger.inviteeId,
        otherUserId: ledger.otherUserId,
        lotId: ledger.lotId,
        streakDay: ledger.streakDay,
      })
      .from(ledger)
      .orderBy(asc(ledger.id));
    const empty = {
      dramaId: null,
      episodeFrom: null,
      episodeTo: null,
      tradeNo: null,
      inviteeId: null,
      otherUserId: null,
      lotId: null,
      streakDay: null,
    };
    expect(rows).toEqual([
      { ...empty, reason: 'topup', reference: old[0].reference, tradeNo: old[0].reference },
      { ...empty, reason: 'unlock', reference: old[1].reference, dramaId: 12, episodeFrom: 3, episodeTo: 5 },
      {
        ...empty,
        reason: 'auto_unlock',
        reference: old[2].reference,
        dramaId: 7,
        episodeFrom: 9,
        episodeTo: 9,
      },
      { ...empty, reason: 'invite', reference: '4242', inviteeId: 4242 },
      { ...empty, reason: 'merge_in', reference: old[4].reference, otherUserId: 31 },
      { ...empty, reason: 'merge_out', reference: old[5].reference, otherUserId: 77 },
      { ...empty, reason: 'voucher_expired', reference: 'lot:19', lotId: 19 },
      { ...empty, reason: 'checkin', reference: old[7].reference, streakDay: 3 },
      // The exactly-once key stays the key; a reference that packs nothing leaves the columns empty.
      { ...empty, reason: 'welcome', reference: String(userId) },
    ]);
  });
});
