/**
 * One package of the pay popup (SPEC 2, SPEC 3 item): the first tag as a corner ribbon in its
 * colour, the title, the coins with the bonus text (coin packs) or the VIP note, and the
 * displayed price (fat_price, formatted by the server for the request's language), which is
 * what a tap pays when the package has a single channel. Busy while its order is created.
 */
import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { GoodsItem } from '#shared/contract/wallet.ts';
import { formatCount } from '#web/lib/format.ts';
import styles from './pay-popup.module.css';

export const VIP_GOODS_TYPE = 2;

function sameText(a: string, b: string): boolean {
  const norm = (text: string): string => text.replace(/[\s,.]/g, '').toLowerCase();
  return norm(a) === norm(b);
}

interface GoodsCardProps {
  item: GoodsItem;
  /** Its order is being created. */
  busy?: boolean;
  /** Another package's order is being created. */
  disabled?: boolean;
  onPick: (item: GoodsItem) => void;
}

export function GoodsCard({ item, busy = false, disabled = false, onPick }: GoodsCardProps) {
  const { t, i18n } = useTranslation();
  const tag = item.tag[0];
  const vip = item.type === VIP_GOODS_TYPE;
  const amount =
    item.gold_num > 0 ? t('pay.coins_amount', { amount: formatCount(item.gold_num, i18n.language) }) : '';
  // A coin pack is often named after its coins ("500 coins"): the title is not said twice.
  const titleRepeatsAmount = amount !== '' && sameText(item.title, amount);
  return (
    <button
      type="button"
      className={styles.card}
      data-vip={vip}
      data-testid={`pay-goods-${item.goods_id}`}
      aria-busy={busy}
      disabled={disabled}
      onClick={() => {
        if (!busy) onPick(item);
      }}
    >
      {tag && tag.tab !== '' && (
        <span className={styles.ribbon} style={tag.color ? { background: tag.color } : undefined}>
          {tag.tab}
        </span>
      )}
      {!titleRepeatsAmount && <span className={styles.cardTitle}>{item.title}</span>}
      {amount !== '' && <span className={styles.amount}>{amount}</span>}
      {item.or_send !== '' && <span className={styles.bonus}>{item.or_send}</span>}
      {item.note !== '' && <span className={styles.cardNote}>{item.note}</span>}
      <span className={styles.price} data-testid="pay-goods-price">
        {busy && <SpinLoading className={styles.spinner} aria-hidden="true" />}
        {item.fat_price}
      </span>
    </button>
  );
}
