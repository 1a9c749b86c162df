/**
 * A gentle card on home (issue 15): today's check-in reward for a member who has not checked
 * in yet, or the welcome gift for a guest; nothing once today is done. It sits below the rails
 * (its late arrival moves nothing on the first screen) and one tap opens the rewards page.
 */
import { GiftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { formatCount } from '#web/lib/format.ts';
import { useRewards } from '../api/get-rewards.ts';
import styles from './rewards.module.css';

export default function RewardsHomeCard() {
  const { t, i18n } = useTranslation();
  const { navigateTo } = useAppNavigation();
  const rewards = useRewards();
  const data = rewards.data;
  if (!data) return null;
  let text: string;
  if (data.registered === 0) {
    if (data.welcome.amount <= 0) return null;
    text = t('rewards.home_card_login', { amount: formatCount(data.welcome.amount, i18n.language) });
  } else {
    if (data.checkin.today_done === 1 || data.checkin.next_amount <= 0) return null;
    text = t('rewards.home_card_checkin', { amount: formatCount(data.checkin.next_amount, i18n.language) });
  }
  return (
    <button
      type="button"
      className={styles.homeCard}
      onClick={() => void navigateTo(paths.rewards.path)}
      data-testid="rewards-home-card"
    >
      <GiftOutline aria-hidden="true" className={styles.homeCardIcon} />
      <span className={styles.homeCardText}>{text}</span>
      <RightOutline aria-hidden="true" className={styles.homeCardArrow} />
    </button>
  );
}
