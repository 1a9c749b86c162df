/**
 * The packages on sale, seeded on start like the market's (issue 5): coin packs from $4.99
 * (500 coins + bonus vouchers) to $99.99, and VIP for a week, a month and a year. Existing
 * rows are left alone, so an operator's price changes survive restarts.
 */
import type { Database } from '#db/client.ts';
import { goods, GOODS_TYPE_COINS, GOODS_TYPE_VIP } from '#db/schema/wallet.ts';

export const DEFAULT_GOODS: (typeof goods.$inferInsert)[] = [
  { id: 101, type: GOODS_TYPE_COINS, priceCents: 499, gold: 500, bonus: 50, sort: 10 },
  { id: 102, type: GOODS_TYPE_COINS, priceCents: 999, gold: 1000, bonus: 150, sort: 20, tag: 'hot' },
  { id: 103, type: GOODS_TYPE_COINS, priceCents: 1999, gold: 2000, bonus: 400, sort: 30 },
  { id: 104, type: GOODS_TYPE_COINS, priceCents: 4999, gold: 5000, bonus: 1250, sort: 40 },
  { id: 105, type: GOODS_TYPE_COINS, priceCents: 9999, gold: 10000, bonus: 3000, sort: 50, tag: 'best' },
  { id: 201, type: GOODS_TYPE_VIP, priceCents: 999, vipDays: 7, sort: 10 },
  { id: 202, type: GOODS_TYPE_VIP, priceCents: 1999, vipDays: 30, sort: 20, tag: 'hot' },
  { id: 203, type: GOODS_TYPE_VIP, priceCents: 9999, vipDays: 365, sort: 30, tag: 'best' },
];

export async function seedGoods(db: Database): Promise<void> {
  await db.insert(goods).values(DEFAULT_GOODS).onConflictDoNothing();
}
