/**
 * An episode's video as the server reports it: none, uploading, queued, transcoding with its
 * percentage, ready, or failed with the reason (ffmpeg's words behind "Technical details") and
 * a Retry button (the transcode queued again).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Tag, Typography } from 'antd';
import type { ConsoleEpisode } from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { useFailureText } from '#console/lib/transcode-failure.ts';
import { useRetryEpisode } from '../api/retry-episode.ts';
import { FailureDetails } from '#console/components/failure-details.tsx';

const COLOURS = { none: 'default', uploading: 'processing', queued: 'processing', ready: 'success' } as const;

export function MediaStatus({ seriesId, episode }: { seriesId: number; episode: ConsoleEpisode }) {
  const t = useT();
  const retry = useRetryEpisode(seriesId);
  const failureText = useFailureText();
  const { status, progress } = episode.media;
  const failure = episode.media.error === null ? null : failureText(episode.media.error);
  // A new video on its way while the current one still plays.
  const replacing = episode.playable && status !== 'ready';
  const note = replacing ? (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t('series.media_still_playing')}
    </Typography.Text>
  ) : null;
  if (status === 'transcoding') {
    return (
      <Flex vertical gap={0} data-testid={`media-${episode.number}`} style={{ minWidth: 140 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('series.media_transcoding')}
        </Typography.Text>
        <Progress percent={Math.floor(progress)} size="small" status="active" />
        {note}
      </Flex>
    );
  }
  if (status === 'failed') {
    return (
      <Flex vertical gap={4} align="flex-start" data-testid={`media-${episode.number}`}>
        <Tag color="error">{t('series.media_failed')}</Tag>
        {failure ? (
          <Typography.Text
            type="danger"
            style={{ fontSize: 12, maxWidth: 220 }}
            ellipsis={{ tooltip: failure.text }}
          >
            {failure.text}
          </Typography.Text>
        ) : null}
        {failure?.detail ? <FailureDetails detail={failure.detail} maxWidth={360} /> : null}
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={retry.isPending}
          onClick={() => retry.mutate(episode.id)}
        >
          {t('series.media_retry')}
        </Button>
        {note}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={COLOURS[status]} data-testid={`media-${episode.number}`}>
        {t(`series.media_${status}` as const)}
      </Tag>
      {note}
    </Flex>
  );
}
