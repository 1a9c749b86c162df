/**
 * The locked-episode sheet (DESIGN 3, issue 5): on opening it asks POST /video/unlock-quote and
 * shows the episode's price, both balances, and the offers: this episode, the next ten and all
 * remaining, each at its stated discount and with where its coins come from (vouchers first,
 * then gold; offers that do not apply are hidden). Against the order rule it explains why and
 * leads to the first episode to unlock. Insufficient balance (802) opens the pay popup in
 * recharge mode; the VIP line opens it in VIP mode. The opt-in auto-unlock switch shows its
 * per-day cap and today's spending.
 */
import { Popup } from 'antd-mobile';
import { LockFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { DetailData, EpisodeItem } from '#shared/contract/catalogue.ts';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';
import { formatCount } from '#web/lib/format.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import { useUnlockQuote } from '../api/get-unlock-quote.ts';
import { useUnlockOffer } from '../hooks/use-unlock-offer.ts';
import { AutoUnlockRow } from './auto-unlock-row.tsx';
import { UnlockActions } from './unlock-offers.tsx';
import styles from './sheets.module.css';

interface LockedSheetProps {
  visible: boolean;
  detail: DetailData;
  number: number;
  onClose: () => void;
  /** Jump to another episode (the first one the order rule asks to unlock). */
  onGoTo?: (number: number) => void;
}

export function LockedSheet({ visible, detail, number, onClose, onGoTo }: LockedSheetProps) {
  const { t, i18n } = useTranslation();
  const openPay = usePayPopup((s) => s.open);
  const episode: EpisodeItem | undefined = detail.episodes.find((e) => e.number === number);
  const episodeId = episode?.episode_id ?? 0;
  const quoteQuery = useUnlockQuote(episodeId, visible);
  const quote = quoteQuery.data?.episode_id === episodeId ? quoteQuery.data : undefined;
  const format = (value: number): string => formatCount(value, i18n.language);
  const dramaId = detail.drama.drama_id;

  const price = quote?.price ?? episode?.price ?? detail.drama.episode_price;
  const balance = quote?.balance ?? detail.balance;
  const canUnlock = quote ? quote.can_unlock === 1 : episode?.can_unlock !== 0;
  const offers = (quote?.offers ?? []).filter((offer) => offer.count > 0);
  const { busy, unlock } = useUnlockOffer({
    dramaId,
    episodeId,
    refetchQuote: () => void quoteQuery.refetch(),
  });

  useCloseOnBack(visible, onClose);
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      bodyClassName={styles.body}
      // The dimmed episode above stays swipeable (player-screen.tsx): the mask lets touches
      // through, and the sheet has a close button instead of a tap on the mask.
      maskStyle={{ pointerEvents: 'none' }}
      showCloseButton
      destroyOnClose
    >
      <div
        className={styles.sheet}
        data-testid="locked-sheet"
        data-state={quote ? 'ready' : quoteQuery.isError ? 'error' : 'loading'}
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
            <dd data-testid="locked-gold">{format(balance.gold)}</dd>
          </div>
          <div>
            <dt>{t('player.balance_coin')}</dt>
            <dd data-testid="locked-coin">{format(balance.coin)}</dd>
          </div>
        </dl>
        <UnlockActions
          dramaId={dramaId}
          quote={quote}
          canUnlock={canUnlock}
          offers={offers}
          busy={busy}
          onPick={(picked) => void unlock(picked)}
          quoteFailed={quoteQuery.isError}
          onRetryQuote={() => void quoteQuery.refetch()}
          onGoTo={onGoTo}
        />
        {quote && quote.playable !== 1 && <AutoUnlockRow quote={quote} />}
        <button type="button" className={styles.vip} onClick={() => openPay('vip')} data-testid="unlock-vip">
          <img src="/vip.svg" width={18} height={18} alt="" />
          <span>{t('player.vip_line')}</span>
        </button>
      </div>
    </Popup>
  );
}
