/**
 * How the console names an order's package and the people on its page (the console audit at
 * 1440x900 in English, Thai and Simplified Chinese): from what the order credited (its own copy,
 * not the package as it is now), in the console's language (its `language` header), beside the
 * snapshot the buyer saw; the operator who refunded it by name, not by id.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods } from '#db/schema/wallet.ts';
import { orderDetail, orderListResponse } from '#shared/contract/console-orders.ts';
import { createOrderData } from '#shared/contract/wallet.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { newUser, notification, notify, t, usePayApp, visitGateway } from '../pay/pay.testing.ts';

const clock = testClock();
usePayApp(clock.now);
let support: ConsoleSession;
let finance: ConsoleSession;
let financeId = 0;

/** language: 1 Simplified Chinese, 3 English, 4 Thai. */
const read = (session: ConsoleSession, path: string, language: number) =>
  consoleCall(t.app, 'GET', path, { session, headers: { language: String(language) } });

/** A Thai viewer buys package 101 (500 coins) on the sandbox and pays. */
async function thaiOrder(): Promise<{ tradeNo: string; uid: number }> {
  const u = await newUser();
  const res = await t.api.post(
    '/pay/create-order',
    { goods_id: 101, pay_channel_id: 1 },
    { token: u.token, language: 4 },
  );
  expect(res.body.code).toBe(200);
  const tradeNo = createOrderData.parse(res.body.data).orderId;
  const paymentId = await visitGateway(tradeNo);
  await t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/checkout/${paymentId}`,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect((await notify(notification(paymentId, tradeNo, 'paid', 499))).statusCode).toBe(200);
  return { tradeNo, uid: u.uid };
}

beforeAll(async () => {
  ({ support } = await setUpConsoleTeam(t.app, clock));
  const f = await setUpOperator(t.app, clock, { email: 'fin@example.com', role: 'finance', name: 'Finn' });
  finance = f.session;
  financeId = f.id;
});

describe('an order in the console', () => {
  it('names its package in the console language, the buyer’s snapshot kept beside it', async () => {
    const { tradeNo, uid } = await thaiOrder();
    const listed = async (language: number) =>
      orderListResponse.parse((await read(support, `/orders?user_id=${uid}`, language)).body.data).items[0];
    expect(await listed(3)).toMatchObject({
      trade_no: tradeNo,
      title: '500 เหรียญ',
      package_name: '500 Coins',
    });
    expect((await listed(1))?.package_name).toBe('500 金币');
    const page = async (language: number) =>
      orderDetail.parse((await read(support, `/orders/${tradeNo}`, language)).body.data);
    expect((await page(4)).order).toMatchObject({ title: '500 เหรียญ', package_name: '500 เหรียญ' });
    // The channel stays the id it was (the console words it); nothing refunded, nobody named.
    expect((await page(3)).order.channel).toBe('sandbox');
    expect((await page(3)).operators).toEqual([]);

    // The package is edited since: the order is still named by what it credited, as the buyer's
    // own records name it, in the list and on its page.
    await t.database.db.update(goods).set({ gold: 600, bonus: 60 }).where(eq(goods.id, 101));
    try {
      expect((await page(3)).order).toMatchObject({
        title: '500 เหรียญ',
        package_name: '500 Coins',
        gold: 500,
        bonus: 50,
      });
      expect((await listed(1))?.package_name).toBe('500 金币');
    } finally {
      await t.database.db.update(goods).set({ gold: 500, bonus: 50 }).where(eq(goods.id, 101));
    }
  });

  it('names the operator who refunded it', async () => {
    const { tradeNo } = await thaiOrder();
    const refunded = await consoleCall(t.app, 'POST', `/orders/${tradeNo}/refund`, {
      session: finance,
      body: {},
      headers: { language: '1' },
    });
    expect(refunded.body.code).toBe(200);
    const after = orderDetail.parse(refunded.body.data);
    expect(after.order).toMatchObject({ refunded_by: financeId, package_name: '500 金币' });
    expect(after.operators).toEqual([{ id: financeId, name: 'Finn' }]);
  });
});
