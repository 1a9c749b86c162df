/** Orders and an order's page as the console API answers them, for the Orders screens' tests. */
import type { ConsoleOrder, OrderDetail } from '#shared/contract/console-orders.ts';

export function orderOf(tradeNo: string, fields: Partial<ConsoleOrder> = {}): ConsoleOrder {
  return {
    trade_no: tradeNo,
    user_id: 10000042,
    goods_id: 101,
    channel: 'sandbox',
    title: '500 Coins',
    package_name: '500 Coins',
    status: 2,
    result: 'paid',
    amount_cents: 499,
    currency: 'USD',
    gold: 500,
    bonus: 50,
    vip_days: 0,
    created_at: '2026-11-25T10:00:00.000Z',
    paid_at: '2026-11-25T10:01:00.000Z',
    refunded_at: null,
    refunded_by: null,
    refund_ref: null,
    gateway_ref: 'sp_0123',
    payment_ref: null,
    ...fields,
  };
}

export function orderDetailOf(fields: Partial<ConsoleOrder> = {}, refundable = true): OrderDetail {
  return {
    order: orderOf('T1', fields),
    user: { uid: 10000042, email: 'viewer@example.com', nickname: 'Vee' },
    ledger: [
      {
        id: 1,
        asset: 'gold',
        delta: 500,
        balance_after: 500,
        reason: 'topup',
        operator_id: null,
        created_at: '2026-11-25T10:01:00.000Z',
      },
    ],
    events: [
      {
        id: 1,
        at: '2026-11-25T10:00:00.000Z',
        kind: 'created',
        source: 'app',
        summary: 'sandbox',
        answer: null,
        outcome: null,
      },
      {
        id: 2,
        at: '2026-11-25T10:01:00.000Z',
        kind: 'notify',
        source: 'sandbox',
        summary: 'payment.updated: paid',
        answer: { data: { status: 'paid' } },
        outcome: 'paid',
      },
    ],
    operators: [],
    refundable,
  };
}
