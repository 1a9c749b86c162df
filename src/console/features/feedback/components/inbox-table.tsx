/**
 * The inbox: one row per feedback (open unanswered first), paged by the server; a click on a row
 * (or its +) opens its thread, and its user links to the user page (balances, orders, block).
 * An open thread keeps its place when a reply or a close re-sorts the list (use-steady-rows.ts).
 * A feedback sent with pictures says how many before its text.
 */
import { PictureOutlined } from '@ant-design/icons';
import { Flex, Pagination, Table, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import type { InboxItem, InboxResponse, InboxState } from '#shared/contract/console-feedback.ts';
import { EmptyList } from '#console/components/empty-list.tsx';
import { serverPagination, type ServerPageProps } from '#console/components/server-pagination.ts';
import { personPath } from '#console/config/paths.ts';
import { feedbackTypeLabel } from '#console/lib/feedback-type.ts';
import { formatDateTime, formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { useSteadyRows } from '../hooks/use-steady-rows.ts';
import { languageName } from '../lib/labels.ts';
import { FeedbackThread } from './feedback-thread.tsx';

const STATE_COLOR: Record<InboxState, string> = {
  unanswered: 'orange',
  answered: 'green',
  closed: 'default',
};

/**
 * `view`: what the page answers (filters, search, page, size); a new one closes the threads.
 * `onClearFilters`: set while filters or a search narrow the list (the empty list offers it).
 */
export function InboxTable({
  data,
  loading,
  page,
  size,
  onPage,
  view,
  onClearFilters,
}: ServerPageProps<InboxResponse> & { view: string; onClearFilters?: (() => void) | undefined }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const { rows, open, toggle, replace } = useSteadyRows(data?.items, view);
  return (
    <>
      <Table<InboxItem>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        locale={{
          emptyText: (
            <EmptyList
              loaded={data !== undefined}
              empty={t('feedback.empty')}
              filtered={t('feedback.empty_filtered')}
              clearLabel={t('feedback.clear_filters')}
              onClear={onClearFilters}
              testId="feedback-empty"
            />
          ),
        }}
        size="middle"
        scroll={{ x: 760 }}
        expandable={{
          expandedRowRender: (item) => <FeedbackThread item={item} onSaved={replace} />,
          rowExpandable: () => true,
          expandRowByClick: true,
          expandedRowKeys: [...open],
          onExpand: (expanded, item) => toggle(item.id, expanded),
        }}
        onRow={() => ({ style: { cursor: 'pointer' } })}
        // The pager is apart: a kept thread can make a page one row longer than its size, and the
        // table's own pager would cut that row off.
        pagination={false}
        columns={[
          {
            key: 'at',
            title: t('feedback.col_at'),
            width: 210,
            // One line at any width: the time must not wrap under the date.
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
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
              <Flex align="center" gap={8}>
                {item.images.length > 0 ? <PictureCount count={item.images.length} /> : null}
                <Typography.Text ellipsis={{ tooltip: item.content }} style={{ maxWidth: 360 }}>
                  {item.content}
                </Typography.Text>
              </Flex>
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
      {data?.total ? (
        <Pagination
          align="end"
          style={{ marginTop: 16 }}
          {...serverPagination({
            page,
            size,
            total: data?.total,
            onChange: onPage,
            showTotal: (total) => t('feedback.total', { count: total }),
          })}
        />
      ) : null}
    </>
  );
}

/** How many pictures came with a feedback: an icon and the number, said in words on hover. */
function PictureCount({ count }: { count: number }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const said = t('feedback.pictures', { count });
  return (
    <Tooltip title={said}>
      <Typography.Text
        type="secondary"
        role="img"
        aria-label={said}
        data-testid="feedback-picture-count"
        style={{ flex: 'none', whiteSpace: 'nowrap' }}
      >
        <PictureOutlined /> {formatNumber(count, language)}
      </Typography.Text>
    </Tooltip>
  );
}
