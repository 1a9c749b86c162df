/**
 * Customer service (platform guide): the service email from the system settings, as a mail
 * link (service-email-link.tsx).
 */
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';
import { useSession } from '#web/stores/session.ts';
import { ServiceEmailLink } from '../service-email-link.tsx';
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
              <ServiceEmailLink email={email} testId="service-email" />
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
