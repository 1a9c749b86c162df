/**
 * What an owner may do to another operator's account from its row: change the role (a small
 * dialog), disable or enable it, or send a new setup link (shown once, as an invite's). Each
 * asks first, naming the person; the row's buttons wait while a request runs, and a second
 * click meanwhile sends nothing. An owner's own row has no actions (the server refuses them).
 */
import { Button, Flex, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useT } from '#console/lib/i18n.ts';
import { useDisableOperator } from '../api/disable-operator.ts';
import { useEnableOperator } from '../api/enable-operator.ts';
import type { OperatorRow } from '../api/get-operators.ts';
import { useNewSetupLink } from '../api/new-setup-link.ts';
import { useSetOperatorRole } from '../api/set-operator-role.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { RoleDialog } from './role-dialog.tsx';
import { SetupLinkResult } from './setup-link-result.tsx';

export function OperatorRowActions({ operator, isMe }: { operator: OperatorRow; isMe: boolean }) {
  const t = useT();
  const { busy, run } = useSingleFlight();
  const [roleOpen, setRoleOpen] = useState(false);
  const [link, setLink] = useState<string>();
  const disable = useDisableOperator();
  const enable = useEnableOperator();
  const setRole = useSetOperatorRole();
  const renew = useNewSetupLink();
  const name = operator.name;

  if (isMe) return <Typography.Text type="secondary">{t('operators.you')}</Typography.Text>;

  const saveRole = (role: OperatorRole) =>
    void run(async () => {
      await setRole.mutateAsync({ id: operator.id, role });
      setRoleOpen(false);
      notifySuccess(t('operators.role_done', { name, role: t(`role.${role}` as const) }));
    });
  const switchOff = () =>
    void run(async () => {
      await disable.mutateAsync(operator.id);
      notifySuccess(t('operators.disable_done', { name }));
    });
  const switchOn = () =>
    void run(async () => {
      await enable.mutateAsync(operator.id);
      notifySuccess(t('operators.enable_done', { name }));
    });
  const newLink = () => void run(async () => setLink((await renew.mutateAsync(operator.id)).setup_url));

  const disabled = operator.status === 'disabled';
  const confirm = { cancelText: t('common.cancel'), okButtonProps: { loading: busy } };
  return (
    <Flex gap={4} wrap>
      <Button size="small" type="link" disabled={busy} onClick={() => setRoleOpen(true)}>
        {t('operators.change_role')}
      </Button>
      {disabled ? (
        <Popconfirm
          {...confirm}
          title={t('operators.enable_title', { name })}
          description={t('operators.enable_text', { name })}
          okText={t('operators.enable')}
          onConfirm={switchOn}
        >
          <Button size="small" type="link" loading={busy}>
            {t('operators.enable')}
          </Button>
        </Popconfirm>
      ) : (
        <>
          <Popconfirm
            {...confirm}
            title={t('operators.disable_title', { name })}
            description={t('operators.disable_text', { name })}
            okText={t('operators.disable')}
            okButtonProps={{ danger: true, loading: busy }}
            onConfirm={switchOff}
          >
            <Button size="small" type="link" danger loading={busy}>
              {t('operators.disable')}
            </Button>
          </Popconfirm>
          <Popconfirm
            {...confirm}
            title={t('operators.new_link_title', { name })}
            description={t('operators.new_link_text', { name })}
            okText={t('operators.new_link')}
            onConfirm={newLink}
          >
            <Button size="small" type="link" disabled={busy}>
              {t('operators.new_link')}
            </Button>
          </Popconfirm>
        </>
      )}
      {roleOpen ? (
        <RoleDialog operator={operator} busy={busy} onSave={saveRole} onClose={() => setRoleOpen(false)} />
      ) : null}
      {link ? (
        <Modal
          open
          title={t('operators.new_link_ready', { name })}
          onCancel={() => setLink(undefined)}
          footer={
            <Button type="primary" onClick={() => setLink(undefined)}>
              {t('common.done')}
            </Button>
          }
        >
          <SetupLinkResult link={link} title={t('operators.link_ready')} />
        </Modal>
      ) : null}
    </Flex>
  );
}
