/**
 * SPEC 4 steps 2 and 3, shared by the pay popup (one channel: a package tap pays at once) and
 * the channel picker (two or more): creates the order at the price the viewer saw; with an
 * orderId, stores the pending order and leaves for the channel's gateway (order id, order name,
 * return URL); without one, "Pay failed" shows for 5 seconds. A package whose price changed (or
 * that went off sale) since the popup was read is not ordered: the packages are read again and
 * the server's words shown in place. One payment at a time.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import type { GoodsItem, PayChannel } from '#shared/contract/wallet.ts';
import { API_ERRORS } from '#shared/api-codes.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { notify, notifyIfOffline } from '#web/lib/notify.ts';
import { useLocale } from '#web/stores/locale.ts';
import { createOrder, OFFER_CHANGED_CODE } from '../api/create-order.ts';
import { PAY_CENTER_QUERY_KEY } from '../api/get-pay-center.ts';
import { currentReturnUrl, gatewayUrl } from '../utils/gateway-url.ts';
import { newPendingOrder, savePendingOrder } from '../utils/pending-order.ts';

/** SPEC 4 step 3: "Pay failed" stays 5 seconds. */
export const PAY_FAILED_TOAST_MS = TRANSPORT_TOAST_MS;

/** Leaves for the gateway (a seam for tests: jsdom cannot navigate). */
export const browser = {
  assign: (url: string): void => window.location.assign(url),
};

/** The monthly top-up limit's refusal (issue 19): no order was made, nothing left the page. */
const LIMIT_CODE = API_ERRORS.topupLimitReached.code;

export type PaymentOutcome = 'left' | 'no-order' | 'refused' | { limit: string } | { changed: string };

/**
 * Creates the order; with an orderId, stores the pending order and leaves for the gateway.
 * 'refused': the API client (or, offline, this function) already said why; `{ limit }`: over the monthly top-up limit, the
 * server's message (the popup shows it in place); `{ changed }`: the package's price is not the
 * one shown (or it is off sale), the server's message.
 */
export async function startPayment(item: GoodsItem, channel: PayChannel): Promise<PaymentOutcome> {
  let order;
  try {
    order = await createOrder(item.goods_id, channel.channel_id, item.price_cents);
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === LIMIT_CODE) return { limit: error.msg };
    if (error instanceof ApiRequestError && error.code === OFFER_CHANGED_CODE) return { changed: error.msg };
    notifyIfOffline(error);
    return 'refused';
  }
  if (!order.orderId) return 'no-order';
  savePendingOrder(
    newPendingOrder({
      goodsId: item.goods_id,
      goodsName: item.title,
      tradeNo: order.orderId,
      price: order.price || item.price,
      nowMs: Date.now(),
    }),
  );
  browser.assign(
    gatewayUrl(
      order.gateway || channel.gateway,
      {
        orderId: order.orderId,
        orderName: order.orderName,
        returnUrl: currentReturnUrl(window.location),
        language: useLocale.getState().languageId,
      },
      window.location.href,
    ),
  );
  return 'left';
}

export interface Payment {
  /** The package and channel being paid, null when none. */
  busy: { goodsId: number; channelId: number } | null;
  pay: (item: GoodsItem, channel: PayChannel) => Promise<void>;
  /** The monthly top-up limit's refusal of the last tap (the server's words), else null. */
  limitRefusal: string | null;
  /** The last tap's package was not sold as shown (new price, off sale): the server's words, else null. */
  offerChanged: string | null;
  /** Forgets both refusals (the popup closed). */
  clearRefusals: () => void;
}

/** `onOfferChanged`: the tapped package was not sold as shown (the popup leaves its picker). */
export function usePayment(options: { onOfferChanged?: () => void } = {}): Payment {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusyState] = useState<Payment['busy']>(null);
  const [limitRefusal, setLimitRefusal] = useState<string | null>(null);
  const [offerChanged, setOfferChanged] = useState<string | null>(null);
  // The state arrives with the next render; a second tap before it must not pay twice.
  const current = useRef<Payment['busy']>(null);
  const setBusy = (value: Payment['busy']): void => {
    current.current = value;
    setBusyState(value);
  };

  // Back from the gateway through the back/forward cache: the packages are usable again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent): void => {
      if (!event.persisted) return;
      current.current = null;
      setBusyState(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const pay = async (item: GoodsItem, channel: PayChannel): Promise<void> => {
    if (current.current !== null) return;
    setBusy({ goodsId: item.goods_id, channelId: channel.channel_id });
    setLimitRefusal(null);
    setOfferChanged(null);
    const outcome = await startPayment(item, channel);
    if (outcome === 'left') return; // busy until the browser has left for the gateway
    setBusy(null);
    if (typeof outcome === 'object' && 'limit' in outcome) setLimitRefusal(outcome.limit);
    if (typeof outcome === 'object' && 'changed' in outcome) {
      setOfferChanged(outcome.changed);
      // The packages as they are sold now, in place of the ones shown.
      void queryClient.invalidateQueries({ queryKey: PAY_CENTER_QUERY_KEY });
      options.onOfferChanged?.();
    }
    if (outcome === 'no-order') notify(t('pay.failed'), { kind: 'error', durationMs: PAY_FAILED_TOAST_MS });
  };

  const clearRefusals = (): void => {
    setLimitRefusal(null);
    setOfferChanged(null);
  };

  return { busy, pay, limitRefusal, offerChanged, clearRefusals };
}
