/** Log out (shown to registered users only). */
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/logout.ts';
import styles from './logout-button.module.css';

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className={styles.wrap}>
      <Button
        block
        shape="rounded"
        className={styles.button}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
        data-testid="logout"
      >
        {t('mine.logout')}
      </Button>
    </div>
  );
}
