/**
 * The top-up records: package, displayed price, how it ended (pending, paid, failed,
 * cancelled at the gateway, or refunded, with why) in colour, time, trade no. A coin pack is
 * named by its coins in the words of the pay popup ("1,000 coins"), not by the server's package
 * title ("1,000 Coins"); a VIP package by its title. The order number is shown whole, with a
 * copy button: the pay popup's guide asks buyers to write to support with it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '#shared/contract/wallet.ts';
import type { OrderResult } from '#shared/contract/wallet-constants.ts';
import { copyText } from '#web/lib/copy-text.ts';
import { formatCount } from '#web/lib/format.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';
import { flattenPages } from '#web/lib/paging.ts';
import { useOrderList } from '../api/get-order-list.ts';
import { RecordList, When } from './record-list.tsx';
import styles from './records.module.css';

const STATUS_LABELS: Record<OrderResult, MessageKey> = {
  pending: 'wallet.status_pending',
  paid: 'wallet.status_paid',
  failed: 'wallet.status_failed',
  cancelled: 'wallet.status_cancelled',
  refunded: 'wallet.status_refunded',
};

/**
 * The order number in full (it may wrap; support asks for it, issue: Thai at 320 px cut it
 * off) and a button that copies it, with a toast either way.
 */
function TradeNo({ no }: { no: string }) {
  const { t } = useTranslation();
  const copy = async (): Promise<void> => {
    if (await copyText(no)) notify(t('wallet.trade_no_copied'), { kind: 'success' });
    else notify(t('wallet.copy_failed'));
  };
  return (
    <div className={styles.tradeNoLine}>
      <span className={styles.tradeNo} data-testid="order-trade-no">
        {t('wallet.trade_no', { no })}
      </span>
      <button
        type="button"
        className={styles.copy}
        aria-label={t('wallet.trade_no_copy')}
        data-testid="order-trade-no-copy"
        onClick={() => void copy()}
      >
        {t('wallet.copy')}
      </button>
    </div>
  );
}

function OrderRow({ order }: { order: OrderItem }) {
  const { t, i18n } = useTranslation();
  const status = order.result;
  const coinPack = order.gold_num > 0 && order.vip_days === 0;
  const title = coinPack
    ? t('pay.coins_amount', { amount: formatCount(order.gold_num, i18n.language) })
    : order.title;
  return (
    <div className={styles.row} data-testid="order-row" data-status={status} data-trade-no={order.trade_no}>
      <div className={styles.line}>
        <span className={styles.title} data-testid="order-title">
          {title}
        </span>
        <span className={styles.amount}>{order.fat_price}</span>
      </div>
      <div className={styles.line}>
        <When unixSeconds={order.paid_at || order.created_at} />
        <span className={styles.status} data-status={status} data-testid="order-status">
          {t(STATUS_LABELS[status])}
        </span>
      </div>
      {status === 'refunded' && (
        <span className={styles.note} data-testid="order-refund-note">
          {t('wallet.refund_note')}
        </span>
      )}
      <TradeNo no={order.trade_no} />
    </div>
  );
}

export function OrderRecords({ empty }: { empty: ReactNode }) {
  const orders = useOrderList();
  const items = flattenPages(orders.data?.pages, (order) => order.trade_no);
  return (
    <RecordList
      items={items}
      isPending={orders.isPending}
      isError={orders.isError}
      hasMore={orders.hasNextPage}
      loadMore={async () => {
        const result = await orders.fetchNextPage();
        if (result.isError) throw result.error;
      }}
      retry={() => void orders.refetch()}
      empty={empty}
      testId="order-list"
      keyOf={(order) => order.trade_no}
      renderItem={(order) => <OrderRow order={order} />}
    />
  );
}
