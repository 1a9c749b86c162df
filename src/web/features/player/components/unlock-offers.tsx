/**
 * The middle of the locked sheet (locked-sheet.tsx): what the viewer can do: play (already
 * unlocked), go to the episode the order rule asks for first, or pick one of the offers (this
 * episode, the next ten, all remaining) at its discount, each saying where its coins come from
 * (vouchers first, then gold) or how many are missing.
 */
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UnlockOffer, UnlockQuoteData, UnlockScope } from '#shared/contract/wallet.ts';
import { formatCount } from '#web/lib/format.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { refreshLocks } from '../api/unlock-episode.ts';
import styles from './sheets.module.css';

const OFFER_TEST_IDS: Record<UnlockScope, string> = {
  one: 'unlock-episode',
  next10: 'unlock-next10',
  rest: 'unlock-rest',
};

const SOURCE_TEST_IDS: Record<UnlockScope, string> = {
  one: 'unlock-source',
  next10: 'unlock-source-next10',
  rest: 'unlock-source-rest',
};

const OFFER_LABELS: Record<UnlockScope, MessageKey> = {
  one: 'unlock.offer_one',
  next10: 'unlock.offer_next',
  rest: 'unlock.offer_rest',
};

function OfferButton({
  offer,
  balance,
  busy,
  disabled,
  onPick,
}: {
  offer: UnlockOffer;
  balance: UnlockQuoteData['balance'];
  busy: boolean;
  disabled: boolean;
  onPick: (offer: UnlockOffer) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = (value: number): string => formatCount(value, i18n.language);
  const primary = offer.scope === 'one';
  return (
    <Button
      block
      color="primary"
      fill={primary ? 'solid' : 'outline'}
      shape="rounded"
      size={primary ? 'large' : 'middle'}
      loading={busy}
      disabled={disabled}
      onClick={() => onPick(offer)}
      data-testid={OFFER_TEST_IDS[offer.scope]}
      data-affordable={offer.affordable === 1}
      // Two or three lines: round corners rather than a pill's ends, which would clip the text.
      style={{ '--border-radius': '18px' }}
    >
      <span className={styles.offerMain}>
        <span className={styles.offerBody}>
          <span className={styles.offerLabel}>
            {t(OFFER_LABELS[offer.scope], { count: offer.count })}
            {offer.discount_percent > 0 && (
              <span className={styles.discount} data-testid="unlock-discount">
                {t('unlock.discount', { percent: offer.discount_percent })}
              </span>
            )}
          </span>
          <span className={styles.offerPrice}>
            {offer.list_price > offer.price && <s className={styles.listPrice}>{format(offer.list_price)}</s>}
            {t('unlock.coins', { price: format(offer.price) })}
          </span>
        </span>
        <span className={styles.offerSplit} data-testid={SOURCE_TEST_IDS[offer.scope]}>
          {priceSource(offer, balance, t, format)}
        </span>
      </span>
    </Button>
  );
}

/**
 * Where an offer's coins come from (vouchers first, then gold), or how many are missing: with
 * vouchers in the wallet the shortfall says they were counted, so a viewer holding only vouchers
 * does not read "N more coins" as if they had been ignored.
 */
export function priceSource(
  offer: UnlockOffer,
  balance: UnlockQuoteData['balance'],
  t: TFunction,
  format: (value: number) => string,
): string {
  if (offer.affordable !== 1) {
    const missing = format(Math.max(0, offer.price - balance.coin - balance.gold));
    if (balance.coin > 0 && balance.gold > 0) {
      const [coin, gold] = [format(balance.coin), format(balance.gold)];
      return t('unlock.short_both', { count: balance.coin, coin, gold, missing });
    }
    if (balance.coin > 0) {
      return t('unlock.short_coin', { count: balance.coin, coin: format(balance.coin), missing });
    }
    return t('unlock.short', { missing });
  }
  if (offer.from_coin > 0 && offer.from_gold > 0) {
    return t('unlock.source_both', { coin: format(offer.from_coin), gold: format(offer.from_gold) });
  }
  if (offer.from_coin > 0) return t('unlock.source_coin', { coin: format(offer.from_coin) });
  return t('unlock.source_gold', { gold: format(offer.from_gold) });
}

interface UnlockActionsProps {
  dramaId: number;
  quote: UnlockQuoteData | undefined;
  canUnlock: boolean;
  /** The offers that apply (count > 0). */
  offers: readonly UnlockOffer[];
  busy: UnlockScope | null;
  onPick: (offer: UnlockOffer) => void;
  quoteFailed: boolean;
  onRetryQuote: () => void;
  /** Jump to another episode (the first one the order rule asks to unlock). */
  onGoTo?: (number: number) => void;
}

export function UnlockActions(props: UnlockActionsProps) {
  const { dramaId, quote, canUnlock, offers, busy, onPick, quoteFailed, onRetryQuote, onGoTo } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  let actions;
  if (quote?.playable === 1) {
    actions = (
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        onClick={() => void refreshLocks(queryClient, dramaId)}
        data-testid="unlock-play"
      >
        {t('unlock.play')}
      </Button>
    );
  } else if (!canUnlock) {
    const blockedBy = quote?.blocked_by ?? 0;
    actions = (
      <>
        <p className={styles.note} data-testid="unlock-order">
          {t('player.unlock_order')}
        </p>
        {blockedBy > 0 && onGoTo && (
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => onGoTo(blockedBy)}
            data-testid="unlock-go-blocked"
          >
            {t('unlock.go_to', { number: blockedBy })}
          </Button>
        )}
      </>
    );
  } else if (quote) {
    actions = (
      <div className={styles.offers}>
        {offers.map((offer) => (
          <OfferButton
            key={offer.scope}
            offer={offer}
            balance={quote.balance}
            busy={busy === offer.scope}
            disabled={busy !== null && busy !== offer.scope}
            onPick={onPick}
          />
        ))}
      </div>
    );
  } else if (quoteFailed) {
    actions = (
      <Button block shape="rounded" onClick={onRetryQuote} data-testid="unlock-retry">
        {t('common.load_failed_retry')}
      </Button>
    );
  } else {
    actions = (
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading
        disabled
        data-testid="unlock-episode"
      >
        {t('unlock.offer_one')}
      </Button>
    );
  }

  return actions;
}
