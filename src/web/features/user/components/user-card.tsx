/**
 * The personal centre's head (SPEC 3): avatar (tap to change it), nickname, uid, VIP badge with
 * its expiry date, and the two balances, all formatted in the interface language.
 */
import { Avatar, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { formatCount } from '#web/lib/format.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { formatDate } from '../utils/format-date.ts';
import styles from './user-card.module.css';

export function UserCard() {
  const { t, i18n } = useTranslation();
  const s = useSession();
  const openLogin = useLoginPopup((state) => state.open);
  const { navigateTo } = useAppNavigation();
  const name = s.nickName || t('mine.guest');
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
        </div>
        {!s.hadLogin && (
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

      <dl className={styles.balances}>
        <div className={styles.balance}>
          <dt>{t('mine.gold')}</dt>
          <dd data-testid="user-gold">{formatCount(s.goldValue, i18n.language)}</dd>
        </div>
        <div className={styles.balance}>
          <dt>{t('mine.coin')}</dt>
          <dd data-testid="user-coin">{formatCount(s.coinValue, i18n.language)}</dd>
        </div>
      </dl>
    </section>
  );
}
