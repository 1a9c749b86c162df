/**
 * One page of transcodes in the open view: the series (to its episodes), the episode, its
 * state, how many runs it took, the last failure's reason (its line breaks kept, the rest on
 * demand), when it last changed, and for a failed one a Retry that queues it again.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Table, Typography } from 'antd';
import { Link } from 'react-router';
import {
  DONE_WINDOW_H,
  type JobView,
  type JobsResponse,
  type TranscodeItem,
} from '#shared/contract/console-jobs.ts';
import { RelativeTime } from '#console/components/relative-time.tsx';
import { serverPagination, type ServerPageProps } from '#console/components/server-pagination.ts';
import { paths, seriesEditPath } from '#console/config/paths.ts';
import { formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useFailureText } from '#console/lib/transcode-failure.ts';
import { useRetryTranscode, type RetryTranscode } from '../hooks/use-retry-transcode.ts';
import { TranscodeState } from './transcode-state.tsx';
import { FailureDetails } from '#console/components/failure-details.tsx';

function EmptyView({ view }: { view: JobView }) {
  const t = useT();
  const text =
    view === 'working'
      ? t('jobs.empty.working')
      : view === 'failed'
        ? t('jobs.empty.failed')
        : t('jobs.empty.done', { hours: DONE_WINDOW_H });
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          {text} {view === 'working' ? <Link to={paths.series}>{t('jobs.empty.to_series')}</Link> : null}
        </>
      }
    />
  );
}

/** The reason in the operator's words; the tool's own (English) words behind "Technical details". */
function LastError({ error }: { error: string | null }) {
  const failureText = useFailureText();
  if (!error) return null;
  const failure = failureText(error);
  return (
    <>
      <Typography.Paragraph
        type="danger"
        style={{ whiteSpace: 'pre-wrap', margin: 0, maxWidth: 420, fontSize: 13 }}
        ellipsis={{ rows: 2, expandable: 'collapsible' }}
      >
        {failure.text}
      </Typography.Paragraph>
      {failure.detail ? <FailureDetails detail={failure.detail} maxWidth={420} /> : null}
    </>
  );
}

export function TranscodeTable({
  view,
  retry,
  data,
  loading,
  page,
  size,
  onPage,
}: ServerPageProps<JobsResponse> & { view: JobView; retry: RetryTranscode }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const retrying = useRetryTranscode(retry);
  const onRetry = (item: TranscodeItem) =>
    retrying.mutate(item, {
      onSuccess: () =>
        notifySuccess(t('jobs.retried', { number: item.episode_number, series: item.series_title })),
    });
  const actionsColumn = {
    key: 'actions',
    title: t('jobs.col_actions'),
    width: 120,
    render: (_v: unknown, item: TranscodeItem) => {
      const pending = retrying.isPending && retrying.variables.episode_id === item.episode_id;
      return (
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={pending}
          disabled={pending}
          aria-label={t('jobs.retry_episode', { number: item.episode_number, series: item.series_title })}
          onClick={() => onRetry(item)}
        >
          {t('jobs.retry')}
        </Button>
      );
    },
  };
  return (
    <Table<TranscodeItem>
      rowKey="episode_id"
      loading={loading}
      dataSource={data?.items ?? []}
      size="middle"
      scroll={{ x: 960 }}
      // Until the first answer, no "nothing here" under the spinner.
      locale={{ emptyText: data ? <EmptyView view={view} /> : <span /> }}
      pagination={serverPagination({
        page,
        size,
        total: data?.total,
        onChange: onPage,
        showTotal: (total) => t('jobs.total', { count: total, n: formatNumber(total, language) }),
      })}
      columns={[
        {
          key: 'series',
          title: t('jobs.col_series'),
          render: (_v, item) => (
            <Link to={seriesEditPath(item.series_id, 'episodes')}>{item.series_title}</Link>
          ),
        },
        {
          key: 'episode',
          title: t('jobs.col_episode'),
          width: 120,
          render: (_v, item) => t('jobs.episode', { number: item.episode_number }),
        },
        {
          key: 'state',
          title: t('jobs.col_state'),
          width: 200,
          render: (_v, item) => <TranscodeState item={item} />,
        },
        {
          key: 'attempts',
          title: t('jobs.col_attempts'),
          width: 100,
          align: 'right',
          render: (_v, item) => formatNumber(item.attempts, language),
        },
        // A finished transcode has no error, and only a failed one can be retried.
        ...(view === 'done'
          ? []
          : [
              {
                key: 'error',
                title: t('jobs.col_error'),
                render: (_v: unknown, item: TranscodeItem) => <LastError error={item.error} />,
              },
            ]),
        {
          key: 'updated',
          title: t('jobs.col_updated'),
          width: 150,
          render: (_v, item) => <RelativeTime iso={item.updated_at} />,
        },
        ...(view === 'failed' ? [actionsColumn] : []),
      ]}
    />
  );
}
