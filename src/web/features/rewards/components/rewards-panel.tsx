/**
 * The rewards page's content (issue 15): the daily check-in with its seven days, the welcome
 * gift, and the reward vouchers about to lapse. A guest sees what logging in gives, with the
 * login button: rewards go to registered accounts only.
 */
import { Button } from 'antd-mobile';
import { CheckOutline, GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { RewardsInfoData } from '#shared/contract/rewards.ts';
import { AccountBlockedState } from '#web/components/account-blocked/account-blocked.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import srOnly from '#web/components/sr-only.module.css';
import { formatCount, formatDateTime } from '#web/lib/format.ts';
import { notify } from '#web/lib/notify.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { useCheckIn } from '../api/check-in.ts';
import { useRewards } from '../api/get-rewards.ts';
import styles from './rewards.module.css';

function CheckinCard({ data }: { data: RewardsInfoData }) {
  const { t, i18n } = useTranslation();
  const openLogin = useLoginPopup((s) => s.open);
  const checkIn = useCheckIn();
  const count = (n: number) => formatCount(n, i18n.language);
  const { checkin } = data;
  const nextDay = checkin.today_done ? 0 : checkin.streak + 1;

  const onCheckIn = async (): Promise<void> => {
    const result = await checkIn.mutateAsync().catch(() => undefined);
    if (result) notify(t('rewards.checkin_success', { amount: count(result.amount) }), { kind: 'success' });
  };

  return (
    <section className={styles.card} aria-labelledby="rewards-checkin-title" data-testid="rewards-checkin">
      <div className={styles.cardHead}>
        <h2 id="rewards-checkin-title" className={styles.cardTitle}>
          {t('rewards.checkin_title')}
        </h2>
        {checkin.streak > 0 && (
          <span className={styles.streak} data-testid="rewards-streak">
            {t('rewards.streak', { count: checkin.streak })}
          </span>
        )}
      </div>
      <ol className={styles.days} aria-label={t('rewards.days_label')}>
        {checkin.days.map((d) => (
          <li
            key={d.day}
            className={styles.day}
            data-done={d.done === 1}
            data-next={d.day === nextDay}
            data-testid={`rewards-day-${d.day}`}
          >
            {/* Read out whole ("Day 3"); on screen the whole label where the strip is wide, the
                number alone on a phone, where seven of them cannot fit in any language. */}
            <span className={srOnly.srOnly}>{t('rewards.day', { day: d.day })}</span>
            <span className={styles.dayName} aria-hidden="true">
              <span className={styles.dayLong}>{t('rewards.day', { day: d.day })}</span>
              <span className={styles.dayShort} data-testid="rewards-day-number">
                {count(d.day)}
              </span>
            </span>
            <span className={styles.dayIcon} aria-hidden="true">
              {d.done === 1 ? <CheckOutline /> : <GiftOutline />}
            </span>
            <span className={styles.dayAmount}>+{count(d.amount)}</span>
            {d.done === 1 && <span className={srOnly.srOnly}>{t('rewards.day_done')}</span>}
          </li>
        ))}
      </ol>
      {data.registered === 0 ? (
        <Button block color="primary" shape="rounded" onClick={openLogin} data-testid="rewards-login">
          {t('rewards.login_to_collect')}
        </Button>
      ) : checkin.today_done === 1 ? (
        <Button block shape="rounded" disabled data-testid="rewards-checked-in">
          {t('rewards.come_back', { amount: count(checkin.next_amount) })}
        </Button>
      ) : (
        <Button
          block
          color="primary"
          shape="rounded"
          loading={checkIn.isPending}
          onClick={() => void onCheckIn()}
          data-testid="rewards-checkin-button"
        >
          {t('rewards.checkin_button', { amount: count(checkin.next_amount) })}
        </Button>
      )}
      <p className={styles.note}>
        {checkin.expiry_days > 0
          ? t('rewards.expiry_note', { count: checkin.expiry_days })
          : t('rewards.never_expire')}
      </p>
    </section>
  );
}

function WelcomeCard({ data }: { data: RewardsInfoData }) {
  const { t, i18n } = useTranslation();
  const { welcome } = data;
  if (welcome.amount <= 0) return null;
  const amount = formatCount(welcome.amount, i18n.language);
  return (
    <section className={styles.card} aria-labelledby="rewards-welcome-title" data-testid="rewards-welcome">
      <div className={styles.cardHead}>
        <h2 id="rewards-welcome-title" className={styles.cardTitle}>
          {t('rewards.welcome_title')}
        </h2>
        {welcome.granted === 1 && (
          <span className={styles.received}>
            <CheckOutline aria-hidden="true" /> {t('rewards.received')}
          </span>
        )}
      </div>
      <p className={styles.text}>
        {welcome.granted === 1
          ? t('rewards.welcome_granted', { amount })
          : welcome.expiry_days > 0
            ? t('rewards.welcome_pending', { amount, count: welcome.expiry_days })
            : t('rewards.welcome_pending_forever', { amount })}
      </p>
    </section>
  );
}

function ExpiringCard({ data }: { data: RewardsInfoData }) {
  const { t, i18n } = useTranslation();
  if (data.expiring.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="rewards-expiring-title" data-testid="rewards-expiring">
      <h2 id="rewards-expiring-title" className={styles.cardTitle}>
        {t('rewards.expiring_title')}
      </h2>
      <ul className={styles.lots}>
        {data.expiring.map((lot) => (
          <li key={`${lot.expires_at}-${lot.amount}`} className={styles.lot} data-soon={lot.soon === 1}>
            {t(lot.soon === 1 ? 'rewards.expiring_soon' : 'rewards.expiring_item', {
              amount: formatCount(lot.amount, i18n.language),
              date: formatDateTime(lot.expires_at, i18n.language),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RewardsPanel() {
  const { t } = useTranslation();
  const rewards = useRewards();
  // A blocked account has no session to load with: it is told so, not shown empty cards.
  const blocked = useSessionPrompt((s) => s.blocked);
  if (blocked && !rewards.data) return <AccountBlockedState />;
  if (rewards.isError && !rewards.data) {
    return (
      <div className={styles.state}>
        <p>{t('rewards.load_failed')}</p>
        <RetryButton onRetry={() => void rewards.refetch()} />
      </div>
    );
  }
  if (!rewards.data) {
    return (
      <div className={styles.panel} aria-busy="true">
        <div className={`${styles.card} ${styles.skeletonTall} ${skeleton.block}`} />
        <div className={`${styles.card} ${styles.skeletonShort} ${skeleton.block}`} />
      </div>
    );
  }
  return (
    <div className={styles.panel} data-testid="rewards-panel">
      <CheckinCard data={rewards.data} />
      <WelcomeCard data={rewards.data} />
      <ExpiringCard data={rewards.data} />
      <p className={styles.footnote}>{t('rewards.spend_order')}</p>
    </div>
  );
}
