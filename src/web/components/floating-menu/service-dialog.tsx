/** Customer service (platform guide): the service email from the system settings. */
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

/** A long address may wrap after the "@" rather than inside a word. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
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
                <MailOutline aria-hidden="true" />
                <span>{breakableEmail(email)}</span>
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
