/**
 * The second popup of the pay flow when a package can be paid in two or more ways (SPEC 2,
 * SPEC 4 steps 2 and 3): headed "You need to pay" and the price; picking a channel creates the
 * order (hooks/use-payment.ts). With a single channel the pay popup pays at once instead; with
 * none, this sheet says that no payment method is available.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsItem } from '#shared/contract/wallet.ts';
import { DialogSheet } from '#web/components/dialog-sheet.tsx';
import type { Payment } from '../hooks/use-payment.ts';
import styles from './pay-popup.module.css';

interface ChannelPickerProps {
  goods: GoodsItem | null;
  payment: Payment;
  onClose: () => void;
}

export function ChannelPicker({ goods, payment, onClose }: ChannelPickerProps) {
  const { t } = useTranslation();
  // The last package stays on screen during the closing animation.
  const [shown, setShown] = useState<GoodsItem | null>(goods);
  if (goods !== null && goods !== shown) setShown(goods);
  const { busy, pay } = payment;

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
                  aria-busy={busy?.channelId === channel.channel_id}
                  disabled={busy !== null && busy.channelId !== channel.channel_id}
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
