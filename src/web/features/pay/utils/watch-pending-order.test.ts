// @vitest-environment jsdom
/**
 * A pending order found paid (SPEC 4 step 5): besides the pay centre, the top-up records (the
 * order still shown pending) and the month's top-up total are refreshed wherever they are
 * shown, without a reload. The order query is answered by the test network (MSW).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { OrderItem } from '#shared/contract/wallet.ts';
import { notice, ok, requests, serve, setUpApiClientTests } from '#web/lib/api-client.testing.ts';
import { WALLET_QUERY_KEY } from '#web/lib/wallet-query-key.ts';
import { PAY_CENTER_QUERY_KEY } from '../api/get-pay-center.ts';
import { watchPendingOrder } from './watch-pending-order.ts';

setUpApiClientTests();

afterEach(() => {
  vi.useRealTimers();
});

describe('a pending order found paid', () => {
  it('refreshes the top-up records and the top-up limit, not only the pay centre', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    serve(() => ok({ trade_no: 'T20260101120000abc', status: 2 }));
    const client = new QueryClient();
    const records = [...WALLET_QUERY_KEY, 'orders', 'token-abc', 3];
    const limit = [...WALLET_QUERY_KEY, 'topup-limit', 'token-abc'];
    const center = [...PAY_CENTER_QUERY_KEY, 'token-abc', 3];
    client.setQueryData(records, { pages: [{ list: [{ trade_no: 'T20260101120000abc', status: 1 }] }] });
    client.setQueryData(limit, { month_total_cents: 0 });
    client.setQueryData(center, { goldRemain: 0 });
    const refreshUser = vi.fn();
    const polling = watchPendingOrder({
      order: {
        goodsId: 101,
        goodsName: '500 coins',
        tradeNo: 'T20260101120000abc',
        price: '4.99',
        currency: 'USD',
        tradeTime: Math.floor(Date.now() / 1000),
      },
      queryClient: client,
      latest: () => ({
        refreshUser,
        successMessage: 'Payment successful',
        failedMessage: 'Payment failed',
        notCompletedMessage: 'Not completed',
      }),
    });
    // The first poll comes after a second (SPEC 4's list from its end).
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 20 });
    polling.stop();
    expect(requests.map((r) => r.url)).toEqual(['/enjoy-api/pay/query-order']);
    expect(client.getQueryState(center)?.isInvalidated).toBe(true);
    expect(client.getQueryState(records)?.isInvalidated).toBe(true);
    expect(client.getQueryState(limit)?.isInvalidated).toBe(true);
  });
});

describe('a pending order found failed (status 3)', () => {
  const tradeNo = 'T20260101120000def';
  /** The order as the top-up records have it: the result tells a decline from a cancel. */
  const record = (result: OrderItem['result']): OrderItem => ({
    trade_no: tradeNo,
    goods_id: 101,
    type: 1,
    title: '500 coins',
    price: '4.99',
    fat_price: '$4.99',
    currency: 'USD',
    status: 3,
    result,
    channel: 'sandbox',
    gold_num: 500,
    bonus_num: 0,
    vip_days: 0,
    created_at: Math.floor(Date.now() / 1000),
    paid_at: 0,
    refunded_at: 0,
  });
  const watch = () =>
    watchPendingOrder({
      order: {
        goodsId: 101,
        goodsName: '500 coins',
        tradeNo,
        price: '4.99',
        currency: 'USD',
        tradeTime: Math.floor(Date.now() / 1000),
      },
      queryClient: new QueryClient(),
      latest: () => ({
        refreshUser: vi.fn(),
        successMessage: 'Payment successful',
        failedMessage: 'Payment failed',
        notCompletedMessage: 'Not completed',
      }),
    });

  it.each([
    ['failed', 'Payment failed'],
    ['cancelled', 'Not completed'],
    [null, 'Not completed'],
  ] as const)('ended %s: says %s', async (result, message) => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    serve((request) =>
      request.url.endsWith('/pay/query-order')
        ? ok({ trade_no: tradeNo, status: 3 })
        : ok({ list: result ? [record(result)] : [], total: result ? 1 : 0, page: 1, page_size: 20 }),
    );
    const polling = watch();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(notice()?.message).toBe(message), { timeout: 10_000, interval: 20 });
    polling.stop();
    expect(requests.map((r) => r.url)).toEqual(['/enjoy-api/pay/query-order', '/enjoy-api/pay/order-list']);
  });
});
