/**
 * "Return my coins" over a paid episode that could not be played (decision 0041): what the
 * episode cost comes back to the balances it came from, and the episode locks again.
 */
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatCount } from '#web/lib/format.ts';
import type { CoinsBackAmount } from '../hooks/use-coins-back.ts';
import styles from './coins-back-offer.module.css';

export function CoinsBackOffer(props: { amount: CoinsBackAmount; busy: boolean; onTake: () => void }) {
  const { t, i18n } = useTranslation();
  const gold = formatCount(props.amount.gold, i18n.language);
  const coin = formatCount(props.amount.coin, i18n.language);
  const { amount } = props;
  const what =
    amount.gold > 0 && amount.coin > 0
      ? t('player.coins_back_both', { gold, coin })
      : amount.gold > 0
        ? t('player.coins_back_gold', { gold })
        : t('player.coins_back_coin', { coin });
  return (
    <div className={styles.offer} data-testid="coins-back-offer" data-no-swipe="">
      <p className={styles.title}>{t('player.coins_back_title')}</p>
      <p className={styles.text}>{t('player.coins_back_text', { what })}</p>
      <Button
        block
        color="primary"
        shape="rounded"
        loading={props.busy}
        onClick={props.onTake}
        data-testid="coins-back-take"
      >
        {t('player.coins_back_action')}
      </Button>
    </div>
  );
}
