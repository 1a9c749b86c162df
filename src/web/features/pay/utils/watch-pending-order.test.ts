// @vitest-environment jsdom
/**
 * A pending order found paid (SPEC 4 step 5): besides the pay centre, the top-up records (the
 * order still shown pending) and the month's top-up total are refreshed wherever they are
 * shown, without a reload. The order query is answered by the test network (MSW).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ok, requests, serve, setUpApiClientTests } from '#web/lib/api-client.testing.ts';
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
      latest: () => ({ refreshUser, successMessage: 'Payment successful', failedMessage: 'Payment failed' }),
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
