/**
 * The job queues' counts across every worker (waiting, running, failed), each queue named by
 * what it does; when the queue does not answer, a warning that the states shown are the last
 * ones recorded (they come from the episodes' rows, not from the queue). These are the queue's
 * own jobs: a transcode refused for its file (unreadable, no picture) ends its job at once and
 * is not a failed job here, only a failed episode in the view above; the card says so, and its
 * failed column counts the jobs the queue gave up on after their retries.
 */
import { Alert, Card, Table, Typography } from 'antd';
import type { QueueCounts } from '#shared/contract/console-jobs.ts';
import { formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';

export function QueuesCard({
  queues,
  loading,
}: {
  queues: QueueCounts[] | null | undefined;
  loading: boolean;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const count = (value: number) => formatNumber(value, language);
  return (
    <Card title={t('jobs.queues.title')} size="small">
      {queues === null ? (
        <Alert type="warning" showIcon title={t('jobs.queues.down')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="queues-hint">
            {t('jobs.queues.hint')}
          </Typography.Paragraph>
          <Table<QueueCounts>
            rowKey="name"
            size="small"
            loading={loading}
            pagination={false}
            dataSource={queues ?? []}
            columns={[
              {
                key: 'name',
                title: t('jobs.queues.col_queue'),
                render: (_v, q) => t(`jobs.queue.${q.name}`),
              },
              {
                key: 'queued',
                title: t('jobs.queues.col_waiting'),
                align: 'right',
                width: 140,
                render: (_v, q) => count(q.queued),
              },
              {
                key: 'active',
                title: t('jobs.queues.col_running'),
                align: 'right',
                width: 140,
                render: (_v, q) => count(q.active),
              },
              {
                key: 'failed',
                title: t('jobs.queues.col_failed'),
                align: 'right',
                width: 140,
                render: (_v, q) => count(q.failed),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
