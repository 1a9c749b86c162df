/**
 * An audit row's before and after, field by field, in words: each field named in the console's
 * language (its internal name in the tooltip, for support), each value written as the console
 * writes it; unchanged fields behind a switch, bookkeeping (ids, save times) last and muted.
 */
import { Empty, Switch, Table, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import type { AuditEntry } from '#shared/contract/console-auth.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { blockerName, withoutRepeatedReason } from '../lib/audit-block.ts';
import { auditDiff, type FieldChange } from '../lib/audit-diff.ts';
import { fieldLabel, fieldOf } from '../lib/audit-fields.ts';
import { entityLabel } from '../lib/audit-labels.ts';
import { formatAuditValue, NOTHING, type ValueContext } from '../lib/audit-values.ts';

function Value({
  text,
  present,
  tone,
  muted,
}: {
  text: string;
  present: boolean;
  tone: string;
  muted: boolean;
}) {
  if (!present || muted)
    return <Typography.Text type="secondary">{present ? text : NOTHING}</Typography.Text>;
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
      {text}
    </Typography.Text>
  );
}

export function AuditChange({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const { token } = theme.useToken();
  const [showAll, setShowAll] = useState(false);
  const changes = useMemo(() => withoutRepeatedReason(entry, auditDiff(entry.before, entry.after)), [entry]);
  const changed = changes.filter((change) => change.kind !== 'unchanged');
  const shown = showAll ? changes : changed;
  const unchanged = changes.length - changed.length;

  if (changes.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.no_details')} />;
  const ctx: ValueContext = { t, language };
  const text = (change: FieldChange, value: unknown) =>
    blockerName(entry, change, value) ?? formatAuditValue(ctx, fieldOf(entry.entity, change.segments), value);
  const tone = (change: FieldChange, color: string) => (change.kind === 'unchanged' ? 'transparent' : color);
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
        locale={{ emptyText: t('audit.nothing_changed') }}
        columns={[
          {
            key: 'path',
            title: t('audit.field'),
            width: '28%',
            render: (_value, change) => (
              <Typography.Text
                type={change.bookkeeping ? 'secondary' : undefined}
                title={change.path || undefined}
              >
                {fieldLabel(t, entry.entity, change.segments, entityLabel(t, entry.entity))}
              </Typography.Text>
            ),
          },
          {
            key: 'before',
            title: t('audit.before'),
            render: (_value, change) => (
              <Value
                text={text(change, change.before)}
                present={change.kind !== 'added'}
                tone={tone(change, token.colorErrorBg)}
                muted={change.bookkeeping}
              />
            ),
          },
          {
            key: 'after',
            title: t('audit.after'),
            render: (_value, change) => (
              <Value
                text={text(change, change.after)}
                present={change.kind !== 'removed'}
                tone={tone(change, token.colorSuccessBg)}
                muted={change.bookkeeping}
              />
            ),
          },
        ]}
      />
    </>
  );
}
