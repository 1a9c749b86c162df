/** Log out (shown to registered users only), after a confirmation. */
import { Button } from 'antd-mobile';
import { confirmDialog } from '#web/lib/confirm.ts';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/logout.ts';
import { useSavedEpisodeCount, withDownloadsWarning } from '../utils/downloads-warning.tsx';
import styles from './logout-button.module.css';

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const saved = useSavedEpisodeCount();
  return (
    <div className={styles.wrap}>
      <Button
        block
        shape="rounded"
        className={styles.button}
        loading={logout.isPending}
        onClick={() => {
          void confirmDialog({
            title: t('setting.logout_confirm_title'),
            content: withDownloadsWarning(t, t('setting.logout_confirm_content'), saved),
            confirmText: <span data-testid="logout-confirm">{t('mine.logout')}</span>,
            cancelText: t('common.cancel'),
          }).then((confirmed) => {
            if (confirmed) logout.mutate();
          });
        }}
        data-testid="logout"
      >
        {t('mine.logout')}
      </Button>
    </div>
  );
}
