import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import { goods, ledger, orders, sandboxPayments } from '#db/schema/wallet.ts';
import { createOrderData, orderPage, payCenterData, queryOrderData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { ledgerMismatches } from '../../testing/money.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../sandbox-gateway/sandbox-signing.ts';

let t: TestApp;
let clock = Date.now();
let device = 0;

async function newUser(): Promise<{ token: string; uid: number }> {
  const token = await deviceToken(t.api, `pay-device-${String(++device).padStart(6, '0')}`);
  const uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  return { token, uid };
}

async function balances(token: string) {
  const center = payCenterData.parse((await t.api.post('/pay/center', {}, { token })).body.data);
  return { gold: center.goldRemain, coin: center.silverRemain, vip: center.user.expiry_date };
}

async function order(token: string, goodsId: number) {
  const res = await t.api.post('/pay/create-order', { goods_id: goodsId, pay_channel_id: 1 }, { token });
  expect(res.body.code).toBe(200);
  return createOrderData.parse(res.body.data);
}

/** The browser's visit to the gateway: returns the sandbox payment id. */
async function visitGateway(orderId: string, returnUrl = '/pages/video/play?drama=1&ep=3'): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/pay/gateway/sandbox?${new URLSearchParams({ order_id: orderId, order_name: 'x', return_url: returnUrl })}`,
  });
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  expect(location).toMatch(/^\/sandbox-pay\/checkout\/sp_[0-9a-f]{24}$/);
  return location.split('/').pop() ?? '';
}

function notification(paymentId: string, tradeNo: string, status: string, amountCents: number) {
  return JSON.stringify({
    type: 'payment.updated',
    data: {
      id: paymentId,
      merchant_reference: tradeNo,
      status,
      amount_cents: amountCents,
      currency: 'USD',
      created: 0,
    },
  });
}

async function notify(
  body: string,
  signature = signSandboxPayload(t.app.services.sandboxSecret, body, Math.floor(clock / 1000)),
) {
  return t.app.inject({
    method: 'POST',
    url: '/enjoy-api/pay/notify/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
}

async function orderStatus(tradeNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
  return row?.status;
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterEach(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

describe('the pay centre', () => {
  it('answers the SPEC 3 fields: balances, guide lines, VIP expiry and the packages with channels', async () => {
    const u = await newUser();
    const res = await t.api.post('/pay/center', {}, { token: u.token, language: 3 });
    const center = payCenterData.parse(res.body.data);
    expect(center.goldRemain).toBe(0);
    expect(center.silverRemain).toBe(0);
    expect(center.user).toEqual({ expiry_date: '', is_svip: 0 });
    expect(center.about.length).toBeGreaterThanOrEqual(3);
    const vip = center.items.filter((i) => i.type === 2);
    const coins = center.items.filter((i) => i.type !== 2);
    expect(vip.map((i) => i.vip_days)).toEqual([7, 30, 365]);
    expect(coins.map((i) => i.price)).toEqual(['4.99', '9.99', '19.99', '49.99', '99.99']);
    expect(coins[0]).toMatchObject({ gold_num: 500, bonus_num: 50, fat_price: '$4.99', title: '500 Coins' });
    expect(coins[0]?.or_send).toBe('+50 vouchers free');
    expect(coins.at(-1)?.or_send).toMatch(/^\+\d{1,3}(,\d{3})+ vouchers free$/);
    expect(vip[1]).toMatchObject({ title: 'Monthly VIP', note: 'Watch the whole site free for 30 days' });
    expect(vip[1]?.tag).toEqual([{ tab: 'Hot', color: '#ff4d4f' }]);
    expect(coins[0]?.pal_channel).toEqual([
      {
        channel_id: 1,
        title: 'Test payment (sandbox)',
        icon: '/icons/pay-sandbox.svg',
        gateway: '/pay/gateway/sandbox',
      },
    ]);
    const th = payCenterData.parse(
      (await t.api.post('/pay/center', {}, { token: u.token, language: 4 })).body.data,
    );
    expect(th.items.find((i) => i.goods_id === 101)?.title).toBe('500 เหรียญ');
  });

  it('shows no tag for a tag value it does not know (an operator typo is no 500)', async () => {
    const u = await newUser();
    await t.database.db.update(goods).set({ tag: 'spring-sale' }).where(eq(goods.id, 103));
    const center = payCenterData.parse((await t.api.post('/pay/center', {}, { token: u.token })).body.data);
    expect(center.items.find((i) => i.goods_id === 103)?.tag).toEqual([]);
    await t.database.db.update(goods).set({ tag: null }).where(eq(goods.id, 103));
  });

  it('needs a session', async () => {
    expect((await t.api.post('/pay/center', {})).body.code).toBe(301);
  });
});

describe('orders', () => {
  it('refuses unknown packages and channels that are not configured', async () => {
    const u = await newUser();
    const unknown = await t.api.post(
      '/pay/create-order',
      { goods_id: 999, pay_channel_id: 1 },
      { token: u.token },
    );
    expect(unknown.body.code).toBe(803);
    const stripe = await t.api.post(
      '/pay/create-order',
      { goods_id: 101, pay_channel_id: 2 },
      { token: u.token },
    );
    expect(stripe.body.code).toBe(804);
    const bad = await t.api.post('/pay/create-order', { goods_id: 'x' }, { token: u.token });
    expect(bad.body.code).toBe(601);
  });

  it('pays on the sandbox page, and the query asks the gateway and credits once', async () => {
    const u = await newUser();
    const created = await order(u.token, 102);
    expect(created.orderId).toMatch(/^T\d{14}[0-9a-f]{16}$/);
    expect(created).toMatchObject({
      orderName: '1,000 Coins',
      gateway: '/pay/gateway/sandbox',
      price: '9.99',
    });
    expect(
      queryOrderData.parse(
        (await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: u.token })).body.data,
      ).status,
    ).toBe(1);

    const paymentId = await visitGateway(created.orderId);
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox-pay/checkout/${paymentId}`,
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="sandbox-pay"');
    expect(page.body).toContain('$9.99');
    expect(page.body).toContain('<html lang="en">');
    // The app's language, passed along by the gateway, wins over the browser's.
    const fromApp = await t.app.inject({
      method: 'GET',
      url: `/pay/gateway/sandbox?order_id=${created.orderId}&language=4`,
      headers: { 'accept-language': 'en' },
    });
    expect(String(fromApp.headers.location)).toBe(`/sandbox-pay/checkout/${paymentId}?language=4`);
    const thai = await t.app.inject({ method: 'GET', url: String(fromApp.headers.location) });
    expect(thai.body).toContain('<html lang="th">');
    expect(thai.body).toContain(`action="/sandbox-pay/checkout/${paymentId}?language=4"`);
    // The buyer presses Pay. (Under inject the notification cannot reach a listening server.)
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/checkout/${paymentId}`,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(String(paid.headers.location)).toMatch(/\/pages\/video\/play\?drama=1&ep=3$/);

    const q = await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: u.token });
    expect(queryOrderData.parse(q.body.data).status).toBe(2);
    expect(await balances(u.token)).toMatchObject({ gold: 1000, coin: 150 });
    // Asking again changes nothing.
    clock += 11_000;
    await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: u.token });
    expect(await balances(u.token)).toMatchObject({ gold: 1000, coin: 150 });
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.userId, u.uid));
    expect(rows.map((r) => [r.reason, r.asset, r.delta])).toEqual([
      ['topup', 'gold', 1000],
      ['topup', 'coin', 150],
    ]);
    // The page now says it is done, and a second press does nothing.
    const again = await t.app.inject({ method: 'GET', url: `/sandbox-pay/checkout/${paymentId}` });
    expect(again.body).toContain('data-testid="sandbox-done"');
    const list = orderPage.parse((await t.api.post('/pay/order-list', {}, { token: u.token })).body.data);
    expect(list.list[0]).toMatchObject({
      trade_no: created.orderId,
      status: 2,
      price: '9.99',
      gold_num: 1000,
    });
  });

  it('asks the gateway at most every 10 s per order', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    const paymentId = await visitGateway(created.orderId);
    await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: u.token });
    // Paid at the gateway, but the app is not told (the notification is lost).
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxPayments.id, paymentId));
    clock += 5_000;
    const soon = await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: u.token });
    expect(queryOrderData.parse(soon.body.data).status).toBe(1);
    clock += 5_001;
    const later = await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: u.token });
    expect(queryOrderData.parse(later.body.data).status).toBe(2);
  });

  it('keeps orders private to their buyer', async () => {
    const a = await newUser();
    const b = await newUser();
    const created = await order(a.token, 101);
    expect(
      (await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: b.token })).body.code,
    ).toBe(805);
  });

  it('sends the buyer back inside the app only', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    const paymentId = await visitGateway(created.orderId, 'https://evil.example/steal');
    const [row] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    expect(new URL(row?.returnUrl ?? '').pathname).toBe('/');
    expect(new URL(row?.returnUrl ?? '').host).not.toBe('evil.example');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/pay/gateway/sandbox?order_id=T123',
      headers: { 'accept-language': 'th' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('ไม่พบคำสั่งซื้อ');
  });
});

describe('gateway notifications', () => {
  it('credits once for one notification delivered 10 times in parallel, and paid stays paid', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    const paymentId = await visitGateway(created.orderId);
    const paid = notification(paymentId, created.orderId, 'paid', 499);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(paid)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    // Reordered: a "failed" arriving after "paid".
    await notify(notification(paymentId, created.orderId, 'failed', 499));
    expect(await orderStatus(created.orderId)).toBe(2);
    expect(await balances(u.token)).toMatchObject({ gold: 500, coin: 50 });
  });

  it('credits a late "paid" after "failed" (the money was taken), once', async () => {
    const u = await newUser();
    const created = await order(u.token, 101);
    const paymentId = await visitGateway(created.orderId);
    await notify(notification(paymentId, created.orderId, 'failed', 499));
    expect(await orderStatus(created.orderId)).toBe(3);
    await notify(notification(paymentId, created.orderId, 'paid', 499));
    await notify(notification(paymentId, created.orderId, 'paid', 499));
    expect(await orderStatus(created.orderId)).toBe(2);
    expect(await balances(u.token)).toMatchObject({ gold: 500 });
  });

  it('tells a cancelled payment from a failed one in the records (result), keeping status 3', async () => {
    const u = await newUser();
    const cancelled = await order(u.token, 101);
    const cancelledPayment = await visitGateway(cancelled.orderId);
    await notify(notification(cancelledPayment, cancelled.orderId, 'canceled', 499));
    // (other packages: an identical order within 1 s would be a duplicate submit)
    const failed = await order(u.token, 102);
    const failedPayment = await visitGateway(failed.orderId);
    await notify(notification(failedPayment, failed.orderId, 'failed', 999));
    const pending = await order(u.token, 103);

    const [cancelledRow] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.tradeNo, cancelled.orderId));
    expect(cancelledRow).toMatchObject({ status: 3, failReason: 'cancelled' });
    const [failedRow] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, failed.orderId));
    expect(failedRow).toMatchObject({ status: 3, failReason: 'failed' });

    const list = orderPage.parse((await t.api.post('/pay/order-list', {}, { token: u.token })).body.data);
    const byTradeNo = new Map(list.list.map((o) => [o.trade_no, o]));
    expect(byTradeNo.get(cancelled.orderId)).toMatchObject({ status: 3, result: 'cancelled' });
    expect(byTradeNo.get(failed.orderId)).toMatchObject({ status: 3, result: 'failed' });
    expect(byTradeNo.get(pending.orderId)).toMatchObject({ status: 1, result: 'pending' });
    // query-order keeps SPEC's status.
    const q = await t.api.post('/pay/query-order', { trade_no: cancelled.orderId }, { token: u.token });
    expect(queryOrderData.parse(q.body.data).status).toBe(3);

    // A late "paid" after the cancel still credits (the money was taken), and reads paid.
    await notify(notification(cancelledPayment, cancelled.orderId, 'paid', 499));
    const after = orderPage.parse((await t.api.post('/pay/order-list', {}, { token: u.token })).body.data);
    expect(after.list.find((o) => o.trade_no === cancelled.orderId)).toMatchObject({
      status: 2,
      result: 'paid',
    });
    const [paidRow] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, cancelled.orderId));
    expect(paidRow?.failReason).toBeNull();
  });

  it('learns a cancel from the sandbox when asked (query-order), as cancelled', async () => {
    const u = await newUser();
    const created = await order(u.token, 103);
    const paymentId = await visitGateway(created.orderId);
    // The buyer presses Cancel, but the notification is lost: the query asks the gateway.
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'canceled' })
      .where(eq(sandboxPayments.id, paymentId));
    clock += 10_001;
    const q = await t.api.post('/pay/query-order', { trade_no: created.orderId }, { token: u.token });
    expect(queryOrderData.parse(q.body.data).status).toBe(3);
    const list = orderPage.parse((await t.api.post('/pay/order-list', {}, { token: u.token })).body.data);
    expect(list.list[0]).toMatchObject({ trade_no: created.orderId, result: 'cancelled' });
  });

  it('ignores tampered, wrongly signed and stale notifications', async () => {
    const u = await newUser();
    const created = await order(u.token, 105);
    const paymentId = await visitGateway(created.orderId);
    const body = notification(paymentId, created.orderId, 'paid', 9999);
    const signature = signSandboxPayload(t.app.services.sandboxSecret, body, Math.floor(clock / 1000));
    const tampered = await notify(body.replace('"paid"', '"paid" '), signature);
    expect(tampered.statusCode).toBe(401);
    const wrongKey = await notify(body, signSandboxPayload('not-the-secret', body, Math.floor(clock / 1000)));
    expect(wrongKey.statusCode).toBe(401);
    const stale = await notify(
      body,
      signSandboxPayload(t.app.services.sandboxSecret, body, Math.floor(clock / 1000) - 301),
    );
    expect(stale.statusCode).toBe(401);
    expect(JSON.parse(stale.body)).toMatchObject({ code: 401 });
    const unsigned = await notify(body, '');
    expect(unsigned.statusCode).toBe(401);
    // Signed, but for another amount than the order's: nothing.
    await notify(notification(paymentId, created.orderId, 'paid', 1));
    expect(await orderStatus(created.orderId)).toBe(1);
    expect(await balances(u.token)).toMatchObject({ gold: 0, coin: 0 });
  });
});

describe('VIP', () => {
  it('extends from the later of now and the current expiry, and makes every episode free', async () => {
    const u = await newUser();
    for (let i = 0; i < 2; i++) {
      // (the second identical order only after the 1 s duplicate-submit window)
      if (i > 0) clock += 1_100;
      const created = await order(u.token, 202);
      const paymentId = await visitGateway(created.orderId);
      await notify(notification(paymentId, created.orderId, 'paid', 1999));
    }
    const [row] = await t.database.db
      .select({ vipUntil: users.vipUntil })
      .from(users)
      .where(eq(users.id, u.uid));
    const days = ((row?.vipUntil?.getTime() ?? 0) - clock) / 86_400_000;
    expect(Math.round(days)).toBe(60);
    const info = (await t.api.post('/user/index', undefined, { token: u.token })).body.data as {
      is_svip: number;
    };
    expect(info.is_svip).toBe(1);
    const center = payCenterData.parse((await t.api.post('/pay/center', {}, { token: u.token })).body.data);
    expect(center.user.is_svip).toBe(1);
    expect(center.user.expiry_date).toBe(new Date(row?.vipUntil ?? 0).toISOString().slice(0, 10));
  });
});

describe('a real browser round trip on a listening server', () => {
  it('delivers the signed notification over HTTP, so the order is paid before any query', async () => {
    const live = await buildTestApp({ database: undefined });
    try {
      const address = await live.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await deviceToken(live.api, 'pay-live-device-01');
      const created = createOrderData.parse(
        (await live.api.post('/pay/create-order', { goods_id: 101, pay_channel_id: 1 }, { token })).body.data,
      );
      const gateway = await fetch(
        `${address}${created.gateway}?${new URLSearchParams({ order_id: created.orderId, order_name: created.orderName, return_url: '/pages/user/index' })}`,
        { redirect: 'manual' },
      );
      expect(gateway.status).toBe(303);
      const checkout = `${address}${gateway.headers.get('location')}`;
      expect((await fetch(checkout)).status).toBe(200);
      const pressed = await fetch(checkout, {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay' }),
        redirect: 'manual',
      });
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get('location')).toBe(`${address}/pages/user/index`);
      const [row] = await live.database.db.select().from(orders).where(eq(orders.tradeNo, created.orderId));
      expect(row?.status).toBe(2);
    } finally {
      await live.close();
    }
  });
});
