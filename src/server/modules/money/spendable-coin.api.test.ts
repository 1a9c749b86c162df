/**
 * A user's spendable vouchers subtract only their own lapsed lots: in a one-table select the
 * subquery once compared the lot's user with itself and took every user's lapsed vouchers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { users } from '#db/schema/users.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createWalletRepository } from './wallet.repository.ts';

describe('spendable vouchers', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('take only the reader’s own lapsed lots off the balance', async () => {
    const { db } = handle;
    const [x, y] = await db
      .insert(users)
      .values([{ nickname: '' }, { nickname: '' }])
      .returning({ id: users.id });
    const xId = x?.id ?? 0;
    const yId = y?.id ?? 0;
    const wallet = createWalletRepository(db);
    const now = new Date('2026-11-25T12:00:00Z');
    const lapsed = new Date(now.getTime() - 60_000);
    await wallet.credit(
      xId,
      { asset: 'coin', delta: 40, reason: 'grant', reference: 'x-lot' },
      { expiresAt: lapsed },
    );
    await wallet.credit(yId, { asset: 'coin', delta: 25, reason: 'grant', reference: 'y-coins' });
    await wallet.credit(
      yId,
      { asset: 'coin', delta: 10, reason: 'welcome', reference: 'y-lot' },
      { expiresAt: lapsed },
    );

    expect(await wallet.balances(yId, now)).toEqual({ gold: 0, coin: 25 });
    expect(await wallet.balances(xId, now)).toEqual({ gold: 0, coin: 0 });
    // Before the lots lapse, both count.
    const before = new Date(lapsed.getTime() - 1);
    expect(await wallet.balances(yId, before)).toEqual({ gold: 0, coin: 35 });
  });
});
