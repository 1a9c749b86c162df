/**
 * The personal centre's head (SPEC 3): avatar (tap to change it), nickname, uid, VIP badge with
 * its expiry date, and the two balances, all formatted in the interface language. The name is
 * never cut (it wraps; a guest's "Guest <uid>" shows as "Guest", the uid being right below), the
 * login button sits under it on one line (only where this site offers a way to log in: the
 * device's guest is what "Current Device" gives), and a balance opens the wallet detail.
 */
import { Avatar, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { formatCount } from '#web/lib/format.ts';
import { offeredChannels } from '#web/lib/login-channels.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { displayName } from '../utils/display-name.ts';
import { formatDate } from '../utils/format-date.ts';
import styles from './user-card.module.css';

export function UserCard() {
  const { t, i18n } = useTranslation();
  const s = useSession();
  const openLogin = useLoginPopup((state) => state.open);
  const { navigateTo } = useAppNavigation();
  const name = displayName(s.nickName, s.userId, t('mine.guest'));
  const canLogIn = offeredChannels(s.systemInfo).length > 0;
  const openWallet = (): void => void navigateTo(paths.storeRecord.path, { tab: 'detail' });
  const vipUntil = s.svipInfo.endTime > 0 ? formatDate(s.svipInfo.endTime, i18n.language) : '';

  return (
    <section className={styles.card} aria-labelledby="user-card-name">
      <div className={styles.identity}>
        <button
          type="button"
          className={styles.avatarButton}
          aria-label={t('mine.change_avatar')}
          onClick={() => void navigateTo(paths.faceUpload.path)}
          data-testid="mine-avatar"
        >
          <Avatar
            className={styles.avatar}
            src={s.avatar}
            alt={t('mine.avatar_alt', { name })}
            style={{ '--size': '64px', '--border-radius': '50%' }}
            data-testid="user-avatar"
          />
        </button>
        <div className={styles.names}>
          <h2 id="user-card-name" className={styles.name} data-testid="user-nickname">
            {name}
          </h2>
          <p className={styles.uid}>
            <span>{t('mine.uid')}</span>
            <span aria-hidden="true">: </span>
            <span data-testid="user-uid">{s.userId ?? '–'}</span>
          </p>
          {s.email !== '' && (
            <p className={styles.email} data-testid="user-email">
              {s.email}
            </p>
          )}
          {!s.hadLogin && canLogIn && (
            <Button
              className={styles.login}
              size="small"
              shape="rounded"
              onClick={openLogin}
              data-testid="mine-login"
            >
              {t('mine.login')}
            </Button>
          )}
        </div>
      </div>

      <div className={styles.vip} data-testid="user-vip" data-vip={s.isSVip}>
        <img className={styles.vipIcon} src={s.svipInfo.icon || '/vip.svg'} width={20} height={20} alt="" />
        {s.isSVip && <span className={styles.vipBadge}>{t('mine.vip')}</span>}
        <span className={styles.vipDesc} data-testid="user-vip-desc">
          {s.isSVip && vipUntil !== ''
            ? t('mine.vip_until', { date: vipUntil })
            : vipUntil !== ''
              ? t('mine.vip_expired', { date: vipUntil })
              : s.svipInfo.desc || t('mine.vip_pitch')}
        </span>
      </div>

      <ul className={styles.balances} aria-label={t('mine.wallet_detail')}>
        {(
          [
            ['gold', 'mine.gold', s.goldValue],
            ['coin', 'mine.coin', s.coinValue],
          ] as const
        ).map(([key, labelKey, value]) => (
          <li key={key}>
            <button
              type="button"
              className={styles.balance}
              onClick={openWallet}
              aria-describedby="user-card-wallet"
              data-testid={`user-${key}-balance`}
            >
              <span className={styles.amount} data-testid={`user-${key}`}>
                {formatCount(value, i18n.language)}
              </span>
              <span className={styles.balanceLabel}>{t(labelKey)}</span>
            </button>
          </li>
        ))}
      </ul>
      <span id="user-card-wallet" hidden>
        {t('mine.wallet_detail')}
      </span>
    </section>
  );
}
