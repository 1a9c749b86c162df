/**
 * Customer service (platform guide): the service email from the system settings. The address
 * is one piece under its icon: it wraps inside only when it cannot fit on a line of its own.
 */
import { Dialog } from 'antd-mobile';
import { MailOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';
import { useSession } from '#web/stores/session.ts';
import styles from './service-dialog.module.css';

interface ServiceDialogProps {
  visible: boolean;
  onClose: () => void;
}

export default function ServiceDialog({ visible, onClose }: ServiceDialogProps) {
  const { t } = useTranslation();
  const email = useSession((s) => s.serviceEmail);
  useCloseOnBack(visible, onClose);
  return (
    <Dialog
      visible={visible}
      title={t('service.title')}
      closeOnMaskClick
      onClose={onClose}
      content={
        <div className={styles.body} data-testid="service-dialog">
          {email ? (
            <>
              <p className={styles.desc}>{t('service.desc')}</p>
              <a className={styles.email} href={`mailto:${email}`} data-testid="service-email">
                <MailOutline aria-hidden="true" className={styles.icon} />
                <span className={styles.address}>{email}</span>
              </a>
            </>
          ) : (
            <p className={styles.desc}>{t('service.none')}</p>
          )}
        </div>
      }
      actions={[{ key: 'close', text: t('common.close') }]}
      onAction={onClose}
    />
  );
}
