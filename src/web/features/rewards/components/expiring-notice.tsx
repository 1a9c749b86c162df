/**
 * In the wallet: reward vouchers that lapse within three days, said plainly, so nobody loses
 * them by surprise (issue 15). Nothing when none are that close.
 */
import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '#web/lib/format.ts';
import { useRewards } from '../api/get-rewards.ts';

export function ExpiringNotice() {
  const { t, i18n } = useTranslation();
  const soon = useRewards().data?.expiring.filter((lot) => lot.soon === 1) ?? [];
  const first = soon[0];
  if (!first) return null;
  const amount = soon.reduce((sum, lot) => sum + lot.amount, 0);
  return (
    <NoticeBar
      color="alert"
      wrap
      data-testid="wallet-expiring"
      content={t('rewards.expiring_soon', {
        amount: formatCount(amount, i18n.language),
        date: formatDateTime(first.expires_at, i18n.language),
      })}
    />
  );
}
