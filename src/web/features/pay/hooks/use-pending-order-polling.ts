/**
 * SPEC 4 steps 4 to 7 in the app shell: once the session has a token, a stored pending order
 * is polled (utils/order-polling.ts). Paid: the purchase goes to the pixels; a recent order
 * also refreshes the user info, the pay centre and emits paySuccess (the play page refetches
 * its locks and balances), with a "Payment successful" toast.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENCY } from '#shared/constants.ts';
import { notify } from '#web/lib/notify.ts';
import { emitPaySuccess } from '#web/lib/pay-events.ts';
import { trackPurchase } from '#web/lib/pixels.ts';
import { useSession } from '#web/stores/session.ts';
import { PAY_CENTER_QUERY_KEY } from '../api/get-pay-center.ts';
import { queryOrderStatus } from '../api/query-order.ts';
import { startOrderPolling } from '../utils/order-polling.ts';
import { clearPendingOrder, readPendingOrder } from '../utils/pending-order.ts';

export function usePendingOrderPolling(options: { refreshUser: () => unknown }): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const latest = useRef({ refreshUser: options.refreshUser, t });
  /** Back from the gateway through the back/forward cache is a load too: poll again. */
  const [restored, setRestored] = useState(0);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent): void => {
      if (event.persisted) setRestored((n) => n + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    latest.current = { refreshUser: options.refreshUser, t };
  });

  useEffect(() => {
    if (token === '') return;
    const order = readPendingOrder();
    if (!order) return;
    const polling = startOrderPolling({
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
        void latest.current.refreshUser();
        void queryClient.invalidateQueries({ queryKey: PAY_CENTER_QUERY_KEY });
        emitPaySuccess({ tradeNo: paid.tradeNo, goodsId: paid.goodsId });
        notify(latest.current.t('pay.success'), { kind: 'success' });
      },
    });
    return () => polling.stop();
  }, [token, queryClient, restored]);
}
