/**
 * The Episodes tab: the upload panel (or, until it lands, a marked slot for it), how many
 * episodes are ready (and when the next one comes out, with the time zone it is written in),
 * announcing releases now, one price for a run of episodes, the release plan, a warning of
 * skipped episode numbers, and the episodes table.
 */
import { CloudUploadOutlined } from '@ant-design/icons';
import { Alert, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { localeOf } from '#shared/languages.ts';
import { browserTimeZone, formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { missingNumbers, numbersText } from '../lib/episode-numbers.ts';
import { AnnounceReleases } from './announce-releases.tsx';
import { EpisodePricesDialog } from './episode-prices-dialog.tsx';
import { EpisodesTable } from './episodes-table.tsx';
import { ReleasePlanDialog } from './release-plan-dialog.tsx';

/** Where the resumable upload panel goes (features/uploads, composed by the route). */
function UploadSlot() {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      gap={12}
      data-testid="upload-slot"
      style={{
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        padding: 16,
        color: token.colorTextSecondary,
      }}
    >
      <CloudUploadOutlined style={{ fontSize: 24 }} />
      <span>{t('series.upload_slot')}</span>
    </Flex>
  );
}

export function EpisodesTab({
  series,
  uploads,
  replaceVideo,
}: {
  series: SeriesDetail;
  uploads: ReactNode;
  replaceVideo: ((episodeId: number) => ReactNode) | undefined;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const ready = series.episodes.filter((episode) => episode.media.status === 'ready').length;
  const missing = missingNumbers(series.episodes.map((episode) => episode.number));
  return (
    <Flex vertical gap={16}>
      {uploads ?? <UploadSlot />}
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Text type="secondary" data-testid="episodes-summary">
          {t('series.episodes_summary', { ready, count: series.episodes.length })}
          {series.next_release_at
            ? ` · ${t('series.next_release', {
                time: formatDateTime(series.next_release_at, language),
                // The zone the time is written in (the browser's), as the Release column says it.
                zone: browserTimeZone(),
              })}`
            : ''}
        </Typography.Text>
        <Flex gap={8} wrap>
          <AnnounceReleases />
          <EpisodePricesDialog series={series} />
          <ReleasePlanDialog series={series} />
        </Flex>
      </Flex>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="episodes-missing"
          message={t('series.missing_numbers', { list: numbersText(missing, localeOf(language)) })}
        />
      )}
      <EpisodesTable series={series} replaceVideo={replaceVideo} />
    </Flex>
  );
}
