/**
 * The inbox: one row per feedback (open unanswered first), paged by the server; a click on a row
 * (or its +) opens its thread, and its user links to the user page (balances, orders, block).
 */
import { Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { InboxItem, InboxResponse, InboxState } from '#shared/contract/console-feedback.ts';
import { serverPagination, type ServerPageProps } from '#console/components/server-pagination.ts';
import { personPath } from '#console/config/paths.ts';
import { feedbackTypeLabel } from '#console/lib/feedback-type.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { languageName } from '../lib/labels.ts';
import { FeedbackThread } from './feedback-thread.tsx';

const STATE_COLOR: Record<InboxState, string> = {
  unanswered: 'orange',
  answered: 'green',
  closed: 'default',
};

export function InboxTable({ data, loading, page, size, onPage }: ServerPageProps<InboxResponse>) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  return (
    <Table<InboxItem>
      rowKey="id"
      loading={loading}
      dataSource={data?.items ?? []}
      size="middle"
      scroll={{ x: 760 }}
      expandable={{
        expandedRowRender: (item) => <FeedbackThread item={item} />,
        rowExpandable: () => true,
        expandRowByClick: true,
      }}
      onRow={() => ({ style: { cursor: 'pointer' } })}
      pagination={serverPagination({
        page,
        size,
        total: data?.total,
        onChange: onPage,
        showTotal: (total) => t('feedback.total', { count: total }),
      })}
      columns={[
        {
          key: 'at',
          title: t('feedback.col_at'),
          width: 180,
          render: (_value, item) => formatDateTime(item.created_at, language),
        },
        {
          key: 'state',
          title: t('feedback.col_state'),
          width: 120,
          render: (_value, item) => (
            <Tag color={STATE_COLOR[item.state]}>{t(`feedback.status.${item.state}`)}</Tag>
          ),
        },
        {
          key: 'type',
          title: t('feedback.col_type'),
          width: 130,
          render: (_v, item) => feedbackTypeLabel(t, item.type),
        },
        {
          key: 'language',
          title: t('feedback.col_language'),
          width: 140,
          render: (_v, item) => languageName(item.language) ?? t('feedback.language_unknown'),
        },
        {
          key: 'content',
          title: t('feedback.col_content'),
          render: (_v, item) => (
            <Typography.Text ellipsis={{ tooltip: item.content }} style={{ maxWidth: 360 }}>
              {item.content}
            </Typography.Text>
          ),
        },
        {
          key: 'user',
          title: t('feedback.col_user'),
          width: 100,
          // The link opens the user page without opening or closing the row too.
          render: (_v, item) => (
            <Link to={personPath(item.user_id)} onClick={(event) => event.stopPropagation()}>
              #{item.user_id}
            </Link>
          ),
        },
      ]}
    />
  );
}
