/**
 * The polling of a stored pending order with its effects (SPEC 4 steps 4 to 7): loaded by
 * hooks/use-pending-order-polling.ts only when an order is stored, so neither the order query
 * nor the pixels are part of the first page's JS. Back from the gateway without finishing (the
 * browser's Back: no return address, no Cancel), the first answer says pending: the viewer is
 * told once that the payment is not finished and will be credited when it goes through, while
 * the order is still polled; a later return, reload or restore of the same order says nothing.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CURRENCY, TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import { notify } from '#web/lib/notify.ts';
import { emitPaySuccess } from '#web/lib/pay-events.ts';
import { trackPurchase } from '#web/lib/pixels.ts';
import { WALLET_QUERY_KEY } from '#web/lib/wallet-query-key.ts';
import { PAY_CENTER_QUERY_KEY } from '../api/get-pay-center.ts';
import { queryOrder } from '../api/query-order.ts';
import { startOrderPolling, type OrderPolling } from './order-polling.ts';
import { clearPendingOrder, markPendingOrderTold, type PendingOrder } from './pending-order.ts';

/** "Not finished yet" is two lines to read: as long as the transport toasts. */
export const NOT_FINISHED_TOAST_MS = TRANSPORT_TOAST_MS;

/** Runs `show` now if the page is visible, else when it next becomes visible; returns a cancel. */
function whenVisible(show: () => void): () => void {
  if (document.visibilityState === 'visible') {
    show();
    return () => undefined;
  }
  const onChange = (): void => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onChange);
    show();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export function watchPendingOrder(options: {
  order: PendingOrder;
  queryClient: QueryClient;
  /**
   * The latest user-info refresh and translated messages: success when it is paid; failed when
   * the payment did not go through; not completed when it was cancelled, or when how it ended
   * cannot be told; not finished when it is still pending on the first return.
   */
  latest: () => {
    refreshUser: () => unknown;
    successMessage: string;
    failedMessage: string;
    notCompletedMessage: string;
    notFinishedMessage: string;
  };
}): OrderPolling {
  const { order, queryClient, latest } = options;
  let cancelNotice = (): void => undefined;
  const polling = startOrderPolling({
    order,
    queryOrder,
    clearOrder: clearPendingOrder,
    onPurchase: (paid) =>
      trackPurchase({
        value: Number(paid.price),
        currency: paid.currency || CURRENCY,
        contentId: String(paid.goodsId),
      }),
    onPaySuccess: (paid) => {
      const { refreshUser, successMessage } = latest();
      void refreshUser();
      void queryClient.invalidateQueries({ queryKey: PAY_CENTER_QUERY_KEY });
      // The top-up records (the order now paid) and the month's top-up total, wherever shown.
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
      emitPaySuccess({ tradeNo: paid.tradeNo, goodsId: paid.goodsId });
      notify(successMessage, { kind: 'success' });
    },
    // The gateway said no: say so, instead of a silent return. Status 3 is both a declined
    // payment and a cancelled checkout; the answer's result tells them apart (SPEC: "payment
    // failed" for a failure).
    onEnd: (reason, result) => {
      cancelNotice();
      if (reason !== 'failed') return;
      const { failedMessage, notCompletedMessage } = latest();
      notify(result === 'failed' ? failedMessage : notCompletedMessage, { kind: 'info' });
    },
    // Still pending on the way back: said once per order, when the page is seen, and only if
    // the order is still the stored one (not ended, nor told in another tab, meanwhile).
    onFirstPending: () => {
      if (order.toldPending === true) return;
      cancelNotice = whenVisible(() => {
        if (!markPendingOrderTold(order.tradeNo)) return;
        notify(latest().notFinishedMessage, { kind: 'info', durationMs: NOT_FINISHED_TOAST_MS });
      });
    },
  });
  return {
    stop: () => {
      cancelNotice();
      polling.stop();
    },
  };
}
