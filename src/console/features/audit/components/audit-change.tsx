/** An audit row's before and after, field by field; unchanged fields behind a switch. */
import { Empty, Switch, Table, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import type { AuditEntry } from '#shared/contract/console-auth.ts';
import { useT } from '#console/lib/i18n.ts';
import { auditDiff, formatValue, type FieldChange } from '../lib/audit-diff.ts';

function Value({ value, present, tone }: { value: unknown; present: boolean; tone: string }) {
  if (!present) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Text
      style={{
        background: tone,
        padding: '1px 4px',
        borderRadius: 4,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {formatValue(value)}
    </Typography.Text>
  );
}

export function AuditChange({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const { token } = theme.useToken();
  const [showAll, setShowAll] = useState(false);
  const changes = useMemo(() => auditDiff(entry.before, entry.after), [entry.before, entry.after]);
  const shown = showAll ? changes : changes.filter((change) => change.kind !== 'unchanged');
  const unchanged = changes.length - changes.filter((change) => change.kind !== 'unchanged').length;

  if (changes.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.no_details')} />;
  return (
    <>
      {unchanged > 0 ? (
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
          <Switch size="small" checked={showAll} onChange={setShowAll} />
          {t('audit.show_unchanged', { count: unchanged })}
        </label>
      ) : null}
      <Table<FieldChange>
        size="small"
        pagination={false}
        rowKey="path"
        dataSource={shown}
        columns={[
          {
            key: 'path',
            title: t('audit.field'),
            width: '28%',
            render: (_value, change) => (
              <Typography.Text code>{change.path || t('audit.value')}</Typography.Text>
            ),
          },
          {
            key: 'before',
            title: t('audit.before'),
            render: (_value, change) => (
              <Value
                value={change.before}
                present={change.kind !== 'added'}
                tone={change.kind === 'unchanged' ? 'transparent' : token.colorErrorBg}
              />
            ),
          },
          {
            key: 'after',
            title: t('audit.after'),
            render: (_value, change) => (
              <Value
                value={change.after}
                present={change.kind !== 'removed'}
                tone={change.kind === 'unchanged' ? 'transparent' : token.colorSuccessBg}
              />
            ),
          },
        ]}
      />
    </>
  );
}
