import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingOrder } from './pending-order.ts';
import {
  pollDelayS,
  pollDelaysInOrder,
  startOrderPolling,
  type OrderAnswer,
  type OrderPollingOptions,
} from './order-polling.ts';

/** SPEC 4: [60, 20, 20, 10, 5, 3, 3, 3, 2, 2, 3, 3, 2, 2, 1] read from its end, then 60 s. */
const SPEC_DELAYS_S = [1, 2, 2, 3, 3, 2, 2, 3, 3, 3, 5, 10, 20, 20, 60];
const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);

function order(ageS = 0): PendingOrder {
  return {
    goodsId: 11,
    goodsName: '500 coins',
    tradeNo: 'T20260115-1',
    price: '4.99',
    currency: 'USD',
    tradeTime: NOW_MS / 1000 - ageS,
  };
}

/** The server's answers in turn (a number: that status alone), then pending. */
function setup(init: { ageS?: number; statuses?: (number | OrderAnswer | Error)[] } = {}) {
  const statuses = [...(init.statuses ?? [])];
  const queryStatus = vi.fn<(tradeNo: string) => Promise<OrderAnswer>>(async () => {
    const next = statuses.shift() ?? 1;
    if (next instanceof Error) throw next;
    return typeof next === 'number' ? { status: next } : next;
  });
  const options = {
    order: order(init.ageS),
    queryOrder: queryStatus,
    clearOrder: vi.fn<() => void>(),
    onPurchase: vi.fn<OrderPollingOptions['onPurchase']>(),
    onPaySuccess: vi.fn<OrderPollingOptions['onPaySuccess']>(),
    onEnd: vi.fn<NonNullable<OrderPollingOptions['onEnd']>>(),
    onFirstPending: vi.fn<NonNullable<OrderPollingOptions['onFirstPending']>>(),
  };
  const polling = startOrderPolling(options);
  return { ...options, queryStatus, polling };
}

/** Advances to just before `delayS` seconds (no new query), then onto it (exactly one more). */
async function expectPollAfter(queryStatus: { mock: { calls: unknown[] } }, delayS: number): Promise<void> {
  const before = queryStatus.mock.calls.length;
  await vi.advanceTimersByTimeAsync(delayS * 1000 - 1);
  expect(queryStatus.mock.calls.length).toBe(before);
  await vi.advanceTimersByTimeAsync(1);
  expect(queryStatus.mock.calls.length).toBe(before + 1);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW_MS);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the delay list (SPEC 4)', () => {
  it('is read from the end of the list, then 60 s forever', () => {
    expect(pollDelaysInOrder()).toEqual(SPEC_DELAYS_S.slice(0, 15));
    expect(Array.from({ length: 18 }, (_, i) => pollDelayS(i))).toEqual([...SPEC_DELAYS_S, 60, 60, 60]);
  });
});

describe('startOrderPolling', () => {
  it('polls a pending order after 1, 2, 2, 3, 3, 2, 2, 3, 3, 3, 5, 10, 20, 20, 60 s, then every 60 s', async () => {
    const { queryStatus, clearOrder, polling } = setup();
    for (const delay of [...SPEC_DELAYS_S, 60, 60, 60]) await expectPollAfter(queryStatus, delay);
    expect(queryStatus).toHaveBeenCalledTimes(18);
    expect(queryStatus).toHaveBeenLastCalledWith('T20260115-1');
    expect(clearOrder).not.toHaveBeenCalled();
    polling.stop();
  });

  it('status 2: clears the order, reports the purchase, refreshes and emits paySuccess, then stops', async () => {
    const { queryStatus, clearOrder, onPurchase, onPaySuccess, onEnd } = setup({ statuses: [1, 1, 2] });
    await expectPollAfter(queryStatus, 1);
    await expectPollAfter(queryStatus, 2);
    expect(clearOrder).not.toHaveBeenCalled();
    await expectPollAfter(queryStatus, 2);
    expect(clearOrder).toHaveBeenCalledTimes(1);
    expect(onPurchase).toHaveBeenCalledWith(
      expect.objectContaining({ tradeNo: 'T20260115-1', price: '4.99' }),
    );
    expect(onPaySuccess).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('paid', undefined);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(queryStatus).toHaveBeenCalledTimes(3);
  });

  it('status 2 for an order 1800 s old or more: purchase reported, no refresh and no paySuccess', async () => {
    const { queryStatus, clearOrder, onPurchase, onPaySuccess } = setup({ ageS: 1799, statuses: [2] });
    await expectPollAfter(queryStatus, 1); // 1800 s old when the answer comes: not "under 1800"
    expect(clearOrder).toHaveBeenCalledTimes(1);
    expect(onPurchase).toHaveBeenCalledTimes(1);
    expect(onPaySuccess).not.toHaveBeenCalled();
  });

  it('status 2 just under 1800 s still refreshes and emits paySuccess', async () => {
    const { queryStatus, onPaySuccess } = setup({ ageS: 1798, statuses: [2] });
    await expectPollAfter(queryStatus, 1);
    expect(onPaySuccess).toHaveBeenCalledTimes(1);
  });

  it('status 3: clears the order and stops, with no purchase event', async () => {
    const { queryStatus, clearOrder, onPurchase, onPaySuccess, onEnd } = setup({ statuses: [1, 3] });
    await expectPollAfter(queryStatus, 1);
    await expectPollAfter(queryStatus, 2);
    expect(clearOrder).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('failed', undefined);
    expect(onPurchase).not.toHaveBeenCalled();
    expect(onPaySuccess).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(queryStatus).toHaveBeenCalledTimes(2);
  });

  it("status 3 passes on the answer's result: a declined payment is told from a cancelled one", async () => {
    const declined = setup({ statuses: [{ status: 3, result: 'failed' }] });
    await expectPollAfter(declined.queryStatus, 1);
    expect(declined.onEnd).toHaveBeenCalledWith('failed', 'failed');
    declined.polling.stop();
    const cancelled = setup({ statuses: [{ status: 3, result: 'cancelled' }] });
    await expectPollAfter(cancelled.queryStatus, 1);
    expect(cancelled.onEnd).toHaveBeenCalledWith('failed', 'cancelled');
    expect(cancelled.clearOrder).toHaveBeenCalledTimes(1);
  });

  it('says when the order is first found still pending, once, and goes on polling', async () => {
    const { queryStatus, onFirstPending, clearOrder, polling } = setup({
      statuses: [new Error('Network Error'), 0, 1, 1, 1],
    });
    await expectPollAfter(queryStatus, 1); // no answer: not "pending"
    await expectPollAfter(queryStatus, 2); // another status: not "pending" either
    expect(onFirstPending).not.toHaveBeenCalled();
    await expectPollAfter(queryStatus, 2);
    expect(onFirstPending).toHaveBeenCalledTimes(1);
    await expectPollAfter(queryStatus, 3);
    await expectPollAfter(queryStatus, 3);
    expect(onFirstPending).toHaveBeenCalledTimes(1);
    expect(clearOrder).not.toHaveBeenCalled();
    polling.stop();
  });

  it('a paid or failed first answer is not "still pending"', async () => {
    for (const status of [2, 3]) {
      const { queryStatus, onFirstPending } = setup({ statuses: [status] });
      await expectPollAfter(queryStatus, 1);
      expect(onFirstPending).not.toHaveBeenCalled();
    }
  });

  it('status 4 (refunded): clears the order and stops, with no purchase event', async () => {
    const { queryStatus, clearOrder, onPurchase, onPaySuccess, onEnd } = setup({ statuses: [1, 4] });
    await expectPollAfter(queryStatus, 1);
    await expectPollAfter(queryStatus, 2);
    expect(clearOrder).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('refunded', undefined);
    expect(onPurchase).not.toHaveBeenCalled();
    expect(onPaySuccess).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(queryStatus).toHaveBeenCalledTimes(2);
  });

  it('a still pending order over 1800 s old is cleared and polling stops', async () => {
    // Polls at ages 1796, 1798, 1800 (not over) and 1803 (over).
    const { queryStatus, clearOrder, onEnd } = setup({ ageS: 1795 });
    await expectPollAfter(queryStatus, 1);
    await expectPollAfter(queryStatus, 2);
    await expectPollAfter(queryStatus, 2);
    expect(clearOrder).not.toHaveBeenCalled();
    await expectPollAfter(queryStatus, 3);
    expect(clearOrder).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('expired', undefined);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(queryStatus).toHaveBeenCalledTimes(4);
  });

  it('any other status schedules the next poll with the next delay', async () => {
    const { queryStatus, clearOrder, polling } = setup({ statuses: [0, 1, 7] });
    await expectPollAfter(queryStatus, 1);
    await expectPollAfter(queryStatus, 2);
    await expectPollAfter(queryStatus, 2);
    await expectPollAfter(queryStatus, 3);
    expect(clearOrder).not.toHaveBeenCalled();
    polling.stop();
  });

  it('a failed request schedules the next poll too', async () => {
    const { queryStatus, clearOrder, onPurchase } = setup({
      statuses: [new Error('Network Error'), new Error('timeout'), 2],
    });
    await expectPollAfter(queryStatus, 1);
    await expectPollAfter(queryStatus, 2);
    expect(clearOrder).not.toHaveBeenCalled();
    await expectPollAfter(queryStatus, 2);
    expect(clearOrder).toHaveBeenCalledTimes(1);
    expect(onPurchase).toHaveBeenCalledTimes(1);
  });

  it('stop() cancels the next poll and ignores an answer still on its way', async () => {
    let resolve: (answer: OrderAnswer) => void = () => undefined;
    const queryStatus = vi.fn(() => new Promise<OrderAnswer>((r) => (resolve = r)));
    const clearOrder = vi.fn();
    const onPurchase = vi.fn();
    const polling = startOrderPolling({
      order: order(),
      queryOrder: queryStatus,
      clearOrder,
      onPurchase,
      onPaySuccess: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryStatus).toHaveBeenCalledTimes(1);
    polling.stop();
    resolve({ status: 2 });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(queryStatus).toHaveBeenCalledTimes(1);
    expect(clearOrder).not.toHaveBeenCalled();
    expect(onPurchase).not.toHaveBeenCalled();

    const idle = setup();
    idle.polling.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(idle.queryStatus).not.toHaveBeenCalled();
  });

  it('uses injected timers and clock when given', async () => {
    const scheduled: number[] = [];
    const callbacks: (() => void)[] = [];
    const queryStatus = vi.fn(async () => ({ status: 1 }));
    startOrderPolling({
      order: order(),
      queryOrder: queryStatus,
      clearOrder: vi.fn(),
      onPurchase: vi.fn(),
      onPaySuccess: vi.fn(),
      now: () => NOW_MS,
      timers: {
        setTimeout: (callback, ms) => {
          scheduled.push(ms);
          callbacks.push(callback);
          return callbacks.length;
        },
        clearTimeout: () => undefined,
      },
    });
    for (let i = 0; i < 16; i += 1) {
      callbacks[i]?.();
      await vi.advanceTimersByTimeAsync(0); // lets the answer settle
      expect(scheduled.length).toBe(i + 2);
    }
    expect(scheduled.map((ms) => ms / 1000)).toEqual([...SPEC_DELAYS_S, 60, 60]);
  });
});
