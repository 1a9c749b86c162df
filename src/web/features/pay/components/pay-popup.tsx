/**
 * The pay popup of SPEC 2 (a bottom sheet, opened with usePayPopup().open(mode)): recharge
 * mode "Top up" (SPEC's "To Stored") or VIP mode "Buy VIP"; the gold value, the coin value and
 * the VIP expiry; the VIP packages (type 2) always and the coin packages in recharge mode only,
 * where they come first (whoever tops up, e.g. from a locked episode, came for coins); the
 * guide lines below. Opening loads the pay centre (SPEC 4 step 1). Each package shows its
 * price; tapping it pays at once on its only channel (decision 0059), or opens the channel
 * picker when it has two or more (or none, to say so). A tap over the monthly top-up limit
 * (issue 19) is refused before any order: the popup says so in place, with the ways to the
 * limit and the wallet rules. A package whose price an operator changed while the popup was
 * open (or took off sale) is not ordered either: the popup reads the packages again and says
 * so in place (the viewer pays what they saw, or is told first).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsItem, PayCenterData } from '#shared/contract/wallet.ts';
import { RetryButton } from '#web/components/retry-button.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { formatCount, formatDay } from '#web/lib/format.ts';
import { usePayPopup, type PayMode } from '#web/stores/pay-popup.ts';
import { usePayCenter } from '../api/get-pay-center.ts';
import { usePayment, type Payment } from '../hooks/use-payment.ts';
import { ChannelPicker } from './channel-picker.tsx';
import { GoodsCard, VIP_GOODS_TYPE } from './goods-card.tsx';
import { DialogSheet } from '#web/components/dialog-sheet.tsx';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import styles from './pay-popup.module.css';

/** SPEC 2: VIP packages always, coin packages only in recharge mode (shown first there). */
export function packagesFor(
  items: readonly GoodsItem[],
  mode: PayMode,
): { vip: GoodsItem[]; coin: GoodsItem[] } {
  const vip = items.filter((item) => item.type === VIP_GOODS_TYPE);
  const coin = mode === 'recharge' ? items.filter((item) => item.type !== VIP_GOODS_TYPE) : [];
  return { vip, coin };
}

function Summary({ data }: { data: PayCenterData | undefined }) {
  const { t, i18n } = useTranslation();
  const number = (value: number | undefined): string =>
    value === undefined ? '–' : formatCount(value, i18n.language);
  const expiry = data?.user.expiry_date ?? '';
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t('pay.gold')}</dt>
        <dd data-testid="pay-gold">{number(data?.goldRemain)}</dd>
      </div>
      <div>
        <dt>{t('pay.coin')}</dt>
        <dd data-testid="pay-coin">{number(data?.silverRemain)}</dd>
      </div>
      <div>
        <dt>{t('pay.vip_expiry')}</dt>
        <dd className={styles.date} data-testid="pay-vip-expiry">
          {data === undefined ? '–' : expiry !== '' ? formatDay(expiry, i18n.language) : t('pay.vip_none')}
        </dd>
      </div>
    </dl>
  );
}

function Packages({
  title,
  items,
  testId,
  busy,
  onPick,
}: {
  title: string;
  items: GoodsItem[];
  testId: string;
  busy: Payment['busy'];
  onPick: (item: GoodsItem) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} data-testid={testId}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.goods_id}>
            <GoodsCard
              item={item}
              busy={busy?.goodsId === item.goods_id}
              disabled={busy !== null && busy.goodsId !== item.goods_id}
              onPick={onPick}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The monthly top-up limit's refusal, in place, with the way to change the limit. */
function LimitRefusal({ message, onGo }: { message: string; onGo: (path: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.refusal} role="alert" data-testid="pay-limit-refused">
      <p className={styles.refusalTitle}>{t('pay.limit_refused_title')}</p>
      <p className={styles.refusalText}>{message}</p>
      <button type="button" className={styles.textLink} onClick={() => onGo(paths.storeRecord.path)}>
        {t('pay.limit_change')}
      </button>
    </div>
  );
}

/** A notice that appears in the sheet is scrolled to, wherever the tapped package was. */
function seeNotice(element: HTMLElement | null): void {
  if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'nearest' });
}

function LoadingGrid() {
  return (
    <ul className={`${styles.grid} ${styles.section}`} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className={`${skeleton.block} ${styles.skeleton}`} />
      ))}
    </ul>
  );
}

export default function PayPopup() {
  const { t } = useTranslation();
  const visible = usePayPopup((s) => s.visible);
  const mode = usePayPopup((s) => s.mode);
  const close = usePayPopup((s) => s.close);
  const [picked, setPicked] = useState<GoodsItem | null>(null);
  const center = usePayCenter(visible);
  // The picker showed the old price: back to the popup, where the new one is said.
  const payment = usePayment({ onOfferChanged: () => setPicked(null) });
  const { navigateTo } = useAppNavigation();
  const go = (path: string): void => {
    close();
    void navigateTo(path);
  };

  // Closing the pay popup closes its channel picker too, and forgets what the last tap was told.
  if (!visible && picked !== null) setPicked(null);
  if (!visible && (payment.limitRefusal !== null || payment.offerChanged !== null)) payment.clearRefusals();

  const data = center.data;
  const { vip, coin } = packagesFor(data?.items ?? [], mode);
  // No package can be paid (no gateway configured: a public site without Stripe keys offers no
  // sandbox, decision 0018): said before any tap, the prices still shown.
  const unavailable =
    [...vip, ...coin].length > 0 && [...vip, ...coin].every((i) => i.pal_channel.length === 0);
  // One channel: nothing to choose, the tap pays (the card shows the price).
  const pick = (item: GoodsItem): void => {
    const [only, ...others] = item.pal_channel;
    if (only && others.length === 0) void payment.pay(item, only);
    else setPicked(item);
  };
  const vipPackages = (
    <Packages
      title={t('pay.vip_section')}
      items={vip}
      testId="pay-vip-list"
      busy={payment.busy}
      onPick={pick}
    />
  );
  const coinPackages = (
    <Packages
      title={t('pay.coin_section')}
      items={coin}
      testId="pay-coin-list"
      busy={payment.busy}
      onPick={pick}
    />
  );

  let body;
  if (!data) {
    body = center.isError ? (
      <div className={styles.state}>
        <RetryButton onRetry={() => void center.refetch()} />
      </div>
    ) : (
      <LoadingGrid />
    );
  } else if (vip.length === 0 && coin.length === 0) {
    body = <p className={styles.state}>{t('pay.empty')}</p>;
  } else {
    body = (
      <>
        {coinPackages}
        {vipPackages}
      </>
    );
  }

  return (
    <>
      <DialogSheet
        visible={visible}
        onClose={close}
        title={mode === 'vip' ? t('pay.title_vip') : t('pay.title_recharge')}
        titleClassName={styles.title}
        titleTestId="pay-popup-title"
        testId="pay-popup"
        data={{ 'data-mode': mode }}
        destroyOnClose
      >
        <Summary data={data} />
        {payment.limitRefusal !== null && <LimitRefusal message={payment.limitRefusal} onGo={go} />}
        {payment.offerChanged !== null && (
          <p className={styles.refusal} role="alert" data-testid="pay-offer-changed" ref={seeNotice}>
            {payment.offerChanged}
          </p>
        )}
        {unavailable && (
          <p className={styles.refusal} role="status" data-testid="pay-unavailable">
            {t('pay.unavailable')}
          </p>
        )}
        {body}
        {data && data.about.length > 0 && (
          <div className={styles.guide} data-testid="pay-guide">
            <h3>{t('pay.guide_title')}</h3>
            <ol>
              {data.about.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </div>
        )}
        <p className={styles.rules}>
          <button
            type="button"
            className={styles.textLink}
            onClick={() => go(paths.walletRules.path)}
            data-testid="pay-wallet-rules"
          >
            {t('wallet.rules_link')}
          </button>
        </p>
      </DialogSheet>
      <ChannelPicker goods={picked} payment={payment} onClose={() => setPicked(null)} />
    </>
  );
}
