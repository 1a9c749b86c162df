/**
 * The second popup of the pay flow (SPEC 2, SPEC 4 steps 2 and 3): headed "You need to pay"
 * and the price; picking a channel creates the order. With an orderId the pending order is
 * stored and the browser goes to the channel's gateway (order id, order name, return URL);
 * without one, "Pay failed" shows for 5 seconds.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_TOAST_MS } from '#shared/constants.ts';
import type { GoodsItem, PayChannel } from '#shared/contract/wallet.ts';
import { notify } from '#web/lib/notify.ts';
import { useLocale } from '#web/stores/locale.ts';
import { createOrder } from '../api/create-order.ts';
import { currentReturnUrl, gatewayUrl } from '../utils/gateway-url.ts';
import { newPendingOrder, savePendingOrder } from '../utils/pending-order.ts';
import { DialogSheet } from '#web/components/dialog-sheet.tsx';
import styles from './pay-popup.module.css';

/** SPEC 4 step 3: "Pay failed" stays 5 seconds. */
export const PAY_FAILED_TOAST_MS = TRANSPORT_TOAST_MS;

/** Leaves for the gateway (a seam for tests: jsdom cannot navigate). */
export const browser = {
  assign: (url: string): void => window.location.assign(url),
};

/**
 * SPEC 4 steps 2 and 3: creates the order; with an orderId, stores the pending order and
 * leaves for the gateway. 'refused': the API client already said why.
 */
export async function startPayment(
  item: GoodsItem,
  channel: PayChannel,
): Promise<'left' | 'no-order' | 'refused'> {
  let order;
  try {
    order = await createOrder(item.goods_id, channel.channel_id);
  } catch {
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

interface ChannelPickerProps {
  goods: GoodsItem | null;
  onClose: () => void;
}

export function ChannelPicker({ goods, onClose }: ChannelPickerProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  // The last package stays on screen during the closing animation.
  const [shown, setShown] = useState<GoodsItem | null>(goods);
  if (goods !== null && goods !== shown) setShown(goods);

  // Back from the gateway through the back/forward cache: the channels are usable again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent): void => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const pay = async (item: GoodsItem, channel: PayChannel): Promise<void> => {
    if (busy !== null) return;
    setBusy(channel.channel_id);
    const outcome = await startPayment(item, channel);
    if (outcome === 'left') return; // busy until the browser has left for the gateway
    setBusy(null);
    if (outcome === 'no-order') notify(t('pay.failed'), { kind: 'error', durationMs: PAY_FAILED_TOAST_MS });
  };

  const item = goods ?? shown;
  return (
    <DialogSheet
      visible={goods !== null}
      onClose={onClose}
      title={
        item && (
          <>
            <span className={styles.payLabel}>{t('pay.need_to_pay')}</span>{' '}
            <span className={styles.payPrice}>{item.fat_price}</span>
          </>
        )
      }
      titleClassName={styles.pay}
      titleTestId="pay-channel-title"
      testId="pay-channel-sheet"
    >
      {item && (
        <>
          <ul className={styles.channels} aria-label={t('pay.channels_label')}>
            {item.pal_channel.map((channel) => (
              <li key={channel.channel_id}>
                <button
                  type="button"
                  className={styles.channel}
                  data-testid={`pay-channel-${channel.channel_id}`}
                  aria-busy={busy === channel.channel_id}
                  disabled={busy !== null && busy !== channel.channel_id}
                  onClick={() => void pay(item, channel)}
                >
                  {channel.icon !== '' && (
                    <img className={styles.channelIcon} src={channel.icon} alt="" width={28} height={28} />
                  )}
                  <span className={styles.channelTitle}>{channel.title}</span>
                </button>
              </li>
            ))}
          </ul>
          {item.pal_channel.length === 0 && <p className={styles.state}>{t('pay.no_channels')}</p>}
        </>
      )}
    </DialogSheet>
  );
}
