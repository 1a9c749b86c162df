// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleOrder, OrderDetail } from '#shared/contract/console-orders.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { orderFiltersOf } from './orders.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

function order(tradeNo: string, fields: Partial<ConsoleOrder> = {}): ConsoleOrder {
  return {
    trade_no: tradeNo,
    user_id: 10000042,
    goods_id: 101,
    channel: 'sandbox',
    title: '500 Coins',
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

function detail(fields: Partial<ConsoleOrder> = {}, refundable = true): OrderDetail {
  return {
    order: order('T1', fields),
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
      },
      {
        id: 2,
        at: '2026-11-25T10:01:00.000Z',
        kind: 'notify',
        source: 'sandbox',
        summary: 'payment.updated: paid',
        answer: { data: { status: 'paid' } },
      },
    ],
    refundable,
  };
}

describe('orderFiltersOf', () => {
  it('reads the filters from the address, leaving out only the values the contract refuses', () => {
    expect(orderFiltersOf(new URLSearchParams('status=paid&channel=stripe&goods_id=101&page=2'))).toEqual({
      filters: { status: 'paid', channel: 'stripe', goods_id: 101 },
      page: 2,
      size: 20,
    });
    expect(orderFiltersOf(new URLSearchParams('status=lost&user_id=7&from=2026-11-01&to=nope'))).toEqual({
      filters: { user_id: 7, from: '2026-11-01' },
      page: 1,
      size: 20,
    });
  });
});

describe('the orders screens', SLOW, () => {
  it('lists the server page and keeps the filters in the address', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders': () =>
        ok({ items: [order('T1'), order('T2', { status: 4, result: 'refunded' })], total: 2 }),
    });
    const { router } = renderConsole('/console/orders?status=paid');
    await screen.findByText('2 orders');
    expect(screen.getByText('Refunded', { selector: '.ant-tag' })).toBeTruthy();
    expect(api.calls('GET /orders')[0]?.query.toString()).toBe('status=paid&page=1&size=20');
    fireEvent.click(screen.getByText('T2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/orders/T2'));
  });

  it('shows the timeline to support without a refund button', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders/T1': () => ok(detail()),
    });
    renderConsole('/console/orders/T1');
    const events = await screen.findAllByTestId('order-event');
    expect(events.map((e) => e.dataset.kind)).toEqual(['created', 'notify']);
    expect(screen.getByText('Gateway notification')).toBeTruthy();
    expect(screen.getByText(/viewer@example\.com/)).toBeTruthy();
    expect(screen.queryByTestId('refund-button')).toBeNull();
  });

  it('lets finance refund after seeing what will be taken back', async () => {
    let refunded = false;
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /orders/T1': () =>
        ok(
          refunded
            ? detail(
                { status: 4, result: 'refunded', refunded_at: '2026-11-26T09:00:00.000Z', refunded_by: 1 },
                false,
              )
            : detail(),
        ),
      'GET /orders/T1/refund-preview': () => ok({ gold: 470, coin: 0, vip_days: 0 }),
      'POST /orders/T1/refund': () => {
        refunded = true;
        return ok(detail({ status: 4, result: 'refunded' }, false));
      },
    });
    renderConsole('/console/orders/T1');
    fireEvent.click(await screen.findByTestId('refund-button'));
    const preview = await screen.findByTestId('refund-preview');
    expect(preview.textContent).toBe('470 coins, 0 vouchers, 0 VIP days');
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.calls('POST /orders/T1/refund')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('order-result').textContent).toBe('Refunded'));
    expect(screen.queryByTestId('refund-button')).toBeNull();
    expect(screen.getByText('operator #1')).toBeTruthy();
  });
});
