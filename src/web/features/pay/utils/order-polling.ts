/**
 * Polling a pending order, exactly as SPEC 4 (steps 4 to 7) says:
 *   - query delays in seconds are taken from the END of the list
 *     [60, 20, 20, 10, 5, 3, 3, 3, 2, 2, 3, 3, 2, 2, 1], so 1, 2, 2, 3, 3, ... 20, 60;
 *     once the list is exhausted every delay is 60 s;
 *   - status 2 (paid): the order is cleared and a purchase event reported; when the order is
 *     under 1800 s old, user info is refreshed and paySuccess emitted (onPaySuccess);
 *   - status 3 (failed), or an order over 1800 s old: the order is cleared, polling stops
 *     (a failed order's `result` tells a declined payment from a cancelled checkout);
 *   - any other status: the next poll is scheduled. A request that fails (network, server)
 *     counts as "no answer yet" and is treated the same way.
 * Pure: the query, the clock and the timers are injected, so the schedule is unit-tested with
 * fake timers delay by delay.
 */
import { ORDER_POLL_DELAYS_S, ORDER_POLL_FALLBACK_S, PENDING_ORDER_WINDOW_S } from '#shared/constants.ts';
import { ORDER_STATUS, type OrderResult } from '#shared/contract/wallet-constants.ts';
import type { PendingOrder } from './pending-order.ts';

export interface PollTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export type PollEnd = 'paid' | 'failed' | 'refunded' | 'expired' | 'stopped';

/** POST /pay/query-order's answer: the status, and how the order ended when the server says it. */
export interface OrderAnswer {
  status: number;
  result?: OrderResult;
}

export interface OrderPollingOptions {
  order: PendingOrder;
  /** POST /pay/query-order: resolves to the order's answer; rejects when the request failed. */
  queryOrder: (tradeNo: string) => Promise<OrderAnswer>;
  /** Removes the stored pending order. */
  clearOrder: () => void;
  /** Status 2, whatever the age: the purchase event (pixels). */
  onPurchase: (order: PendingOrder) => void;
  /** Status 2 for an order under 1800 s old: refresh user info and emit paySuccess. */
  onPaySuccess: (order: PendingOrder) => void;
  /** Polling ended (not called for stop()); `result`: how it ended, when the server said it. */
  onEnd?: (reason: Exclude<PollEnd, 'stopped'>, result?: OrderResult) => void;
  /** The first answer of this run that says the order is still pending (once; not for no answer). */
  onFirstPending?: () => void;
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
  const { order, queryOrder, clearOrder } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? defaultTimers;
  let polls = 0;
  let handle: unknown = null;
  let stopped = false;
  let pendingSeen = false;

  const end = (reason: Exclude<PollEnd, 'stopped'>, result?: OrderResult): void => {
    stopped = true;
    options.onEnd?.(reason, result);
  };

  const schedule = (): void => {
    const delay = pollDelayS(polls);
    polls += 1;
    handle = timers.setTimeout(() => {
      handle = null;
      void poll();
    }, delay * 1000);
  };

  const settle = (answer: OrderAnswer | null): void => {
    if (stopped) return;
    const status = answer?.status ?? null;
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
      end('failed', answer?.result);
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
    if (status === ORDER_STATUS.pending && !pendingSeen) {
      pendingSeen = true;
      options.onFirstPending?.();
    }
  };

  const poll = async (): Promise<void> => {
    if (stopped) return;
    let answer: OrderAnswer | null;
    try {
      answer = await queryOrder(order.tradeNo);
    } catch {
      answer = null;
    }
    settle(answer);
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
