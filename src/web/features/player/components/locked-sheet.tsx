/**
 * The locked-episode sheet (DESIGN 3, issue 5): on opening it asks POST /video/unlock-quote and
 * shows the episode's price and where it comes from (vouchers first, then gold), both
 * balances, and the offers: this episode, the next ten and all remaining, each at its stated
 * discount (offers that do not apply are hidden). Against the order rule it explains why and
 * leads to the first episode to unlock. Insufficient balance (802) opens the pay popup in
 * recharge mode; the VIP line opens it in VIP mode. The opt-in auto-unlock switch shows its
 * per-day cap and today's spending.
 */
import { useState } from 'react';
import { Button, Popup, Switch } from 'antd-mobile';
import { LockFill } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '#shared/api-codes.ts';
import type { DetailData, EpisodeItem } from '#shared/contract/catalogue.ts';
import type { UnlockOffer, UnlockQuoteData, UnlockScope } from '#shared/contract/wallet.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { formatCount } from '#web/lib/format.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { unlockQuoteQueryOptions, useUnlockQuote } from '../api/get-unlock-quote.ts';
import { setAutoUnlock } from '../api/set-auto-unlock.ts';
import { refreshLocks, unlockEpisode } from '../api/unlock-episode.ts';
import styles from './sheets.module.css';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';

interface LockedSheetProps {
  visible: boolean;
  detail: DetailData;
  number: number;
  onClose: () => void;
  /** Jump to another episode (the first one the order rule asks to unlock). */
  onGoTo?: (number: number) => void;
}

const OFFER_TEST_IDS: Record<UnlockScope, string> = {
  one: 'unlock-episode',
  next10: 'unlock-next10',
  rest: 'unlock-rest',
};

const OFFER_LABELS: Record<UnlockScope, MessageKey> = {
  one: 'unlock.offer_one',
  next10: 'unlock.offer_next',
  rest: 'unlock.offer_rest',
};

/**
 * Turns a refused unlock into feedback. 802: the pay popup in recharge mode (with a short
 * note saying why it opened); anything else: the server's message.
 */
export function reportUnlockError(error: unknown, t: (key: MessageKey) => string): void {
  if (!(error instanceof ApiRequestError)) return;
  if (error.code === API_ERRORS.insufficientBalance.code) {
    notify(t('unlock.insufficient'));
    usePayPopup.getState().open('recharge');
    return;
  }
  if (error.kind === 'session-expired') return;
  notify(error.msg, { kind: error.kind === 'business' ? 'info' : 'error' });
}

function OfferButton({
  offer,
  busy,
  disabled,
  onPick,
}: {
  offer: UnlockOffer;
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
    >
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
    </Button>
  );
}

function PriceSource({ offer, balance }: { offer: UnlockOffer; balance: UnlockQuoteData['balance'] }) {
  const { t, i18n } = useTranslation();
  const format = (value: number): string => formatCount(value, i18n.language);
  let text: string;
  if (offer.affordable !== 1) {
    const missing = Math.max(0, offer.price - balance.coin - balance.gold);
    text = t('unlock.short', { missing: format(missing) });
  } else if (offer.from_coin > 0 && offer.from_gold > 0) {
    text = t('unlock.source_both', { coin: format(offer.from_coin), gold: format(offer.from_gold) });
  } else if (offer.from_coin > 0) {
    text = t('unlock.source_coin', { coin: format(offer.from_coin) });
  } else {
    text = t('unlock.source_gold', { gold: format(offer.from_gold) });
  }
  return (
    <p className={styles.note} data-testid="unlock-source">
      {text}
    </p>
  );
}

function AutoUnlockRow({ quote }: { quote: UnlockQuoteData }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const [saving, setSaving] = useState(false);
  const state = quote.auto_unlock;
  const format = (value: number): string => formatCount(value, i18n.language);

  const toggle = async (checked: boolean): Promise<void> => {
    setSaving(true);
    try {
      const next = await setAutoUnlock(checked, state.daily_cap);
      queryClient.setQueryData(unlockQuoteQueryOptions(quote.episode_id, token).queryKey, (old) =>
        old ? { ...old, auto_unlock: next } : old,
      );
      notify(t(next.enabled === 1 ? 'unlock.auto_on' : 'unlock.auto_off'), { kind: 'success' });
    } catch {
      // The API client already said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.auto}>
      <div className={styles.autoText}>
        <span className={styles.autoTitle}>{t('unlock.auto_title')}</span>
        <span className={styles.autoCap} data-testid="auto-unlock-cap">
          {t('unlock.auto_cap', { cap: format(state.daily_cap), spent: format(state.spent_today) })}
        </span>
      </div>
      <Switch
        checked={state.enabled === 1}
        loading={saving}
        onChange={(checked) => void toggle(checked)}
        aria-label={t('unlock.auto_title')}
        data-testid="auto-unlock-switch"
      />
    </div>
  );
}

export function LockedSheet({ visible, detail, number, onClose, onGoTo }: LockedSheetProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const openPay = usePayPopup((s) => s.open);
  const [busy, setBusy] = useState<UnlockScope | null>(null);
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
  const one = offers.find((offer) => offer.scope === 'one');

  const unlock = async (offer: UnlockOffer): Promise<void> => {
    if (busy !== null || episodeId === 0) return;
    setBusy(offer.scope);
    try {
      const data = await unlockEpisode(episodeId, offer.scope);
      notify(t('unlock.success', { count: Math.max(1, data.unlocked_numbers.length) }), { kind: 'success' });
      // The sheet closes by itself once the refreshed detail shows the episode unlocked.
      await refreshLocks(queryClient, dramaId);
    } catch (error) {
      reportUnlockError(error, t);
      if (error instanceof ApiRequestError && error.code === API_ERRORS.unlockOrder.code) {
        void quoteQuery.refetch();
      }
    } finally {
      setBusy(null);
    }
  };

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
            busy={busy === offer.scope}
            disabled={busy !== null && busy !== offer.scope}
            onPick={(picked) => void unlock(picked)}
          />
        ))}
      </div>
    );
  } else if (quoteQuery.isError) {
    actions = (
      <Button block shape="rounded" onClick={() => void quoteQuery.refetch()} data-testid="unlock-retry">
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
        {quote && canUnlock && quote.playable !== 1 && one && (
          <PriceSource offer={one} balance={quote.balance} />
        )}
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
        {actions}
        {quote && quote.playable !== 1 && <AutoUnlockRow quote={quote} />}
        <button type="button" className={styles.vip} onClick={() => openPay('vip')} data-testid="unlock-vip">
          <img src="/vip.svg" width={18} height={18} alt="" />
          <span>{t('player.vip_line')}</span>
        </button>
      </div>
    </Popup>
  );
}
