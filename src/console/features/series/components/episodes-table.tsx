/**
 * The Episodes tab's table: number, duration, the video's state, the price (inline), the
 * release time (a date-time picker) and, when earlier episodes keep it from viewers beyond it,
 * which and why (shared/episode-lineup.ts, the server's rule), the subtitle languages present,
 * Replace video and Delete (only an episode no viewer can have had). Rows are dragged into a
 * new order, which the server renumbers (the table shows it at once).
 */
import { Flex, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  CONSOLE_LOCALES,
  type ConsoleEpisode,
  type SeriesDetail,
} from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { useReorderEpisodes } from '../api/reorder-episodes.ts';
import { formatDuration } from '../lib/duration.ts';
import { browserTimeZone } from '../lib/time-zones.ts';
import { useClock } from '../hooks/use-clock.ts';
import { episodeHolds } from '../lib/viewer-episodes.ts';
import { languageMark, languageName } from '#console/lib/language-marks.ts';
import { DeleteEpisode } from './delete-episode.tsx';
import { HeldBack, PriceCell, ReleaseCell } from './episode-cells.tsx';
import { MediaStatus } from './media-status.tsx';
import { ReplaceVideo } from './replace-video.tsx';
import { DragHandle, SortableRow, SortableRows } from '#console/components/sortable-rows.tsx';

export function EpisodesTable({
  series,
  replaceVideo,
}: {
  series: SeriesDetail;
  replaceVideo?: ((episodeId: number) => ReactNode) | undefined;
}) {
  const t = useT();
  const reorder = useReorderEpisodes(series.id);
  const episodes = series.episodes;
  const ids = episodes.map((episode) => episode.id);
  // What keeps an episode from viewers beyond its own release time (the server's rule).
  const now = useClock();
  const holds = episodeHolds(episodes, now);
  return (
    <SortableRows ids={ids} onMove={(order) => reorder.mutate(order)}>
      <Table<ConsoleEpisode>
        rowKey="id"
        size="small"
        dataSource={episodes}
        pagination={false}
        components={{ body: { row: SortableRow } }}
        scroll={{ x: 860 }}
        locale={{ emptyText: t('series.no_episodes') }}
        columns={[
          {
            key: 'drag',
            width: 40,
            render: (_value, episode) => (
              <DragHandle
                label={t('series.drag_episode', { number: episode.number })}
                disabled={reorder.isPending}
              />
            ),
          },
          {
            key: 'number',
            title: '#',
            width: 56,
            render: (_value, episode) => <Typography.Text strong>{episode.number}</Typography.Text>,
          },
          {
            key: 'duration',
            title: t('series.duration'),
            width: 90,
            render: (_value, episode) =>
              episode.duration_ms > 0 ? formatDuration(episode.duration_ms) : '–',
          },
          {
            key: 'media',
            title: t('series.media'),
            width: 240,
            render: (_value, episode) => <MediaStatus seriesId={series.id} episode={episode} />,
          },
          {
            key: 'price',
            title: t('series.price'),
            width: 120,
            render: (_value, episode) => (
              <PriceCell
                key={`${episode.id}:${episode.price_override ?? ''}`}
                seriesId={series.id}
                episode={episode}
                defaultPrice={series.episode_price}
                free={episode.number <= series.free_episodes}
              />
            ),
          },
          {
            key: 'release',
            // Shown and typed in the browser's zone: say which.
            title: (
              <>
                {t('series.release')}{' '}
                <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
                  {browserTimeZone()}
                </Typography.Text>
              </>
            ),
            width: 190,
            render: (_value, episode) => {
              const held = holds.get(episode.number);
              return (
                <Flex vertical gap={4} align="flex-start">
                  <ReleaseCell seriesId={series.id} episode={episode} />
                  {held ? <HeldBack number={episode.number} holds={held} /> : null}
                </Flex>
              );
            },
          },
          {
            key: 'subtitles',
            title: t('series.subtitles'),
            render: (_value, episode) =>
              CONSOLE_LOCALES.filter((locale) => episode.subtitles.includes(locale)).map((locale) => (
                <Tag key={locale} title={languageName(locale)} style={{ marginInlineEnd: 4 }}>
                  {languageMark(locale)}
                </Tag>
              )),
          },
          ...(replaceVideo
            ? [
                {
                  key: 'replace',
                  width: 48,
                  render: (_value: unknown, episode: ConsoleEpisode) => (
                    <ReplaceVideo number={episode.number} panel={() => replaceVideo(episode.id)} />
                  ),
                },
              ]
            : []),
          {
            key: 'delete',
            width: 48,
            render: (_value, episode) => <DeleteEpisode seriesId={series.id} episode={episode} />,
          },
        ]}
      />
    </SortableRows>
  );
}
