/**
 * The locked-episode sheet: the lock, the price of this episode, the user's gold and
 * vouchers, the (for now disabled) unlock button and the VIP offer. Unlocking and paying
 * arrive with the wallet; until then the button says so.
 */
import { Button, Popup } from 'antd-mobile';
import { LockFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { DetailData, EpisodeItem } from '#shared/contract/catalogue.ts';
import { formatCount } from '#web/lib/format.ts';
import styles from './sheets.module.css';

interface LockedSheetProps {
  visible: boolean;
  detail: DetailData;
  number: number;
  onClose: () => void;
}

export function LockedSheet({ visible, detail, number, onClose }: LockedSheetProps) {
  const { t, i18n } = useTranslation();
  const episode: EpisodeItem | undefined = detail.episodes.find((e) => e.number === number);
  const price = episode?.price ?? detail.drama.episode_price;
  const format = (value: number): string => formatCount(value, i18n.language);

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
      destroyOnClose
    >
      <div
        className={styles.sheet}
        data-testid="locked-sheet"
        role="dialog"
        aria-labelledby="locked-sheet-title"
      >
        <div className={styles.lockBadge} aria-hidden="true">
          <LockFill />
        </div>
        <h2 id="locked-sheet-title" className={`${styles.title} ${styles.centered}`}>
          {t('player.locked_title', { number })}
        </h2>
        <p className={styles.price} data-testid="locked-price">
          {t('player.unlock_price', { price: format(price) })}
        </p>
        <dl className={styles.balances}>
          <div>
            <dt>{t('player.balance_gold')}</dt>
            <dd data-testid="locked-gold">{format(detail.balance.gold)}</dd>
          </div>
          <div>
            <dt>{t('player.balance_coin')}</dt>
            <dd data-testid="locked-coin">{format(detail.balance.coin)}</dd>
          </div>
        </dl>
        {episode && episode.can_unlock === 0 && <p className={styles.note}>{t('player.unlock_order')}</p>}
        <Button block color="primary" shape="rounded" size="large" disabled data-testid="unlock-episode">
          {t('player.unlock')}
        </Button>
        <p className={styles.note}>{t('player.unlock_soon')}</p>
        {detail.locked_count > 1 && (
          <p className={styles.note}>
            {t('player.total_to_finish', {
              count: detail.locked_count,
              coins: format(detail.total_to_finish),
            })}
          </p>
        )}
        <p className={styles.vip}>
          <img src="/vip.svg" width={18} height={18} alt="" />
          <span>{t('player.vip_line')}</span>
        </p>
      </div>
    </Popup>
  );
}
