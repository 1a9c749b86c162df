/**
 * SPEC 4 steps 4 to 7 in the app shell: once the session has a token, a stored pending order
 * is polled (utils/order-polling.ts). Paid: the purchase goes to the pixels; a recent order
 * also refreshes the user info, the pay centre and emits paySuccess (the play page refetches
 * its locks and balances), with a "Payment successful" toast; a failed or cancelled payment
 * says which (failed, or not completed when cancelled). Back from the gateway's Cancel
 * (utils/cancelled-return.ts), the order is not polled: it is forgotten and the buyer told it
 * was not completed. Back without a choice (the browser's Back, through the back/forward cache
 * or a new load), the order stays polled and the buyer is told once that the payment is not
 * finished yet. The polling code is fetched only when an order is stored
 * (utils/watch-pending-order.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '#web/stores/session.ts';
import type { OrderPolling } from '../utils/order-polling.ts';
import { notify } from '#web/lib/notify.ts';
import { takeCancelledReturn } from '../utils/cancelled-return.ts';
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
    if (takeCancelledReturn(order.tradeNo)) {
      clearPendingOrder();
      notify(latest.current.t('pay.not_completed'), { kind: 'info' });
      return;
    }
    let stopped = false;
    let polling: OrderPolling | undefined;
    import('../utils/watch-pending-order.ts')
      .then(({ watchPendingOrder }) => {
        if (stopped) return;
        polling = watchPendingOrder({
          order,
          queryClient,
          latest: () => ({
            refreshUser: latest.current.refreshUser,
            successMessage: latest.current.t('pay.success'),
            failedMessage: latest.current.t('pay.payment_failed'),
            notCompletedMessage: latest.current.t('pay.not_completed'),
            notFinishedMessage: latest.current.t('pay.not_finished'),
          }),
        });
      })
      // The chunk did not load (offline): the order stays stored and is polled on the next load.
      .catch(() => undefined);
    return () => {
      stopped = true;
      polling?.stop();
    };
  }, [token, queryClient, restored]);
}
