/** The audit log: one row per write, newest first, paged by the server; a row opens to its changes. */
import { Table, Tag } from 'antd';
import type { AuditEntry, AuditResponse } from '#shared/contract/console-auth.ts';
import { EmptyList } from '#console/components/empty-list.tsx';
import { serverPagination } from '#console/components/server-pagination.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { actionLabel, isAlarming, operatorLabel } from '../lib/audit-labels.ts';
import { AuditChange } from './audit-change.tsx';
import { AuditTarget } from './audit-target.tsx';

export function AuditTable({
  data,
  loading,
  page,
  size,
  onPage,
  onClearFilters,
}: {
  data: AuditResponse | undefined;
  loading: boolean;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  /** Set while filters narrow the log: the empty list offers to clear them. */
  onClearFilters?: (() => void) | undefined;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={data?.items ?? []}
      locale={{
        emptyText: (
          <EmptyList
            loaded={data !== undefined}
            empty={t('audit.empty')}
            filtered={t('audit.empty_filtered')}
            clearLabel={t('audit.clear_filters')}
            onClear={onClearFilters}
            testId="audit-empty"
          />
        ),
      }}
      // On a tablet the columns keep their room and the table scrolls sideways instead.
      scroll={{ x: 820 }}
      expandable={{ expandedRowRender: (entry) => <AuditChange entry={entry} />, rowExpandable: () => true }}
      pagination={serverPagination({
        page,
        size,
        total: data?.total,
        onChange: onPage,
        showTotal: (total) => t('audit.total', { count: total }),
      })}
      columns={[
        {
          key: 'at',
          title: t('audit.at'),
          width: 190,
          render: (_value, entry) => formatDateTime(entry.at, language),
        },
        {
          key: 'operator',
          title: t('audit.operator'),
          render: (_value, entry) => operatorLabel(t, entry),
        },
        {
          key: 'action',
          title: t('audit.action'),
          render: (_value, entry) => (
            <Tag color={isAlarming(entry.action) ? 'red' : 'blue'} title={entry.action}>
              {actionLabel(t, entry.action)}
            </Tag>
          ),
        },
        {
          key: 'entity',
          title: t('audit.entity'),
          width: 300,
          render: (_value, entry) => <AuditTarget entry={entry} />,
        },
      ]}
    />
  );
}
