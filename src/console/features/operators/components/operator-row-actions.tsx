/**
 * What an owner may do to another operator's account from its row, on one line: the action the
 * row's state calls for (unlock a locked account, enable a disabled one, else disable) as a
 * button, the others (change the role, disable, a new setup link) in its "More" menu. Each asks
 * first, naming the person; the row's controls wait while a request runs, and a second click
 * meanwhile sends nothing. A new link is shown once, as an invite's. An owner's own row has no
 * actions (the server refuses them).
 */
import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useT } from '#console/lib/i18n.ts';
import { useDisableOperator } from '../api/disable-operator.ts';
import { useEnableOperator } from '../api/enable-operator.ts';
import type { OperatorRow } from '../api/get-operators.ts';
import { useNewSetupLink } from '../api/new-setup-link.ts';
import { useSetOperatorRole } from '../api/set-operator-role.ts';
import { useUnlockOperator } from '../api/unlock-operator.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { RoleDialog } from './role-dialog.tsx';
import { SetupLinkResult } from './setup-link-result.tsx';

type Action = 'unlock' | 'enable' | 'disable' | 'link';

export function OperatorRowActions({ operator, isMe }: { operator: OperatorRow; isMe: boolean }) {
  const t = useT();
  const { busy, run } = useSingleFlight();
  const [roleOpen, setRoleOpen] = useState(false);
  const [asking, setAsking] = useState<Action>();
  const [link, setLink] = useState<string>();
  const disable = useDisableOperator();
  const enable = useEnableOperator();
  const unlock = useUnlockOperator();
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
  const perform: Record<Action, () => Promise<unknown>> = {
    unlock: async () => {
      await unlock.mutateAsync(operator.id);
      notifySuccess(t('operators.unlock_done', { name }));
    },
    enable: async () => {
      await enable.mutateAsync(operator.id);
      notifySuccess(t('operators.enable_done', { name }));
    },
    disable: async () => {
      await disable.mutateAsync(operator.id);
      notifySuccess(t('operators.disable_done', { name }));
    },
    link: async () => setLink((await renew.mutateAsync(operator.id)).setup_url),
  };
  const ask = {
    unlock: { title: 'operators.unlock_title', text: 'operators.unlock_text', ok: 'operators.unlock' },
    enable: { title: 'operators.enable_title', text: 'operators.enable_text', ok: 'operators.enable' },
    disable: { title: 'operators.disable_title', text: 'operators.disable_text', ok: 'operators.disable' },
    link: { title: 'operators.new_link_title', text: 'operators.new_link_text', ok: 'operators.new_link' },
  } as const;
  const confirmOf = (action: Action) => ({
    title: t(ask[action].title, { name }),
    description: t(ask[action].text, { name }),
    okText: t(ask[action].ok),
    cancelText: t('common.cancel'),
    okButtonProps: { danger: action === 'disable', loading: busy },
    onConfirm: () => {
      setAsking(undefined);
      void run(perform[action]);
    },
  });

  const disabled = operator.status === 'disabled';
  const primary: Action = operator.status === 'locked' ? 'unlock' : disabled ? 'enable' : 'disable';
  const more: { key: Action | 'role'; label: string; danger?: boolean }[] = [
    { key: 'role', label: t('operators.change_role') },
    ...(primary !== 'disable' && !disabled
      ? [{ key: 'disable' as const, label: t('operators.disable'), danger: true }]
      : []),
    ...(disabled ? [] : [{ key: 'link' as const, label: t('operators.new_link') }]),
  ];
  return (
    <Flex gap={4} align="center" wrap={false}>
      <Popconfirm {...confirmOf(primary)}>
        <Button
          size="small"
          type="link"
          danger={primary === 'disable'}
          loading={busy}
          style={{ paddingInline: 4 }}
        >
          {t(ask[primary].ok)}
        </Button>
      </Popconfirm>
      <Popconfirm
        {...(asking ? confirmOf(asking) : confirmOf('link'))}
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
        onCancel={() => setAsking(undefined)}
      >
        <Dropdown
          trigger={['click']}
          disabled={busy}
          menu={{
            items: more.map(({ key, label, danger }) => ({ key, label, danger })),
            onClick: ({ key }) => (key === 'role' ? setRoleOpen(true) : setAsking(key as Action)),
          }}
        >
          <Button size="small" type="text" icon={<MoreOutlined />} disabled={busy}>
            {t('operators.more')}
          </Button>
        </Dropdown>
      </Popconfirm>
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
