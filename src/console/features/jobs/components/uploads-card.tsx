/**
 * The episode uploads still arriving on this server: the file, where it goes (a new episode or
 * a replacement), who sends it, how much has arrived, when it began and when staging drops it;
 * its own operator may cancel it (what arrived is deleted).
 */
import { Button, Card, Empty, Flex, Popconfirm, Progress, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { StagedUpload } from '#shared/contract/console-jobs.ts';
import { RelativeTime } from '#console/components/relative-time.tsx';
import { seriesEditPath } from '#console/config/paths.ts';
import { formatSize } from '#console/lib/format-size.ts';
import { useActiveLanguage, useT, type Translate } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useCancelUpload } from '../api/cancel-upload.ts';

function targetOf(t: Translate, upload: StagedUpload): string {
  const number = upload.episode_number;
  if (upload.episode_id !== null) {
    return number === null ? t('jobs.uploads.replaces_video') : t('jobs.uploads.replaces', { number });
  }
  return number === null ? t('jobs.uploads.new') : t('jobs.uploads.new_numbered', { number });
}

function Received({ upload }: { upload: StagedUpload }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const percent = upload.size > 0 ? Math.floor((upload.received / upload.size) * 100) : 0;
  return (
    <Flex vertical gap={0} style={{ minWidth: 180 }}>
      <Progress percent={percent} size="small" showInfo={false} style={{ margin: 0 }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('jobs.uploads.of_size', {
          received: formatSize(upload.received, language),
          size: formatSize(upload.size, language),
        })}
      </Typography.Text>
    </Flex>
  );
}

function CancelUpload({ upload }: { upload: StagedUpload }) {
  const t = useT();
  const cancel = useCancelUpload();
  return (
    <Popconfirm
      title={t('jobs.uploads.cancel_title')}
      description={<div style={{ maxWidth: 300 }}>{t('jobs.uploads.cancel_text')}</div>}
      okText={t('jobs.uploads.cancel_ok')}
      cancelText={t('jobs.uploads.cancel_keep')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onConfirm={() =>
        cancel.mutateAsync(upload.id).then(
          () => notifySuccess(t('jobs.uploads.cancelled', { file: upload.filename })),
          // The message is the query client's; the confirmation closes.
          () => undefined,
        )
      }
    >
      <Button
        size="small"
        danger
        loading={cancel.isPending}
        aria-label={t('jobs.uploads.cancel_file', { file: upload.filename })}
      >
        {t('jobs.uploads.cancel')}
      </Button>
    </Popconfirm>
  );
}

export function UploadsCard({ uploads, loading }: { uploads: StagedUpload[] | undefined; loading: boolean }) {
  const t = useT();
  return (
    <Card title={t('jobs.uploads.title')} size="small">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t('jobs.uploads.hint')}
      </Typography.Paragraph>
      <Table<StagedUpload>
        rowKey="id"
        size="small"
        loading={loading}
        pagination={false}
        scroll={{ x: 1060 }}
        dataSource={uploads ?? []}
        locale={{
          emptyText: uploads ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('jobs.uploads.empty')} />
          ) : (
            <span />
          ),
        }}
        columns={[
          {
            key: 'file',
            title: t('jobs.uploads.col_file'),
            render: (_v, u) => (
              <Flex vertical gap={0} align="flex-start">
                <Typography.Text ellipsis={{ tooltip: u.filename }} style={{ maxWidth: 260 }}>
                  {u.filename}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {targetOf(t, u)}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'series',
            title: t('jobs.col_series'),
            width: 200,
            render: (_v, u) => <Link to={seriesEditPath(u.series_id, 'episodes')}>{u.series_title}</Link>,
          },
          {
            key: 'operator',
            title: t('jobs.uploads.col_operator'),
            width: 160,
            render: (_v, u) => (
              <>
                {u.operator_name} {u.mine ? <Tag>{t('jobs.uploads.you')}</Tag> : null}
              </>
            ),
          },
          {
            key: 'received',
            title: t('jobs.uploads.col_received'),
            width: 200,
            render: (_v, u) => <Received upload={u} />,
          },
          {
            key: 'started',
            title: t('jobs.uploads.col_started'),
            width: 130,
            render: (_v, u) => <RelativeTime iso={u.created_at} />,
          },
          {
            key: 'expires',
            title: t('jobs.uploads.col_expires'),
            width: 130,
            render: (_v, u) => <RelativeTime iso={u.expires_at} />,
          },
          {
            key: 'actions',
            title: t('jobs.col_actions'),
            width: 110,
            render: (_v, u) => (u.mine ? <CancelUpload upload={u} /> : null),
          },
        ]}
      />
    </Card>
  );
}
