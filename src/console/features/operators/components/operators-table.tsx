/** Every operator: name, email, role, status, last sign-in, since when, and the owner's actions. */
import { Badge, Table, Tag } from 'antd';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import type { OperatorRow } from '../api/get-operators.ts';
import { OperatorRowActions } from './operator-row-actions.tsx';

const STATUS_BADGE = {
  active: 'success',
  pending: 'processing',
  locked: 'error',
  disabled: 'default',
} as const;

export function OperatorsTable({
  rows,
  loading,
  meId,
}: {
  rows: OperatorRow[];
  loading: boolean;
  /** The signed-in owner: their own row has no actions. */
  meId: number | undefined;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  return (
    <Table<OperatorRow>
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      columns={[
        { key: 'name', title: t('operators.name'), dataIndex: 'name' },
        { key: 'email', title: t('operators.email'), dataIndex: 'email' },
        {
          key: 'role',
          title: t('operators.role'),
          render: (_value, row) => (
            <Tag color={row.role === 'owner' ? 'magenta' : 'blue'}>{t(`role.${row.role}` as const)}</Tag>
          ),
        },
        {
          key: 'status',
          title: t('operators.status'),
          render: (_value, row) => (
            <Badge status={STATUS_BADGE[row.status]} text={t(`status.${row.status}` as const)} />
          ),
        },
        {
          key: 'last_login_at',
          title: t('operators.last_login'),
          render: (_value, row) => formatDateTime(row.last_login_at, language) || t('operators.never'),
        },
        {
          key: 'created_at',
          title: t('operators.created'),
          render: (_value, row) => formatDateTime(row.created_at, language),
        },
        {
          key: 'actions',
          title: t('operators.actions'),
          render: (_value, row) => <OperatorRowActions operator={row} isMe={row.id === meId} />,
        },
      ]}
    />
  );
}
