/**
 * The audit table's "what" cell: what the row is about in words, linked to the console page
 * that shows it, with its kind and internal id beneath for support (the id in the tooltip too);
 * an entity nothing more is known of by kind and id.
 */
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { AuditEntry } from '#shared/contract/console-auth.ts';
import { useT } from '#console/lib/i18n.ts';
import { entityLabel } from '../lib/audit-labels.ts';
import { targetView } from '../lib/audit-target.ts';

export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const view = targetView(t, entry);
  const gone = (view ? view.deleted : entry.target?.deleted === true) && (
    <Tag style={{ marginInlineStart: 8 }} data-testid="audit-target-deleted">
      {t('audit.target_deleted')}
    </Tag>
  );
  const kind = entityLabel(t, entry.entity);
  if (!view) {
    return (
      <Typography.Text>
        {kind}
        {entry.entity_id ? <Typography.Text type="secondary"> #{entry.entity_id}</Typography.Text> : null}
        {gone}
      </Typography.Text>
    );
  }
  const id = entry.entity_id ? t('audit.internal_id', { id: entry.entity_id }) : '';
  const beneath = id ? `${kind} · ${id}` : kind;
  return (
    <Flex vertical>
      <span data-testid="audit-target" title={id}>
        {view.to ? <Link to={view.to}>{view.text}</Link> : view.text}
        {gone}
      </span>
      {/* A page named by its kind (settings, channels) says nothing more beneath. */}
      {beneath === view.text ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {beneath}
        </Typography.Text>
      )}
    </Flex>
  );
}
