/**
 * The pay centre, orders through the sandbox gateway (create, pay on its page, query, who may
 * see them, where the buyer is sent back) and VIP. Gateway notifications: pay-notify.api.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import { goods, ledger, sandboxPayments } from '#db/schema/wallet.ts';
import { orderPage, payCenterData, queryOrderData } from '#shared/contract/wallet.ts';
import { balances, newUser, notification, notify, order, t, usePayApp, visitGateway } from './pay.testing.ts';

let clock = Date.now();
usePayApp(() => clock);

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

  it('says in every language that bought coins keep and reward vouchers lapse on their date', async () => {
    const u = await newUser();
    // language id → what the first guide line must name: the reward vouchers that do expire.
    const rewardVouchers = {
      1: '奖励观看券',
      2: '獎勵觀看券',
      3: 'reward vouchers',
      4: 'คูปองรางวัล',
      5: 'voucher hadiah',
    };
    for (const [language, words] of Object.entries(rewardVouchers)) {
      const res = await t.api.post('/pay/center', {}, { token: u.token, language: Number(language) });
      const first = payCenterData.parse(res.body.data).about[0] ?? '';
      expect(first, `language ${language}`).toContain(words);
    }
    const en = payCenterData.parse(
      (await t.api.post('/pay/center', {}, { token: u.token, language: 3 })).body.data,
    );
    expect(en.about[0]).toMatch(/Coins you buy and a pack's bonus vouchers never expire/);
    expect(en.about[0]).toMatch(/expire on the date shown in your wallet/);
    expect(en.about[0]).not.toMatch(/vouchers unlock any episode and never expire/);
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

  it('takes ids as numbers or digits only, never a value JavaScript turns into one', async () => {
    const u = await newUser();
    for (const pay_channel_id of [true, [1], null, '', '0x1', '1e0']) {
      const res = await t.api.post(
        '/pay/create-order',
        { goods_id: 101, pay_channel_id },
        { token: u.token },
      );
      expect(res.body.code, JSON.stringify(pay_channel_id)).toBe(601);
      expect(res.body.msg).toContain('pay_channel_id');
    }
    const digits = await t.api.post(
      '/pay/create-order',
      { goods_id: '101', pay_channel_id: '1' },
      { token: u.token },
    );
    expect(digits.body.code).toBe(200);
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
    // A NUL in the order id is a bad address like any other, not a database failure (502).
    const nul = await t.app.inject({
      method: 'GET',
      url: '/pay/gateway/sandbox?order_id=%00',
      headers: { 'accept-language': 'th' },
    });
    expect(nul.statusCode).toBe(404);
    expect(nul.body).toContain('ไม่พบคำสั่งซื้อ');
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
