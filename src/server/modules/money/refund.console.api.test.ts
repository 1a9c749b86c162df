/**
 * Orders and refunds through /console-api with the sandbox gateway (issue 18): the list and
 * its filters, an order's page with its gateway timeline, who may refund, and the refund rule
 * (unspent coins, vouchers and VIP time taken back, once, never below zero), shown to the
 * viewer in their language. The ledger is checked against the balances after every test.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { users } from '#db/schema/users.ts';
import { ledger, sandboxPayments } from '#db/schema/wallet.ts';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { orderDetail, orderListResponse, refundPreview } from '#shared/contract/console-orders.ts';
import { goldDetailPage, orderPage } from '#shared/contract/wallet.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import {
  balances,
  newUser,
  notification,
  notify,
  order,
  t,
  usePayApp,
  visitGateway,
} from '../pay/pay.testing.ts';

const clock = testClock();
usePayApp(clock.now);
let owner: ConsoleSession;
let editor: ConsoleSession;
let support: ConsoleSession;
let finance: ConsoleSession;
let financeId: number;

const call = (session: ConsoleSession, method: 'GET' | 'POST', path: string, body?: unknown) =>
  consoleCall(t.app, method, path, { session, ...(method === 'POST' ? { body: body ?? {} } : {}) });

/** A sandbox order paid: the buyer presses Pay, and the gateway's notification arrives. */
async function paidOrder(token: string, goodsId: number, cents: number) {
  const created = await order(token, goodsId);
  const paymentId = await visitGateway(created.orderId);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/checkout/${paymentId}`,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
  // (Under inject the gateway's own delivery cannot reach a listening server: sent here.)
  expect((await notify(notification(paymentId, created.orderId, 'paid', cents))).statusCode).toBe(200);
  return { tradeNo: created.orderId, paymentId };
}

async function episodeId(number: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
    .where(and(eq(dramas.slug, 'money-001'), eq(episodes.number, number)));
  return row?.id ?? 0;
}

async function detail(tradeNo: string, session = support) {
  const res = await call(session, 'GET', `/orders/${tradeNo}`);
  expect(res.body.code).toBe(200);
  return orderDetail.parse(res.body.data);
}

const refundRows = (uid: number) =>
  t.database.db
    .select({ asset: ledger.asset, delta: ledger.delta, operatorId: ledger.operatorId })
    .from(ledger)
    .where(and(eq(ledger.userId, uid), eq(ledger.reason, 'refund')));

beforeAll(async () => {
  // Episodes 3.. cost 40 coins each.
  await seedCatalogue(t.database.db, moneyCatalogue(1, 12, 2, 40));
  ({ owner, editor, support } = await setUpConsoleTeam(t.app, clock));
  const f = await setUpOperator(t.app, clock, { email: 'fin@example.com', role: 'finance', name: 'Finn' });
  finance = f.session;
  financeId = f.id;
});

describe('a refunded coin order', () => {
  it('takes back exactly the unspent coins, once, and says so everywhere', async () => {
    const u = await newUser();
    const { tradeNo } = await paidOrder(u.token, 101, 499);
    // 500 coins + 50 vouchers; two episodes at 40 spend the 50 vouchers and 30 coins.
    for (const n of [3, 4]) {
      const res = await t.api.post(
        '/video/unlock',
        { episode_id: await episodeId(n), scope: 'one' },
        { token: u.token },
      );
      expect(res.body.code).toBe(200);
    }
    expect(await balances(u.token)).toMatchObject({ gold: 470, coin: 0 });

    // Support finds it and sees it paid, but may not refund.
    const list = orderListResponse.parse((await call(support, 'GET', `/orders?user_id=${u.uid}`)).body.data);
    expect(list.items.map((o) => [o.trade_no, o.result])).toEqual([[tradeNo, 'paid']]);
    expect((await call(support, 'GET', `/orders/${tradeNo}/refund-preview`)).body.code).toBe(903);
    expect((await call(support, 'POST', `/orders/${tradeNo}/refund`)).body.code).toBe(903);
    expect((await call(editor, 'POST', `/orders/${tradeNo}/refund`)).body.code).toBe(903);
    expect((await call(editor, 'GET', '/orders')).body.code).toBe(903);
    expect((await consoleCall(t.app, 'GET', '/orders')).body.code).toBe(901);
    const before = await detail(tradeNo);
    expect(before.refundable).toBe(true);
    expect(before.user).toMatchObject({ uid: u.uid });
    expect(before.events.map((e) => e.kind)).toEqual(['created', 'redirect', 'notify']);

    // Finance sees what a refund takes back, then refunds.
    const preview = refundPreview.parse(
      (await call(finance, 'GET', `/orders/${tradeNo}/refund-preview`)).body.data,
    );
    expect(preview).toEqual({ gold: 470, coin: 0, vip_days: 0 });
    const refunded = await call(finance, 'POST', `/orders/${tradeNo}/refund`, { reason: ' Charged twice ' });
    expect(refunded.body.code).toBe(200);
    expect((refunded.body.data as { refund_processing: number }).refund_processing).toBe(0);
    const after = orderDetail.parse(refunded.body.data);
    expect(after.order).toMatchObject({ status: 4, result: 'refunded', refunded_by: financeId });
    expect(after.refundable).toBe(false);
    expect(after.ledger.map((r) => [r.reason, r.asset, r.delta, r.operator_id])).toEqual([
      ['topup', 'gold', 500, null],
      ['topup', 'coin', 50, null],
      ['refund', 'gold', -470, financeId],
    ]);
    expect(after.events.map((e) => e.kind)).toEqual([
      'created',
      'redirect',
      'notify',
      'refund_request',
      'refund_accepted',
      'refunded',
    ]);
    expect(await balances(u.token)).toMatchObject({ gold: 0, coin: 0 });
    // The sandbox's books say refunded too.
    const [books] = await t.database.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.merchantReference, tradeNo));
    expect(books?.status).toBe('refunded');

    // A second refund is refused; the sandbox's refund notification later changes nothing.
    expect((await call(owner, 'POST', `/orders/${tradeNo}/refund`)).body.code).toBe(807);
    const payment = after.order.gateway_ref ?? '';
    const word = JSON.stringify({
      ...JSON.parse(notification(payment, tradeNo, 'refunded', 499)),
      type: 'payment.refunded',
    });
    expect((await notify(word)).statusCode).toBe(200);
    expect(await refundRows(u.uid)).toHaveLength(1);

    // The viewer's records and ledger say why, in their language.
    const records = orderPage.parse((await t.api.post('/pay/order-list', {}, { token: u.token })).body.data);
    expect(records.list[0]).toMatchObject({ trade_no: tradeNo, status: 4, result: 'refunded' });
    const detailEn = goldDetailPage.parse(
      (await t.api.post('/pay/gold-detail', { page: 1, page_size: 10 }, { token: u.token, language: 3 })).body
        .data,
    );
    expect(detailEn.list[0]).toMatchObject({ reason: 'refund', delta: -470 });
    expect(detailEn.list[0]?.title).toBe('Refunded top-up: 470 unspent coins taken back');
    const detailTh = goldDetailPage.parse(
      (await t.api.post('/pay/gold-detail', { page: 1, page_size: 10 }, { token: u.token, language: 4 })).body
        .data,
    );
    expect(detailTh.list[0]?.title).toContain('คืนเงิน');

    // The audit log says who, how much, whose, what was taken back and why; the timeline why too.
    const audit = auditResponse.parse((await call(owner, 'GET', '/audit?entity=order')).body.data);
    const rows = audit.items.filter((a) => a.entity_id === tradeNo);
    expect(rows.map((a) => [a.action, a.operator_id])).toEqual([['refund', financeId]]);
    expect(rows[0]?.after).toEqual({
      status: 4,
      amount_cents: 499,
      buyer_uid: u.uid,
      taken: { gold: 470, coin: 0, vipDays: 0 },
      reason: 'Charged twice',
    });
    expect(after.events.find((e) => e.kind === 'refund_request')?.answer).toEqual({
      reason: 'Charged twice',
    });
  });

  it('takes back unspent bonus vouchers, and only once however often the sandbox says so', async () => {
    const u = await newUser();
    const { tradeNo, paymentId } = await paidOrder(u.token, 102, 999);
    const word = JSON.stringify({
      ...JSON.parse(notification(paymentId, tradeNo, 'refunded', 999)),
      type: 'payment.refunded',
    });
    const answers = await Promise.all([notify(word), notify(word), notify(word)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await notify(word)).statusCode).toBe(200);
    expect(await balances(u.token)).toMatchObject({ gold: 0, coin: 0 });
    const rows = await refundRows(u.uid);
    expect(rows.map((r) => [r.asset, r.delta, r.operatorId]).sort()).toEqual([
      ['coin', -150, null],
      ['gold', -1000, null],
    ]);
    const page = await detail(tradeNo);
    expect(page.order).toMatchObject({ status: 4, refunded_by: null });
    expect(page.events.filter((e) => e.kind === 'refund_notify')).toHaveLength(4);
    expect(page.events.filter((e) => e.kind === 'refunded')).toHaveLength(1);
    // No signature and no secret reach the timeline.
    expect(JSON.stringify(page.events)).not.toMatch(/signature|v1=/i);
  });

  it('shortens VIP by what is left of the days it bought, never into the past', async () => {
    const u = await newUser();
    const { tradeNo } = await paidOrder(u.token, 201, 999);
    expect((await balances(u.token)).vip).not.toBe('');
    // Five of its seven days have run (console sessions would lapse if the clock moved so far).
    const twoDaysLeft = new Date(clock.now() + 2 * 86_400_000);
    await t.database.db.update(users).set({ vipUntil: twoDaysLeft }).where(eq(users.id, u.uid));
    const preview = refundPreview.parse(
      (await call(owner, 'GET', `/orders/${tradeNo}/refund-preview`)).body.data,
    );
    expect(preview).toEqual({ gold: 0, coin: 0, vip_days: 2 });
    expect((await call(owner, 'POST', `/orders/${tradeNo}/refund`)).body.code).toBe(200);
    const center = (await t.api.post('/pay/center', {}, { token: u.token })).body.data as {
      user: { is_svip: number };
    };
    expect(center.user.is_svip).toBe(0);
    const [row] = await t.database.db
      .select({ vipUntil: users.vipUntil })
      .from(users)
      .where(eq(users.id, u.uid));
    expect(row?.vipUntil?.getTime()).toBe(clock.now());
  });
});

describe('the orders list', () => {
  it('filters by status, channel, package and date, and refuses bad filters', async () => {
    const u = await newUser();
    const paid = await paidOrder(u.token, 103, 1999);
    const pending = await order(u.token, 104);
    const ids = async (query: string) =>
      orderListResponse
        .parse((await call(support, 'GET', `/orders?user_id=${u.uid}&${query}`)).body.data)
        .items.map((o) => o.trade_no);
    expect(await ids('status=paid')).toEqual([paid.tradeNo]);
    expect(await ids('status=pending')).toEqual([pending.orderId]);
    expect(await ids('goods_id=104')).toEqual([pending.orderId]);
    expect(await ids('channel=stripe')).toEqual([]);
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    expect((await ids(`from=${today}&to=${today}`)).sort()).toEqual([paid.tradeNo, pending.orderId].sort());
    expect(await ids('to=2020-01-01')).toEqual([]);
    const page = orderListResponse.parse((await call(finance, 'GET', '/orders?size=1&page=2')).body.data);
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await call(support, 'GET', '/orders?status=lost')).body.code).toBe(601);
    expect((await call(support, 'GET', '/orders?from=yesterday')).body.code).toBe(601);
    expect((await call(support, 'GET', '/orders/T-unknown')).body.code).toBe(805);
    expect((await call(support, 'GET', '/orders/bad%20no')).body.code).toBe(601);
    expect((await call(finance, 'POST', `/orders/${pending.orderId}/refund`)).body.code).toBe(807);
  });
});
