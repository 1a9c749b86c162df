/**
 * Polling a pending order, exactly as SPEC 4 (steps 4 to 7) says:
 *   - query delays in seconds are taken from the END of the list
 *     [60, 20, 20, 10, 5, 3, 3, 3, 2, 2, 3, 3, 2, 2, 1], so 1, 2, 2, 3, 3, ... 20, 60;
 *     once the list is exhausted every delay is 60 s;
 *   - status 2 (paid): the order is cleared and a purchase event reported; when the order is
 *     under 1800 s old, user info is refreshed and paySuccess emitted (onPaySuccess);
 *   - status 3 (failed), or an order over 1800 s old: the order is cleared, polling stops;
 *   - any other status: the next poll is scheduled. A request that fails (network, server)
 *     counts as "no answer yet" and is treated the same way.
 * Pure: the query, the clock and the timers are injected, so the schedule is unit-tested with
 * fake timers delay by delay.
 */
import { ORDER_POLL_DELAYS_S, ORDER_POLL_FALLBACK_S, PENDING_ORDER_WINDOW_S } from '#shared/constants.ts';
import { ORDER_STATUS } from '#shared/contract/wallet-constants.ts';
import type { PendingOrder } from './pending-order.ts';

export interface PollTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export type PollEnd = 'paid' | 'failed' | 'refunded' | 'expired' | 'stopped';

export interface OrderPollingOptions {
  order: PendingOrder;
  /** POST /pay/query-order: resolves to the order's status; rejects when the request failed. */
  queryStatus: (tradeNo: string) => Promise<number>;
  /** Removes the stored pending order. */
  clearOrder: () => void;
  /** Status 2, whatever the age: the purchase event (pixels). */
  onPurchase: (order: PendingOrder) => void;
  /** Status 2 for an order under 1800 s old: refresh user info and emit paySuccess. */
  onPaySuccess: (order: PendingOrder) => void;
  /** Polling ended (not called for stop()). */
  onEnd?: (reason: Exclude<PollEnd, 'stopped'>) => void;
  /** Epoch milliseconds; Date.now by default. */
  now?: () => number;
  timers?: PollTimers;
}

export interface OrderPolling {
  /** Cancels the next poll and ignores an answer still on its way. */
  stop: () => void;
}

/** The delays of SPEC 4 in the order they are used: the list read from its end. */
export function pollDelaysInOrder(): number[] {
  return [...ORDER_POLL_DELAYS_S].reverse();
}

/** The delay before the poll numbered `index` (0-based): the list from its end, then 60 s. */
export function pollDelayS(index: number): number {
  const list = ORDER_POLL_DELAYS_S;
  return index < list.length
    ? (list[list.length - 1 - index] ?? ORDER_POLL_FALLBACK_S)
    : ORDER_POLL_FALLBACK_S;
}

/** Seconds since the order was created. */
export function orderAgeS(order: PendingOrder, nowMs: number): number {
  return nowMs / 1000 - order.tradeTime;
}

const defaultTimers: PollTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function startOrderPolling(options: OrderPollingOptions): OrderPolling {
  const { order, queryStatus, clearOrder } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? defaultTimers;
  let polls = 0;
  let handle: unknown = null;
  let stopped = false;

  const end = (reason: Exclude<PollEnd, 'stopped'>): void => {
    stopped = true;
    options.onEnd?.(reason);
  };

  const schedule = (): void => {
    const delay = pollDelayS(polls);
    polls += 1;
    handle = timers.setTimeout(() => {
      handle = null;
      void poll();
    }, delay * 1000);
  };

  const settle = (status: number | null): void => {
    if (stopped) return;
    const age = orderAgeS(order, now());
    if (status === ORDER_STATUS.paid) {
      clearOrder();
      options.onPurchase(order);
      if (age < PENDING_ORDER_WINDOW_S) options.onPaySuccess(order);
      end('paid');
      return;
    }
    if (status === ORDER_STATUS.failed) {
      clearOrder();
      end('failed');
      return;
    }
    // Paid and already given back (issue 18) before this tab saw it paid: nothing to credit,
    // nothing to wait for; the top-up records say why.
    if (status === ORDER_STATUS.refunded) {
      clearOrder();
      end('refunded');
      return;
    }
    if (age > PENDING_ORDER_WINDOW_S) {
      clearOrder();
      end('expired');
      return;
    }
    schedule();
  };

  const poll = async (): Promise<void> => {
    if (stopped) return;
    let status: number | null;
    try {
      status = await queryStatus(order.tradeNo);
    } catch {
      status = null;
    }
    settle(status);
  };

  schedule();

  return {
    stop: () => {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}
