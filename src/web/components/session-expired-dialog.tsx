/** SPEC 4: a registered user's session expired. One button: log in again (opens the login popup). */
import { Modal } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';

export default function SessionExpiredDialog() {
  const { t } = useTranslation();
  const visible = useSessionPrompt((s) => s.visible);
  const hide = useSessionPrompt((s) => s.hide);
  const openLogin = useLoginPopup((s) => s.open);
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
