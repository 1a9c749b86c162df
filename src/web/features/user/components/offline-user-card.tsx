/**
 * The personal centre's head offline when this visit never got the user info (the app opened
 * without the network): no name, uid or balances to show, and none made up (a guest's zero
 * balances would be wrong for an account). It says so, and leads to the downloads, which still
 * play.
 */
import { Button } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import styles from './offline-user-card.module.css';

export function OfflineUserCard() {
  const { t } = useTranslation();
  const { navigateTo } = useAppNavigation();
  return (
    <section
      className={styles.card}
      aria-labelledby="offline-user-card-title"
      data-testid="offline-user-card"
    >
      <span className={styles.avatar} aria-hidden="true">
        <UserOutline />
      </span>
      <div className={styles.text}>
        <h2 id="offline-user-card-title" className={styles.title}>
          {t('offline.account_title')}
        </h2>
        <p className={styles.desc}>{t('offline.account_desc')}</p>
        <Button
          className={styles.downloads}
          size="small"
          shape="rounded"
          onClick={() => void navigateTo(paths.downloads.path)}
          data-testid="offline-user-card-downloads"
        >
          {t('offline.my_downloads')}
        </Button>
      </div>
    </section>
  );
}
