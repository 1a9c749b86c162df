/**
 * Every operator: name, email, role, status, last sign-in, since when, and the owner's actions.
 * Laid out to fit its card at 1440 x 900 in every language: fixed column widths, a long name
 * or email cut with an ellipsis (the whole of it in a tooltip), dates on one line, the actions
 * on one line (the rest in a menu).
 */
import { Badge, Table, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import type { OperatorRow } from '../api/get-operators.ts';
import { OperatorRowActions } from './operator-row-actions.tsx';

const STATUS_BADGE = {
  active: 'success',
  pending: 'processing',
  setup_expired: 'warning',
  locked: 'error',
  disabled: 'default',
} as const;

/** A cell's text on one line, cut with an ellipsis; the whole of it on hover. */
const clipped = (text: string): ReactNode => (
  <Tooltip title={text} placement="topLeft">
    <span>{text}</span>
  </Tooltip>
);
const ONE_LINE = { ellipsis: { showTitle: false } } as const;

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
      tableLayout="fixed"
      columns={[
        { key: 'name', title: t('operators.name'), dataIndex: 'name', ...ONE_LINE, render: clipped },
        { key: 'email', title: t('operators.email'), dataIndex: 'email', ...ONE_LINE, render: clipped },
        {
          key: 'role',
          title: t('operators.role'),
          width: 120,
          ...ONE_LINE,
          render: (_value, row) => (
            <Tag color={row.role === 'owner' ? 'magenta' : 'blue'}>{t(`role.${row.role}` as const)}</Tag>
          ),
        },
        {
          key: 'status',
          title: t('operators.status'),
          width: 160,
          ...ONE_LINE,
          // The dot, then the words as plain text: an ellipsis cuts text, not an inline block.
          render: (_value, row) => (
            <Tooltip title={t(`status.${row.status}` as const)} placement="topLeft">
              <span>
                <Badge status={STATUS_BADGE[row.status]} /> {t(`status.${row.status}` as const)}
              </span>
            </Tooltip>
          ),
        },
        {
          key: 'last_login_at',
          title: t('operators.last_login'),
          width: 165,
          ...ONE_LINE,
          render: (_value, row) =>
            clipped(formatDateTime(row.last_login_at, language) || t('operators.never')),
        },
        {
          key: 'created_at',
          title: t('operators.created'),
          width: 165,
          ...ONE_LINE,
          render: (_value, row) => clipped(formatDateTime(row.created_at, language)),
        },
        {
          key: 'actions',
          title: t('operators.actions'),
          width: 190,
          render: (_value, row) => <OperatorRowActions operator={row} isMe={row.id === meId} />,
        },
      ]}
    />
  );
}
