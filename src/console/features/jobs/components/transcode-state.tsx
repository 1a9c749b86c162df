/**
 * A transcode's state: Waiting, Transcoding with its percentage, Finished or Failed; under it,
 * for a new video of an episode already on air, that viewers still get the earlier one.
 */
import { Flex, Progress, Tag, Typography } from 'antd';
import type { TranscodeItem } from '#shared/contract/console-jobs.ts';
import { localeOf } from '#shared/languages.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';

const COLOURS: Record<TranscodeItem['status'], string> = {
  queued: 'default',
  transcoding: 'processing',
  ready: 'success',
  failed: 'error',
};

export function TranscodeState({ item }: { item: TranscodeItem }) {
  const t = useT();
  const locale = localeOf(useActiveLanguage()?.id ?? 3);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <Flex vertical gap={2} align="flex-start" style={{ minWidth: 160 }}>
      <Tag color={COLOURS[item.status]}>{t(`jobs.state.${item.status}`)}</Tag>
      {item.status === 'transcoding' ? (
        <Progress
          percent={item.progress}
          size="small"
          status="active"
          format={(value) => percent.format((value ?? 0) / 100)}
          aria-label={t('jobs.state.transcoding')}
          style={{ width: 160, margin: 0 }}
        />
      ) : null}
      {item.playable && item.status !== 'ready' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('jobs.still_playing')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
