/** Contact us: the service email of the system settings, to copy or to write to. */
import { Button } from 'antd-mobile';
import { MailOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { InfoSheet } from '#web/components/info-sheet.tsx';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/stores/session.ts';
import { copyText } from '#web/lib/copy-text.ts';
import styles from './sheet.module.css';

export default function ContactSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const email = useSession((s) => s.serviceEmail);

  const copy = async (): Promise<void> => {
    if (await copyText(email)) notify(t('mine.contact_copied'), { kind: 'success' });
    else notify(t('mine.copy_failed'), { kind: 'error' });
  };

  return (
    <InfoSheet visible={visible} onClose={onClose} title={t('mine.contact')} testId="contact-sheet">
      {email ? (
        <>
          <p className={styles.desc}>{t('mine.contact_desc')}</p>
          <p className={styles.email} data-testid="contact-email">
            <MailOutline aria-hidden="true" />
            <span>{email}</span>
          </p>
          <div className={styles.actions}>
            <Button block shape="rounded" onClick={() => void copy()} data-testid="contact-copy">
              {t('mine.contact_copy')}
            </Button>
            <a className={styles.mailto} href={`mailto:${email}`} data-testid="contact-mailto">
              {t('mine.contact_write')}
            </a>
          </div>
        </>
      ) : (
        <p className={styles.desc}>{t('mine.contact_none')}</p>
      )}
    </InfoSheet>
  );
}
