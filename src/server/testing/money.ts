/**
 * Helpers for money tests: give a user coins through the ledger, and check the invariant of
 * DESIGN.md section 3 (every balance equals the sum of its ledger rows, none below zero).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { wallets } from '#db/schema/users.ts';
import { createLedgerRepository } from '../modules/money/ledger.repository.ts';
import { createWalletRepository } from '../modules/money/wallet.repository.ts';

export async function grant(db: Database, userId: number, amounts: { gold?: number; coin?: number }) {
  await db.transaction(async (tx) => {
    const wallet = createWalletRepository(tx);
    const reference = `test-${randomBytes(6).toString('hex')}`;
    if (amounts.gold)
      await wallet.credit(userId, { asset: 'gold', delta: amounts.gold, reason: 'grant', reference });
    if (amounts.coin)
      await wallet.credit(userId, { asset: 'coin', delta: amounts.coin, reason: 'grant', reference });
  });
}

/** Every wallet against its ledger; returns the mismatches (empty when the books balance). */
export async function ledgerMismatches(db: Database): Promise<string[]> {
  const rows = await db.select().from(wallets);
  const sums = await createLedgerRepository(db).ledgerSums(rows.map((r) => r.userId));
  const problems: string[] = [];
  for (const w of rows) {
    const s = sums.get(w.userId) ?? { gold: 0, coin: 0 };
    if (w.gold !== s.gold || w.coin !== s.coin)
      problems.push(`user ${w.userId}: wallet ${w.gold}/${w.coin}, ledger ${s.gold}/${s.coin}`);
    if (w.gold < 0 || w.coin < 0) problems.push(`user ${w.userId}: negative balance`);
  }
  return problems;
}
