/** The personal centre's head: avatar, nickname, uid, VIP state and the two balances (SPEC 3). */
import { Avatar, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import styles from './user-card.module.css';

const numberFormat = new Intl.NumberFormat('en-US');

export function UserCard() {
  const { t } = useTranslation();
  const s = useSession();
  const openLogin = useLoginPopup((state) => state.open);
  const name = s.nickName || t('mine.guest');

  return (
    <section className={styles.card} aria-labelledby="user-card-name">
      <div className={styles.identity}>
        <Avatar
          className={styles.avatar}
          src={s.avatar}
          alt={t('mine.avatar_alt', { name })}
          style={{ '--size': '64px', '--border-radius': '50%' }}
        />
        <div className={styles.names}>
          <h2 id="user-card-name" className={styles.name}>
            {name}
          </h2>
          <p className={styles.uid}>
            <span>{t('mine.uid')}</span>
            <span aria-hidden="true">: </span>
            <span data-testid="user-uid">{s.userId ?? '–'}</span>
          </p>
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
        <span className={styles.vipDesc}>{s.svipInfo.desc}</span>
      </div>

      <dl className={styles.balances}>
        <div className={styles.balance}>
          <dt>{t('mine.gold')}</dt>
          <dd data-testid="user-gold">{numberFormat.format(s.goldValue)}</dd>
        </div>
        <div className={styles.balance}>
          <dt>{t('mine.coin')}</dt>
          <dd data-testid="user-coin">{numberFormat.format(s.coinValue)}</dd>
        </div>
      </dl>
    </section>
  );
}
