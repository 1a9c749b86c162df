/**
 * The polling of a stored pending order with its effects (SPEC 4 steps 4 to 7): loaded by
 * hooks/use-pending-order-polling.ts only when an order is stored, so neither the order query
 * nor the pixels are part of the first page's JS.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CURRENCY } from '#shared/constants.ts';
import { notify } from '#web/lib/notify.ts';
import { emitPaySuccess } from '#web/lib/pay-events.ts';
import { trackPurchase } from '#web/lib/pixels.ts';
import { WALLET_QUERY_KEY } from '#web/lib/wallet-query-key.ts';
import { PAY_CENTER_QUERY_KEY } from '../api/get-pay-center.ts';
import { queryOrderStatus } from '../api/query-order.ts';
import { endedResult } from '../api/ended-result.ts';
import { startOrderPolling, type OrderPolling } from './order-polling.ts';
import { clearPendingOrder, type PendingOrder } from './pending-order.ts';

export function watchPendingOrder(options: {
  order: PendingOrder;
  queryClient: QueryClient;
  /**
   * The latest user-info refresh and translated messages: success when it is paid; failed when
   * the payment did not go through; not completed when it was cancelled, or when how it ended
   * cannot be told.
   */
  latest: () => {
    refreshUser: () => unknown;
    successMessage: string;
    failedMessage: string;
    notCompletedMessage: string;
  };
}): OrderPolling {
  const { order, queryClient, latest } = options;
  return startOrderPolling({
    order,
    queryStatus: queryOrderStatus,
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
    // payment and a cancelled checkout; the order's result tells them apart (SPEC: "payment
    // failed" for a failure).
    onEnd: (reason) => {
      if (reason !== 'failed') return;
      void endedResult(order.tradeNo).then((result) => {
        const { failedMessage, notCompletedMessage } = latest();
        notify(result === 'failed' ? failedMessage : notCompletedMessage, { kind: 'info' });
      });
    },
  });
}
