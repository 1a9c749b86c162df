/**
 * A package's price changed by an operator while the viewer's pay popup is open: an order that
 * names the price the viewer saw (`price_cents`) is refused when it is no longer the price, in
 * the viewer's language, before any order or gateway; a client that does not send it (an older
 * app) orders at the price of the moment, as before.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { goods, orders } from '#db/schema/wallet.ts';
import { API_ERRORS } from '#shared/api-codes.ts';
import { createOrderData } from '#shared/contract/wallet.ts';
import { newUser, t, usePayApp } from './pay.testing.ts';

let clock = Date.now();
usePayApp(() => clock);

/** The seeded $4.99 pack. */
const PACK = 101;
const SEEN_CENTS = 499;

async function setPrice(cents: number): Promise<void> {
  await t.database.db.update(goods).set({ priceCents: cents }).where(eq(goods.id, PACK));
}

async function ordersOf(token: string) {
  const uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  return t.database.db.select().from(orders).where(eq(orders.userId, uid));
}

afterEach(async () => {
  await setPrice(SEEN_CENTS);
  clock += 1_100; // past the duplicate-submit window
});

describe('create-order with the price the viewer saw', () => {
  it('orders at that price while it is the price', async () => {
    const u = await newUser();
    const res = await t.api.post(
      '/pay/create-order',
      { goods_id: PACK, pay_channel_id: 1, price_cents: SEEN_CENTS },
      { token: u.token },
    );
    expect(res.body.code).toBe(200);
    expect(createOrderData.parse(res.body.data).price).toBe('4.99');
  });

  it('refuses another price with a clear message in the viewer language, and orders nothing', async () => {
    const u = await newUser();
    await setPrice(599);
    const refusal = { goods_id: PACK, pay_channel_id: 1, price_cents: SEEN_CENTS };
    const en = await t.api.post('/pay/create-order', refusal, { token: u.token, language: 3 });
    expect(en.body).toMatchObject({
      code: API_ERRORS.goodsNotFound.code,
      msg: 'The price of 500 Coins has changed to $5.99. Please check it and try again.',
    });
    clock += 1_100;
    const zhHant = await t.api.post('/pay/create-order', refusal, { token: u.token, language: 2 });
    expect(zhHant.body.msg).toBe('500 金幣的價格已變更為 US$5.99，請確認後再試。');
    expect(await ordersOf(u.token)).toEqual([]);

    // Told, the viewer taps the new price: ordered at it.
    const again = await t.api.post(
      '/pay/create-order',
      { ...refusal, price_cents: '599' },
      { token: u.token, language: 3 },
    );
    expect(again.body.code).toBe(200);
    expect(createOrderData.parse(again.body.data).price).toBe('5.99');
  });

  it('without it (an older app), orders at the price of the moment', async () => {
    const u = await newUser();
    await setPrice(599);
    const res = await t.api.post(
      '/pay/create-order',
      { goods_id: PACK, pay_channel_id: 1 },
      { token: u.token },
    );
    expect(res.body.code).toBe(200);
    expect(createOrderData.parse(res.body.data).price).toBe('5.99');
  });

  it('takes the price as a number or digits only', async () => {
    const u = await newUser();
    for (const price_cents of [true, -1, 4.99, '4.99', '0x1f3']) {
      const res = await t.api.post(
        '/pay/create-order',
        { goods_id: PACK, pay_channel_id: 1, price_cents },
        { token: u.token },
      );
      expect(res.body.code, JSON.stringify(price_cents)).toBe(API_ERRORS.validation.code);
    }
  });
});
