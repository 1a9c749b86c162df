/**
 * The session's dialog. SPEC 4: a registered user's session expired; one button: log in again
 * (opens the login popup). A blocked account (decision 0035) is told that instead, with
 * customer service's email, and is not asked to log in again.
 */
import { Modal } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { ServiceContact } from './account-blocked/account-blocked.tsx';
import styles from './account-blocked/account-blocked.module.css';

export default function SessionExpiredDialog() {
  const { t } = useTranslation();
  const visible = useSessionPrompt((s) => s.visible);
  const blocked = useSessionPrompt((s) => s.blocked);
  const hide = useSessionPrompt((s) => s.hide);
  const openLogin = useLoginPopup((s) => s.open);
  if (blocked) {
    return (
      <Modal
        visible={visible}
        title={t('session.blocked_title')}
        content={
          <div className={styles.body} data-testid="account-blocked">
            <p className={styles.text}>{t('session.blocked_content')}</p>
            <ServiceContact />
          </div>
        }
        closeOnAction
        actions={[{ key: 'close', text: t('common.close') }]}
        onClose={hide}
      />
    );
  }
  return (
    <Modal
      visible={visible}
      title={t('session.title')}
      content={<div data-testid="session-expired">{t('session.content')}</div>}
      closeOnAction
      actions={[{ key: 'relogin', text: t('session.relogin'), primary: true }]}
      onAction={() => openLogin()}
      onClose={hide}
    />
  );
}
