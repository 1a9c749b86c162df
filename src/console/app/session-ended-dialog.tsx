/**
 * Over a screen whose session ended (app/session.ts): says so and signs in again in place, so
 * the screen underneath keeps its unsaved edits and its failed save can be made again. It
 * cannot be dismissed: every call of the screen would fail without a session.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Modal, Typography } from 'antd';
import type { MeResponse } from '#shared/contract/console-auth.ts';
import { LoginForm } from '#console/features/auth/components/login-form.tsx';
import { useT } from '#console/lib/i18n.ts';
import { resumeSession } from './session.ts';

export function SessionEndedDialog({ operator }: { operator: MeResponse['operator'] }) {
  const t = useT();
  const client = useQueryClient();
  return (
    <Modal
      open
      title={t('session.ended_title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={null}
      // Above the screen's own dialogs (a person's action, a crop) that may be open beneath.
      zIndex={2000}
      width={440}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('session.ended_text')}</Typography.Paragraph>
      <LoginForm email={operator.email} onSignedIn={(me) => resumeSession(client, operator.id, me)} />
    </Modal>
  );
}
