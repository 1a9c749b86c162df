/**
 * One row per file: its name and size (and the error, with the server's words), the episode
 * number (editable until the upload starts; without one, the number it will get), whether it
 * replaces an existing episode's video, the progress with its percentage and speed, and what
 * can be done with it now.
 *
 * The file's column takes the room the others leave (they have set widths, the table a fixed
 * layout), also in the 760-pixel dialog that replaces one episode's video; a name too long for
 * it ends in an ellipsis, whole in a tooltip.
 */
import { Button, Flex, InputNumber, Popconfirm, Progress, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { MAX_EPISODE_NUMBER } from '#shared/episode-number.ts';
import { formatSize, formatSpeed } from '#console/lib/format-size.ts';
import { currentLanguageId, useT, type MessageKey } from '#console/lib/i18n.ts';
import {
  duplicateNumbers,
  nextFreeNumbers,
  percentOf,
  replacesEpisode,
  type RowStatus,
  type UploadRow,
} from '../lib/upload-queue.ts';

export interface UploadRowActions {
  setNumber(key: string, value: number | undefined): void;
  pause(key: string): void;
  resume(key: string): void;
  cancel(key: string): Promise<void>;
  remove(key: string): void;
}

/** The other columns' widths; the episode's is narrower when replacing (it only says "This episode"). */
const WIDTH = { episode: 170, episodeReplacing: 120, progress: '25%', actions: 170 } as const;

/** A tag longer than its column ("Another file has this number") wraps inside it. */
const TAG_WRAPS = { whiteSpace: 'normal', marginInlineEnd: 0 } as const;

const STATUS_TEXT: Record<RowStatus, MessageKey> = {
  ready: 'uploads.status_picked',
  queued: 'uploads.status_queued',
  uploading: 'uploads.status_uploading',
  paused: 'uploads.status_paused',
  done: 'uploads.status_done',
  failed: 'uploads.status_failed',
};

function RowButtons({ row, actions }: { row: UploadRow; actions: UploadRowActions }) {
  const t = useT();
  const { key, status } = row;
  const cancel = (
    <Popconfirm
      title={t('uploads.cancel_confirm')}
      onConfirm={() => actions.cancel(key)}
      okText={t('uploads.cancel')}
      okButtonProps={{ danger: true }}
      cancelText={t('uploads.keep')}
    >
      <Button size="small" danger>
        {t('uploads.cancel')}
      </Button>
    </Popconfirm>
  );
  return (
    <Space size="small" wrap>
      {(status === 'uploading' || status === 'queued') && (
        <Button size="small" onClick={() => actions.pause(key)}>
          {t('uploads.pause')}
        </Button>
      )}
      {status === 'paused' && (
        <Button size="small" type="primary" onClick={() => actions.resume(key)}>
          {t('uploads.resume')}
        </Button>
      )}
      {status === 'failed' && !row.refused && (
        <Button size="small" type="primary" onClick={() => actions.resume(key)}>
          {t('common.retry')}
        </Button>
      )}
      {status === 'uploading' ||
      status === 'queued' ||
      status === 'paused' ||
      (status === 'failed' && !row.refused) ? (
        cancel
      ) : (
        <Button size="small" onClick={() => actions.remove(key)}>
          {t('uploads.remove')}
        </Button>
      )}
    </Space>
  );
}

function statusText(row: UploadRow): MessageKey {
  return row.awaitsEpisodes && row.status === 'queued'
    ? 'uploads.status_awaiting_episodes'
    : STATUS_TEXT[row.status];
}

export function UploadTable({
  rows,
  replacing,
  existing,
  actions,
}: {
  rows: UploadRow[];
  replacing: boolean;
  /** The series' episode numbers; undefined while unknown. */
  existing: readonly number[] | undefined;
  actions: UploadRowActions;
}) {
  const t = useT();
  const language = currentLanguageId();
  const twice = duplicateNumbers(rows);
  const taken = existing ? new Set(existing) : undefined;
  const next = existing ? nextFreeNumbers(rows, existing) : new Map<string, number>();
  const columns: ColumnsType<UploadRow> = [
    {
      title: t('uploads.col_file'),
      key: 'file',
      render: (_, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: row.name }} data-testid="upload-name">
            {row.name}
          </Typography.Text>
          <Typography.Text type="secondary">{formatSize(row.size, language)}</Typography.Text>
          {row.error && (
            <Typography.Text type="danger" style={{ overflowWrap: 'anywhere' }} data-testid="upload-error">
              {row.error}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('uploads.col_episode'),
      key: 'episode',
      width: replacing ? WIDTH.episodeReplacing : WIDTH.episode,
      render: (_, row) => {
        if (replacing) return t('uploads.episode_replaced');
        const duplicate = row.episodeNumber !== undefined && twice.has(row.episodeNumber);
        const upcoming = next.get(row.key);
        const field =
          row.status === 'ready' ? (
            <InputNumber
              aria-label={t('uploads.col_episode')}
              min={1}
              max={MAX_EPISODE_NUMBER}
              precision={0}
              value={row.episodeNumber ?? null}
              placeholder={t('uploads.episode_auto')}
              onChange={(value) => actions.setNumber(row.key, value ?? undefined)}
              status={duplicate ? 'warning' : ''}
            />
          ) : (
            <span>
              {row.episodeNumber === undefined
                ? t('uploads.episode_auto')
                : t('uploads.episode_number', { number: row.episodeNumber })}
            </span>
          );
        return (
          <Space orientation="vertical" size={2}>
            {field}
            {upcoming !== undefined && (
              <Typography.Text type="secondary" data-testid="upload-next-number">
                {t('uploads.episode_next', { number: upcoming })}
              </Typography.Text>
            )}
            {replacesEpisode(row, taken) && (
              <Tag color="orange" style={TAG_WRAPS} data-testid="upload-replaces">
                {t('uploads.replaces', { number: row.episodeNumber ?? 0 })}
              </Tag>
            )}
            {duplicate && !row.refused && (
              <Tag color="warning" style={TAG_WRAPS}>
                {t('uploads.duplicate')}
              </Tag>
            )}
          </Space>
        );
      },
    },
    {
      title: t('uploads.col_progress'),
      key: 'progress',
      width: WIDTH.progress,
      render: (_, row) => (
        <Space orientation="vertical" size={0} style={{ width: '100%' }}>
          <Progress
            percent={percentOf(row)}
            size="small"
            status={
              row.status === 'failed'
                ? 'exception'
                : row.status === 'done'
                  ? 'success'
                  : row.status === 'uploading'
                    ? 'active'
                    : 'normal'
            }
          />
          <Typography.Text type="secondary" data-testid="upload-status">
            {t(statusText(row))}
            {row.status === 'uploading' && row.speed !== undefined
              ? ` · ${formatSpeed(row.speed, language)}`
              : ''}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('uploads.col_actions'),
      key: 'actions',
      width: WIDTH.actions,
      render: (_, row) => <RowButtons row={row} actions={actions} />,
    },
  ];
  return (
    <Table<UploadRow>
      rowKey="key"
      size="middle"
      tableLayout="fixed"
      pagination={false}
      columns={columns}
      dataSource={rows}
      data-testid="upload-table"
    />
  );
}
