// @vitest-environment jsdom
/**
 * A pending order found paid (SPEC 4 step 5): besides the pay centre, the top-up records (the
 * order still shown pending) and the month's top-up total are refreshed wherever they are
 * shown, without a reload. The order query is answered by the test network (MSW).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { notice, ok, requests, serve, setUpApiClientTests } from '#web/lib/api-client.testing.ts';
import { WALLET_QUERY_KEY } from '#web/lib/wallet-query-key.ts';
import { useNotice } from '#web/stores/notice.ts';
import { PAY_CENTER_QUERY_KEY } from '../api/get-pay-center.ts';
import { readPendingOrder, savePendingOrder, type PendingOrder } from './pending-order.ts';
import { NOT_FINISHED_TOAST_MS, watchPendingOrder } from './watch-pending-order.ts';

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
        notFinishedMessage: 'Not finished yet',
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
        notFinishedMessage: 'Not finished yet',
      }),
    });

  it.each([
    ['failed', 'Payment failed'],
    ['cancelled', 'Not completed'],
    [undefined, 'Not completed'], // an older server, which does not say
  ] as const)('ended %s: says %s, from the query alone', async (result, message) => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    serve(() => ok({ trade_no: tradeNo, status: 3, ...(result ? { result } : {}) }));
    const polling = watch();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(notice()?.message).toBe(message), { timeout: 10_000, interval: 20 });
    polling.stop();
    expect(requests.map((r) => r.url)).toEqual(['/enjoy-api/pay/query-order']);
  });
});

describe("back from the gateway with the order still pending (the browser's Back)", () => {
  const stored = (): PendingOrder => ({
    goodsId: 101,
    goodsName: '500 coins',
    tradeNo: 'T20260101120000aaa',
    price: '4.99',
    currency: 'USD',
    tradeTime: Math.floor(Date.now() / 1000),
  });
  const watch = (order: PendingOrder) =>
    watchPendingOrder({
      order,
      queryClient: new QueryClient(),
      latest: () => ({
        refreshUser: vi.fn(),
        successMessage: 'Payment successful',
        failedMessage: 'Payment failed',
        notCompletedMessage: 'Not completed',
        notFinishedMessage: 'Not finished yet',
      }),
    });
  const setVisibility = (state: DocumentVisibilityState): void => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  afterEach(() => {
    setVisibility('visible');
  });

  it('says once that the payment is not finished, keeps the order and polls on', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    serve(() => ok({ trade_no: 'T20260101120000aaa', status: 1, result: 'pending' }));
    savePendingOrder(stored());
    const first = watch(stored());
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(notice()?.message).toBe('Not finished yet'), {
      timeout: 10_000,
      interval: 20,
    });
    expect(notice()).toMatchObject({ kind: 'info', durationMs: NOT_FINISHED_TOAST_MS });
    expect(readPendingOrder()).toMatchObject({ tradeNo: 'T20260101120000aaa', toldPending: true });
    // Polled on: the next question after 2 s.
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(requests).toHaveLength(2), { timeout: 10_000, interval: 20 });
    first.stop();

    // Back again (a restore from the back/forward cache, a reload): not said twice.
    useNotice.setState({ current: null });
    const again = watch(readPendingOrder() ?? stored());
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(requests).toHaveLength(3), { timeout: 10_000, interval: 20 });
    await vi.advanceTimersByTimeAsync(0);
    again.stop();
    expect(notice()).toBeNull();
  });

  it('waits until the page is seen, and says nothing if the order ended meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    serve(() => ok({ trade_no: 'T20260101120000aaa', status: 1, result: 'pending' }));
    savePendingOrder(stored());
    setVisibility('hidden');
    const polling = watch(stored());
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000, interval: 20 });
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()).toBeNull();
    setVisibility('visible');
    expect(notice()?.message).toBe('Not finished yet');
    polling.stop();

    // Another order, hidden until it was paid (here: cleared): nothing to say.
    useNotice.setState({ current: null });
    savePendingOrder({ ...stored(), tradeNo: 'T20260101120000bbb' });
    setVisibility('hidden');
    const other = watch({ ...stored(), tradeNo: 'T20260101120000bbb' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(requests).toHaveLength(2), { timeout: 10_000, interval: 20 });
    await vi.advanceTimersByTimeAsync(0);
    localStorage.clear();
    setVisibility('visible');
    expect(notice()).toBeNull();
    other.stop();
  });
});
