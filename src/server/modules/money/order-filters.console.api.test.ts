/**
 * The console's orders list as an operator answering "I paid and got nothing" filters it: failed
 * means declined only, cancelled has its own filter, and the search box finds an order by its
 * trade number (any case, whole or its beginning) or by its user's email or uid.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import { ORDER_FAILED, orders } from '#db/schema/wallet.ts';
import { orderListResponse } from '#shared/contract/console-orders.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { newUser, order, t, usePayApp } from '../pay/pay.testing.ts';

const clock = testClock();
usePayApp(clock.now);
let support: ConsoleSession;
let uid = 0;
const trades = { declined: '', cancelled: '', open: '' };

async function list(query: string) {
  const res = await consoleCall(t.app, 'GET', `/orders?${query}`, { session: support });
  expect(res.body.code).toBe(200);
  return orderListResponse.parse(res.body.data);
}
const tradesOf = async (query: string) => (await list(query)).items.map((o) => o.trade_no).sort();

beforeAll(async () => {
  ({ support } = await setUpConsoleTeam(t.app, clock));
  const u = await newUser();
  uid = u.uid;
  await t.database.db.update(users).set({ email: 'paid.nothing@example.com' }).where(eq(users.id, uid));
  const db = t.database.db;
  // One at a time, each closed before the next is made.
  for (const [key, failReason] of [
    ['declined', 'failed'],
    ['cancelled', 'cancelled'],
  ] as const) {
    trades[key] = (await order(u.token, 101)).orderId;
    await db.update(orders).set({ status: ORDER_FAILED, failReason }).where(eq(orders.tradeNo, trades[key]));
    clock.advance(2000); // past the create-order rate limit (602)
  }
  trades.open = (await order(u.token, 101)).orderId;
});

describe('the console orders list', () => {
  it('filters failed (declined) apart from cancelled, as the table labels them', async () => {
    const mine = `user_id=${uid}`;
    expect(await tradesOf(`${mine}&status=failed`)).toEqual([trades.declined]);
    expect(await tradesOf(`${mine}&status=cancelled`)).toEqual([trades.cancelled]);
    expect((await list(`${mine}&status=cancelled`)).items[0]?.result).toBe('cancelled');
    expect(await tradesOf(`${mine}&status=pending`)).toEqual([trades.open]);
  });

  it('finds an order by its trade number in any case, whole or its beginning', async () => {
    const q = (text: string) => tradesOf(`q=${encodeURIComponent(text)}`);
    expect(await q(trades.open)).toEqual([trades.open]);
    expect(await q(trades.open.toLowerCase())).toEqual([trades.open]);
    expect(await q(trades.open.toUpperCase())).toEqual([trades.open]);
    expect(await q(trades.open.slice(0, -3).toLowerCase())).toContain(trades.open);
    // LIKE's own characters match themselves.
    expect(await q('T%')).toEqual([]);
  });

  it("finds a user's orders by their email (any case) or uid", async () => {
    const all = [trades.declined, trades.cancelled, trades.open].sort();
    expect(await tradesOf(`q=${encodeURIComponent('Paid.Nothing@EXAMPLE.com')}`)).toEqual(all);
    expect(await tradesOf(`q=${uid}`)).toEqual(all);
    expect(await tradesOf(`q=${encodeURIComponent('nobody@example.com')}`)).toEqual([]);
    // With the other filters.
    expect(await tradesOf(`q=${uid}&status=cancelled`)).toEqual([trades.cancelled]);
  });
});
